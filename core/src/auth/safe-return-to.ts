/**
 * A same-origin path (with query and hash) to go back to after sign-in, or '/' for anything
 * else: absolute URLs, protocol-relative `//host`, backslashes (some browsers read `/\host` as
 * `//host`) and control characters. The value is returned as given, never re-serialised: a
 * normalised path such as `/..//host` would become `//host`.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  return value;
}
