import { examFilePixels, type PixelSize } from '@core/exam-files/exam-file-size';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import { isInkKind } from './exam-preset-groups';

/** Ink on paper is uploaded at up to this many times the file's size: the server finds the ink in it, then makes the exact pixels. */
export const INK_UPLOAD_SCALE = 4;

/**
 * The crop frame's aspect (width ÷ height) for a preset: its exact size's, its size in mm's, 1 for a square range;
 * null (any aspect) for a range that keeps the crop's own shape.
 */
export function examCropAspect(preset: Pick<ExamPreset, 'pixels' | 'dpi'>): number | null {
  const { pixels } = preset;
  if (pixels.kind === 'range') return pixels.square ? 1 : null;
  const size = examFilePixels(pixels, preset.dpi, { width: 1, height: 1 });
  return size.width / size.height;
}

/**
 * The pixel size the browser exports a crop of `crop` pixels at, losslessly (PNG):
 * - a photo: exactly the file's pixels (`examFilePixels`), so the upload is what the file will show;
 * - ink on paper (signature, thumb, declaration): the file's aspect at a whole multiple of its size, up to
 *   `INK_UPLOAD_SCALE` and no more than the crop has, so the server can find thin strokes before it makes the
 *   file's exact pixels. A range preset keeps the crop's own size within its range.
 */
export function examUploadSize(preset: Pick<ExamPreset, 'pixels' | 'dpi' | 'kind'>, crop: PixelSize): PixelSize {
  const file = examFilePixels(preset.pixels, preset.dpi, crop);
  if (!isInkKind(preset.kind) || preset.pixels.kind === 'range') return file;
  const scale = Math.max(1, Math.min(INK_UPLOAD_SCALE, Math.floor(Math.min(crop.width / file.width, crop.height / file.height))));
  return { width: file.width * scale, height: file.height * scale };
}
