import { createHash } from 'node:crypto';

/**
 * The document hash of a print job (docs/domain-rules.md §4), from the SHA-256 of the front's bytes as uploaded and the
 * back's (both-side), each in hex as a quote names them: the front's alone, or SHA-256 over both. The same document
 * prints free for the rest of the day once paid.
 */
export function documentHash(frontSha256: string, backSha256: string | null = null): string {
  return backSha256 === null ? frontSha256 : createHash('sha256').update(`${frontSha256}:${backSha256}`).digest('hex');
}
