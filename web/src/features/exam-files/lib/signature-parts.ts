import type { ExamPreset } from '@core/exam-files/exam-presets';

/** A preset's file made of several signatures, each cropped from its own picture: the key one part is kept under. */
export function signaturePartKey(fileKey: string, index: number): string {
  return `${fileKey}#${index + 1}`;
}

/** A part's key read back: the file's key and the part's index (0-based), or null for a file's own key. */
export function readSignaturePartKey(key: string | null): { fileKey: string; index: number } | null {
  const match = key === null ? null : /^(.+)#([1-9])$/.exec(key);
  return match ? { fileKey: match[1]!, index: Number(match[2]) - 1 } : null;
}

/** The keys of a preset's parts, in order; none for a file of one signature. */
export function signaturePartKeys(preset: Pick<ExamPreset, 'signatures'>, fileKey: string): string[] {
  return preset.signatures > 1 ? Array.from({ length: preset.signatures }, (_, index) => signaturePartKey(fileKey, index)) : [];
}

/** A part is kept at its crop's own size, its long side at most this: enough for the stacked file, small to hold. */
const PART_LONG_SIDE = 1600;

/** The size one signature's crop is exported at: its own, scaled down to `PART_LONG_SIDE`. */
export function signaturePartSize(crop: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, PART_LONG_SIDE / Math.max(crop.width, crop.height));
  return { width: Math.max(1, Math.round(crop.width * scale)), height: Math.max(1, Math.round(crop.height * scale)) };
}
