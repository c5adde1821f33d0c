/** Messages between decode-image.ts and its worker. */

/** Longest side of the decoded photo: enough for 600 dpi crops, small enough for cheap phones' memory. */
export const MAX_DECODED_SIDE = 4096;

export interface DecodeRequest {
  id: number;
  file: Blob;
  maxSide: number;
}

export type DecodeStage = 'reading' | 'decoding' | 'resizing' | 'encoding';

export type DecodeReply =
  | { id: number; kind: 'progress'; stage: DecodeStage }
  | { id: number; kind: 'done'; blob: Blob; width: number; height: number; scaled: boolean }
  | { id: number; kind: 'error'; reason: 'decode' | 'unsupported-environment' };

/** The size after capping the long side at `maxSide` (never enlarged). */
export function cappedSize(width: number, height: number, maxSide: number): { width: number; height: number; scaled: boolean } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  if (scale === 1) return { width, height, scaled: false };
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), scaled: true };
}
