import { refineMask, whiteBackground } from '@core/images/white-background';
import { MODEL_SIDE, WHITE_BACKGROUND_JPEG_QUALITY, type WhiteBackgroundReply, type WhiteBackgroundRequest } from './white-background-protocol';
import { personMask } from './segment-person';

/**
 * The white background off the main thread (decision 0044): the crop, at its print size, is
 * separated into person and background by the segmentation model (a 256×256 mask), the mask is
 * refined on the crop's own pixels (core's refineMask) and the background made white
 * (whiteBackground); the result goes back at the same size in the crop's format (JPEG, or PNG for an exam file).
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WhiteBackgroundRequest>) => void) | null;
  postMessage(message: WhiteBackgroundReply): void;
};

scope.onmessage = (event) => {
  void handle(event.data);
};

async function handle({ id, crop, type }: WhiteBackgroundRequest) {
  const send = (reply: WhiteBackgroundReply) => scope.postMessage(reply);
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
    send({ id, kind: 'error', reason: 'unsupported' });
    return;
  }
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(crop);
    const { width, height } = bitmap;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    const image = context.getImageData(0, 0, width, height);
    const small = new OffscreenCanvas(MODEL_SIDE, MODEL_SIDE);
    const smallContext = small.getContext('2d', { willReadFrequently: true });
    if (!smallContext) throw new Error('no 2d context');
    smallContext.imageSmoothingQuality = 'high';
    smallContext.drawImage(bitmap, 0, 0, MODEL_SIDE, MODEL_SIDE);
    const input = smallContext.getImageData(0, 0, MODEL_SIDE, MODEL_SIDE);
    const segmented = await personMask(input, (stage) => send({ id, kind: 'progress', stage }));
    if (!segmented) {
      send({ id, kind: 'error', reason: 'model' });
      return;
    }
    const alpha = refineMask(image, segmented.mask);
    const white = whiteBackground(image, alpha);
    context.putImageData(new ImageData(white.data as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0);
    const picture = await canvas.convertToBlob(type === 'image/png' ? { type } : { type, quality: WHITE_BACKGROUND_JPEG_QUALITY });
    send({ id, kind: 'done', picture, width, height, backend: segmented.backend });
  } catch {
    send({ id, kind: 'error', reason: 'failed' });
  } finally {
    bitmap?.close();
  }
}
