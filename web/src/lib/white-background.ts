import type { WhiteBackgroundFailure, WhiteBackgroundReply, WhiteBackgroundRequest, WhiteBackgroundType } from './white-background-protocol';
import { encodePixels, pixelsOf, PHOTO_JPEG_QUALITY } from './crop-canvas';
import { lazyWorker } from './lazy-worker';

export type { WhiteBackgroundFailure, WhiteBackgroundType } from './white-background-protocol';

export type WhiteBackgroundResult =
  { kind: 'done'; picture: Blob; width: number; height: number; backend: string } | { kind: 'error'; reason: WhiteBackgroundFailure };

let nextId = 1;

/**
 * One worker for the page's life, created the first time the switch is turned on (the model and
 * TensorFlow.js are in its own chunk, so nothing of them loads before); null where workers can't run.
 */
const whiteBackgroundWorker = lazyWorker(
  () => new Worker(new URL('./white-background.worker.ts', import.meta.url), { type: 'module', name: 'white-background' }),
);

/**
 * The crop (a print-size JPEG, or an exam file's exact-size PNG) with its background made white, in
 * the worker: the same size, a new picture of `type`. `onStage` hears 'loading' while the model loads (first use) and 'separating' after.
 * The worker is given the pixels the crop was encoded from (pixelsOf) and gives back white pixels; they are encoded
 * here, once, as `type` (decision 0077: one encode from the operator's crop to the upload).
 */
export async function makeWhiteBackground(
  crop: Blob,
  onStage?: (stage: 'loading' | 'separating') => void,
  type: WhiteBackgroundType = 'image/jpeg',
): Promise<WhiteBackgroundResult> {
  const target = whiteBackgroundWorker.get();
  if (!target) return { kind: 'error', reason: 'unsupported' };
  const pixels = await pixelsOf(crop);
  if (!pixels) return { kind: 'error', reason: 'failed' };
  const separated = await separate(target, pixels, onStage);
  if (separated.kind === 'error') return separated;
  const picture = await encodePixels(separated.pixels, type, type === 'image/jpeg' ? PHOTO_JPEG_QUALITY : undefined);
  if (!picture) return { kind: 'error', reason: 'failed' };
  return { kind: 'done', picture, width: separated.pixels.width, height: separated.pixels.height, backend: separated.backend };
}

type Separated = { kind: 'done'; pixels: ImageData; backend: string } | { kind: 'error'; reason: WhiteBackgroundFailure };

/** The worker's white pixels for `pixels` (a copy of them is transferred: the crop keeps its own). */
function separate(target: Worker, pixels: ImageData, onStage?: (stage: 'loading' | 'separating') => void): Promise<Separated> {
  const id = nextId++;
  const copy = new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height);
  return new Promise((resolve) => {
    const finish = (result: Separated) => {
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
      resolve(result);
    };
    const onMessage = (event: MessageEvent<WhiteBackgroundReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      if (reply.kind === 'progress') onStage?.(reply.stage);
      else if (reply.kind === 'done') finish({ kind: 'done', pixels: reply.pixels, backend: reply.backend });
      else finish({ kind: 'error', reason: reply.reason });
    };
    const onError = () => {
      // The worker itself failed (its script or the model's chunk did not load): a new one next time.
      whiteBackgroundWorker.failed(target, { retry: true });
      finish({ kind: 'error', reason: 'failed' });
    };
    target.addEventListener('message', onMessage);
    target.addEventListener('error', onError);
    target.postMessage({ id, pixels: copy } satisfies WhiteBackgroundRequest, [copy.data.buffer]);
  });
}
