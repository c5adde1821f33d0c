import type { FaceLandmarks } from '@core/face/propose-face-crop';
import type { FaceDetectorReply, FaceDetectorRequest } from './face-detector-protocol';
import { lazyWorker } from './lazy-worker';

type Request = Omit<FaceDetectorRequest, 'id'>;

let nextId = 1;

/** One worker for the page's life, created on first use (a pick on a studio); null where module workers can't run. */
const detectorWorker = lazyWorker(() => new Worker(new URL('./face-detector.worker.ts', import.meta.url), { type: 'module', name: 'face-detector' }));

function ask(request: Request): Promise<FaceDetectorReply | null> {
  const target = detectorWorker.get();
  if (!target) return Promise.resolve(null);
  const id = nextId++;
  return new Promise((resolve) => {
    const finish = (reply: FaceDetectorReply | null) => {
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
      resolve(reply);
    };
    const onMessage = (event: MessageEvent<FaceDetectorReply>) => {
      if (event.data.id === id) finish(event.data);
    };
    const onError = () => {
      detectorWorker.failed(target, { retry: true });
      finish(null);
    };
    target.addEventListener('message', onMessage);
    target.addEventListener('error', onError);
    target.postMessage({ ...request, id } as FaceDetectorRequest);
  });
}

/** Faces in a photo file, in shares of the upright photo's width and height; null when the finder can't run here. */
export type FindFaces = (file: Blob) => Promise<FaceLandmarks[] | null>;

/**
 * The faces in a picked file, found off the main thread (the detector and its weights load on
 * first use, from our own origin); null when this browser can't run the finder.
 */
export const detectFaces: FindFaces = async (file) => {
  const reply = await ask({ kind: 'detect', file });
  return reply?.kind === 'faces' ? reply.faces : null;
};
