import type { PixelSize } from '@core/exam-files/exam-file-size';
import type { ExamPixels } from '@core/exam-files/exam-presets';
import { stackSignatures } from '@core/exam-files/stacked-signatures';
import { canvasBlob, sizedCanvas } from '../../../lib/crop-canvas';
import type { PngCrop } from '../../../lib/cropper/export-png-crop';

/**
 * The signatures' crops stacked one below the other on white (core's `stackSignatures` places them), drawn at the
 * size `sizeFor` gives for the stack and encoded losslessly: the one file's crop, uploaded as any crop is. Null when
 * the browser gives no canvas or cannot read a crop.
 */
export async function stackSignatureCrops(parts: readonly Blob[], pixels: ExamPixels, sizeFor: (crop: PixelSize) => PixelSize): Promise<PngCrop | null> {
  const bitmaps = await Promise.all(parts.map((part) => createImageBitmap(part)));
  try {
    const stack = stackSignatures(bitmaps, pixels);
    const size = sizeFor(stack.size);
    const target = sizedCanvas(size);
    if (!target) return null;
    const { canvas, context } = target;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    const sx = size.width / stack.size.width;
    const sy = size.height / stack.size.height;
    stack.places.forEach((place, i) => context.drawImage(bitmaps[i]!, place.x * sx, place.y * sy, place.width * sx, place.height * sy));
    const png = await canvasBlob(canvas, 'image/png');
    return png ? { ...size, png } : null;
  } finally {
    for (const bitmap of bitmaps) bitmap.close();
  }
}
