import type { WhiteBackgroundFailure, WhiteBackgroundReply, WhiteBackgroundRequest, WhiteBackgroundType } from './white-background-protocol';
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
 */
export function makeWhiteBackground(
  crop: Blob,
  onStage?: (stage: 'loading' | 'separating') => void,
  type: WhiteBackgroundType = 'image/jpeg',
): Promise<WhiteBackgroundResult> {
  const target = whiteBackgroundWorker.get();
  if (!target) return Promise.resolve({ kind: 'error', reason: 'unsupported' });
  const id = nextId++;
  return new Promise((resolve) => {
    const finish = (result: WhiteBackgroundResult) => {
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
      resolve(result);
    };
    const onMessage = (event: MessageEvent<WhiteBackgroundReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      if (reply.kind === 'progress') onStage?.(reply.stage);
      else if (reply.kind === 'done') finish({ kind: 'done', picture: reply.picture, width: reply.width, height: reply.height, backend: reply.backend });
      else finish({ kind: 'error', reason: reply.reason });
    };
    const onError = () => {
      // The worker itself failed (its script or the model's chunk did not load): a new one next time.
      whiteBackgroundWorker.failed(target, { retry: true });
      finish({ kind: 'error', reason: 'failed' });
    };
    target.addEventListener('message', onMessage);
    target.addEventListener('error', onError);
    target.postMessage({ id, crop, type } satisfies WhiteBackgroundRequest);
  });
}
