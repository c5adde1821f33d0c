/**
 * The key in an intake link's fragment, `#k=<base64url of 32 bytes>` (decision 0095): the fragment never reaches the
 * server, so the shop's screen and this phone are the only ones holding it. Null when the link came without it or cut
 * short (a messenger that dropped the end, a code copied by hand); importLinkKey still checks it is 256 bits.
 */
export function linkKeyText(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get('k');
  return key !== null && /^[A-Za-z0-9_-]{43}$/.test(key) ? key : null;
}
