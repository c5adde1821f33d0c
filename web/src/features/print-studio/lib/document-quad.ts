import type { Quad } from '@core/geometry/homography';
import { warpPerspective } from '@core/geometry/warp-perspective';
import type { DocumentQuadReply, DocumentQuadRequest } from './document-quad-protocol';
import { lazyWorker } from '../../../lib/lazy-worker';

type Request = DocumentQuadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

let nextId = 1;

/** One worker for the page's life, created on first use (the studio's pick); null where workers can't run. */
const quadWorker = lazyWorker(() => new Worker(new URL('./document-quad.worker.ts', import.meta.url), { type: 'module', name: 'document-quad' }));

function ask(request: Request): Promise<DocumentQuadReply | null> {
  const target = quadWorker.get();
  if (!target) return Promise.resolve(null);
  const id = nextId++;
  return new Promise((resolve) => {
    const finish = (reply: DocumentQuadReply | null) => {
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
      resolve(reply);
    };
    const onMessage = (event: MessageEvent<DocumentQuadReply>) => {
      if (event.data.id === id) finish(event.data);
    };
    const onError = () => {
      quadWorker.failed(target, { retry: false });
      finish(null);
    };
    target.addEventListener('message', onMessage);
    target.addEventListener('error', onError);
    target.postMessage({ ...request, id } as DocumentQuadRequest);
  });
}

/**
 * The document's four corners in the decoded photo (its pixels), found off the main thread; null
 * when none was found or the browser can't run the finder: the crop dialog then opens as before.
 */
export async function findPhotoQuad(photo: Blob, aspect: number | null): Promise<Quad | null> {
  const reply = await ask({ kind: 'find', photo, aspect });
  return reply?.kind === 'found' ? reply.quad : null;
}

/** `quad` of the photo straightened into a `width`×`height` JPEG: in the worker, or here where it can't run. */
export async function warpPhotoQuad(photo: Blob, quad: Quad, width: number, height: number): Promise<Blob | null> {
  const reply = await ask({ kind: 'warp', photo, quad, width, height });
  if (reply?.kind === 'warped') return reply.jpeg;
  const bitmap = await createImageBitmap(photo);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const warped = warpPerspective(context.getImageData(0, 0, canvas.width, canvas.height), quad, width, height);
  canvas.width = warped.width;
  canvas.height = warped.height;
  context.putImageData(new ImageData(warped.data as Uint8ClampedArray<ArrayBuffer>, warped.width, warped.height), 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
}
