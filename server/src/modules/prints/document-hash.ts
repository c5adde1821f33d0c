import { createHash } from 'node:crypto';

/**
 * The document hash of a print job (docs/domain-rules.md §4): SHA-256 of the front's bytes as uploaded, then the
 * back's (both-side), hex. The same document prints free for the rest of the day once paid.
 */
export function documentHash(front: Uint8Array, back: Uint8Array | null = null): string {
  const hash = createHash('sha256').update(front);
  if (back) hash.update(back);
  return hash.digest('hex');
}
