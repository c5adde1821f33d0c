import { refineMask, whiteBackground } from '@core/images/white-background';
import { MODEL_SIDE, type WhiteBackgroundReply, type WhiteBackgroundRequest } from './white-background-protocol';
import { personMask } from './segment-person';

/**
 * The white background off the main thread (decision 0044): the crop, at its print size, is
 * separated into person and background by the segmentation model (a 256×256 mask), the mask is
 * refined on the crop's own pixels (core's refineMask) and the background made white
 * (whiteBackground); the white pixels go back at the same size, their buffer transferred (decision 0077: the page
 * encodes them once; nothing here encodes).
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WhiteBackgroundRequest>) => void) | null;
  postMessage(message: WhiteBackgroundReply, transfer: Transferable[]): void;
};

scope.onmessage = (event) => {
  void handle(event.data);
};

async function handle({ id, pixels }: WhiteBackgroundRequest) {
  const send = (reply: WhiteBackgroundReply, transfer: Transferable[] = []) => scope.postMessage(reply, transfer);
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
    send({ id, kind: 'error', reason: 'unsupported' });
    return;
  }
  let bitmap: ImageBitmap | null = null;
  try {
    const { width, height } = pixels;
    bitmap = await createImageBitmap(pixels);
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
    const alpha = refineMask(pixels, segmented.mask);
    const white = new ImageData(whiteBackground(pixels, alpha).data as Uint8ClampedArray<ArrayBuffer>, width, height);
    send({ id, kind: 'done', pixels: white, backend: segmented.backend }, [white.data.buffer]);
  } catch {
    send({ id, kind: 'error', reason: 'failed' });
  } finally {
    bitmap?.close();
  }
}
