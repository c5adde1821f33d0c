import { createHash } from 'node:crypto';

/** SHA-256 of bytes (an upload as it arrived) or of text, in lowercase hex: how prints, quotes and sessions name what they hash. */
export const sha256Hex = (data: Uint8Array | string): string => createHash('sha256').update(data).digest('hex');
