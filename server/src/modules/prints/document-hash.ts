import { createHash } from 'node:crypto';

/**
 * The item a document print is charged as (docs/domain-rules.md §4; docs/decisions/0057): SHA-256 over the
 * front's SHA-256 (hex, of the bytes as uploaded), then a comma and the back's for a both-side print. From
 * the hashes, so a quote (which names the files by their hashes) and the print agree. The same document
 * prints free for the rest of the day once paid.
 */
export function documentHash(frontSha256Hex: string, backSha256Hex: string | null): string {
  return createHash('sha256')
    .update(backSha256Hex === null ? frontSha256Hex : `${frontSha256Hex},${backSha256Hex}`)
    .digest('hex');
}
