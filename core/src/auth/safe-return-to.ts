/** Longest path kept, once encoded; anything longer goes home. */
const MAX_LENGTH = 2048;

/** A UTF-16 surrogate without its pair: such a string has no UTF-8 form to percent-encode. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A same-origin path (with query and hash) to go back to after sign-in, or '/' for anything
 * else: absolute URLs, protocol-relative `//host`, backslashes (some browsers read `/\host` as
 * `//host`) and control characters. Spaces and non-ASCII characters (`/€`) are percent-encoded
 * as UTF-8, so the path is plain ASCII and can stand in a Location header; nothing else is
 * changed, never re-serialised: a normalised path such as `/..//host` would become `//host`.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value) || loneSurrogate.test(value)) return '/';
  const ascii = value.replace(/[^\u0021-\u007e]/gu, (character) => encodeURIComponent(character));
  return ascii.length > MAX_LENGTH ? '/' : ascii;
}
