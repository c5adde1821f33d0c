import type { ExamPixels, ExamPreset } from './exam-presets';

export interface PixelSize {
  width: number;
  height: number;
}

const MM_PER_INCH = 25.4;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The exact pixel size of the file for a crop of `crop` pixels: an `exact` preset's size; an `mm` preset's
 * size at its dpi (rounded to the nearest pixel); for a `range`, the crop's own size when it fits, else the crop
 * scaled (aspect kept) into the range, each side finally clamped to it (a crop of a far-off aspect is then cut
 * to fit). A `square` range gives the shorter side, clamped.
 */
export function examFilePixels(pixels: ExamPixels, dpi: number, crop: PixelSize): PixelSize {
  if (pixels.kind === 'exact') return { width: pixels.width, height: pixels.height };
  if (pixels.kind === 'mm') {
    return { width: Math.round((pixels.widthMm / MM_PER_INCH) * dpi), height: Math.round((pixels.heightMm / MM_PER_INCH) * dpi) };
  }
  if (pixels.square) {
    const side = Math.round(clamp(Math.min(crop.width, crop.height), Math.max(pixels.minWidth, pixels.minHeight), Math.min(pixels.maxWidth, pixels.maxHeight)));
    return { width: side, height: side };
  }
  const down = Math.min(1, pixels.maxWidth / crop.width, pixels.maxHeight / crop.height);
  const scale = Math.max(down, pixels.minWidth / crop.width, pixels.minHeight / crop.height);
  return {
    width: Math.round(clamp(crop.width * scale, pixels.minWidth, pixels.maxWidth)),
    height: Math.round(clamp(crop.height * scale, pixels.minHeight, pixels.maxHeight)),
  };
}

/** Whether a file of this size meets the preset's pixel rule. */
export function meetsExamPixels(pixels: ExamPixels, dpi: number, size: PixelSize): boolean {
  if (pixels.kind !== 'range') {
    const want = examFilePixels(pixels, dpi, size);
    return size.width === want.width && size.height === want.height;
  }
  return (
    size.width >= pixels.minWidth &&
    size.width <= pixels.maxWidth &&
    size.height >= pixels.minHeight &&
    size.height <= pixels.maxHeight &&
    (!pixels.square || size.width === size.height)
  );
}

/**
 * The byte window a file must land in, safe under both readings of "KB" a form's checker may use:
 * the floor read as 1024 bytes a KB (the higher), the ceiling as 1000 bytes a KB less one byte
 * (the lower, and below a strict "under"). A 20–50 KB preset gives 20,480–49,999 bytes.
 */
export function examByteWindow(preset: Pick<ExamPreset, 'minKb' | 'maxKb'>): { minBytes: number; maxBytes: number } {
  return { minBytes: preset.minKb * 1024, maxBytes: preset.maxKb * 1000 - 1 };
}
