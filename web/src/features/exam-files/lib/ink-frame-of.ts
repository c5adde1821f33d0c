import { findInkFrame } from '@core/exam-files/find-ink-frame';
import { greyOf } from '@core/images/grey-of';
import { sizedCanvas } from '../../../lib/crop-canvas';

/** The picture is looked at this long on its long side: enough to see a signature's strokes, a few milliseconds. */
const LOOK_SIDE = 512;

/** A frame in the picture's pixels. */
export interface PictureFrame {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The frame a picture of ink on paper opens on (core's findInkFrame, decision 0082), in the picture's pixels:
 * `url` is the decoded upright picture of `size`; null when no ink is seen or the browser cannot draw it.
 */
export async function inkFrameOf(url: string, size: { width: number; height: number }, aspect: number | null): Promise<PictureFrame | null> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const scale = Math.min(1, LOOK_SIDE / Math.max(size.width, size.height));
  const width = Math.max(8, Math.round(size.width * scale));
  const height = Math.max(8, Math.round(size.height * scale));
  const target = sizedCanvas({ width, height });
  if (!target) return null;
  target.context.drawImage(image, 0, 0, width, height);
  const { data } = target.context.getImageData(0, 0, width, height);
  const frame = findInkFrame(greyOf(data, width, height), width, height, aspect);
  return frame && { left: frame.left * size.width, top: frame.top * size.height, width: frame.width * size.width, height: frame.height * size.height };
}
