import { examCaptionBand, examCaptionFileFor, hasExamCaption } from '@core/exam-files/exam-caption';
import { examFilePixels, type PixelSize } from '@core/exam-files/exam-file-size';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import { isInkKind } from '../../../lib/exam-preset-groups';

/** Ink on paper is uploaded at up to this many times the file's size: the server finds the ink in it, then makes the exact pixels. */
export const INK_UPLOAD_SCALE = 4;

type Sized = Pick<ExamPreset, 'pixels' | 'dpi' | 'kind' | 'caption'>;

/** A photo whose preset asks for a name and date under it: the crop fills only the part above the band. */

/** The photo's part of a file of `file` pixels: all of it, or the part above the caption's band. */
function photoPart(preset: Sized, file: PixelSize): PixelSize {
  if (!hasExamCaption(preset)) return file;
  return examCaptionBand(file)?.photo ?? file;
}

/**
 * The crop frame's aspect (width ÷ height) for a preset: its exact size's, its size in mm's, 1 for a square range
 * (each less the caption's band when it has one); null (any aspect) for a range that keeps the crop's own shape.
 */
export function examCropAspect(preset: Sized): number | null {
  const { pixels } = preset;
  if (pixels.kind === 'range') {
    if (!pixels.square) return null;
    if (!hasExamCaption(preset)) return 1;
    const photo = photoPart(preset, { width: pixels.maxWidth, height: pixels.maxHeight });
    return photo.width / photo.height;
  }
  const size = photoPart(preset, examFilePixels(pixels, preset.dpi, { width: 1, height: 1 }));
  return size.width / size.height;
}

/**
 * The pixel size the browser exports a crop of `crop` pixels at, losslessly (PNG):
 * - a photo: exactly the file's pixels (`examFilePixels`), so the upload is what the file will show; with a
 *   caption, exactly the part above the caption's band (the server draws the band under it);
 * - ink on paper (signature, thumb, declaration): the file's aspect at a whole multiple of its size, up to
 *   `INK_UPLOAD_SCALE` and no more than the crop has, so the server can find thin strokes before it makes the
 *   file's exact pixels. A range preset keeps the crop's own size within its range.
 */
export function examUploadSize(preset: Sized, crop: PixelSize): PixelSize {
  if (hasExamCaption(preset)) return photoPart(preset, examFilePixels(preset.pixels, preset.dpi, examCaptionFileFor(crop)));
  const file = examFilePixels(preset.pixels, preset.dpi, crop);
  if (!isInkKind(preset.kind) || preset.pixels.kind === 'range') return file;
  const scale = Math.max(1, Math.min(INK_UPLOAD_SCALE, Math.floor(Math.min(crop.width / file.width, crop.height / file.height))));
  return { width: file.width * scale, height: file.height * scale };
}

/**
 * What a file's crop is kept under: its preset's id, marked when a caption takes part of the height (a custom size
 * can gain or lose its caption, and the crop made for the other shape must not be sent).
 */
export function examCropKey(preset: Pick<ExamPreset, 'id' | 'kind' | 'caption'>): string {
  return hasExamCaption(preset) ? `${preset.id}+caption` : preset.id;
}
