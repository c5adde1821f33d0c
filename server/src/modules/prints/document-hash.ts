import { sha256Hex } from '../../lib/sha256-hex';

/**
 * The item a document print is charged as (docs/domain-rules.md §4; docs/decisions/0057), from the SHA-256 (hex) of
 * each side's bytes as uploaded: a single side is its front's hash, as a photo is; both sides are SHA-256 over the
 * front's hash, a comma and the back's. From the hashes, so a quote (which names the files by their hashes) and the
 * print agree. The same document prints free for the rest of the day once paid.
 */
export function documentHash(frontSha256Hex: string, backSha256Hex: string | null): string {
  return backSha256Hex === null ? frontSha256Hex : sha256Hex(`${frontSha256Hex},${backSha256Hex}`);
}
