import { findDocumentQuad } from '@core/documents/find-document-quad';
import type { Quad } from '@core/geometry/homography';
import { warpPerspective } from '@core/geometry/warp-perspective';
import { cappedSize } from '../../../lib/decode-protocol';
import { greyOf } from '@core/images/grey-of';
import { FIND_SIDE, type DocumentQuadReply, type DocumentQuadRequest } from './document-quad-protocol';

/**
 * The card and page finder off the main thread (decision 0041): finds the document's corners in a
 * picked photo, and at OK straightens the chosen corners into the print-size JPEG.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DocumentQuadRequest>) => void) | null;
  postMessage(message: DocumentQuadReply): void;
};

scope.onmessage = (event) => {
  void handle(event.data);
};

async function pixelsOf(photo: Blob, maxSide: number) {
  const bitmap = await createImageBitmap(photo);
  try {
    const size = cappedSize(bitmap.width, bitmap.height, maxSide);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return { image: context.getImageData(0, 0, size.width, size.height), scale: bitmap.width / size.width };
  } finally {
    bitmap.close();
  }
}

async function handle(request: DocumentQuadRequest) {
  const send = (reply: DocumentQuadReply) => scope.postMessage(reply);
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
    send({ id: request.id, kind: 'error', reason: 'unsupported-environment' });
    return;
  }
  try {
    if (request.kind === 'find') {
      const { image, scale } = await pixelsOf(request.photo, FIND_SIDE);
      const found = findDocumentQuad(greyOf(image.data, image.width, image.height), image.width, image.height, {
        aspect: request.aspect,
        rgba: image.data,
      });
      const quad = found ? (found.map((p) => ({ x: p.x * scale, y: p.y * scale })) as unknown as Quad) : null;
      send({ id: request.id, kind: 'found', quad });
      return;
    }
    const { image } = await pixelsOf(request.photo, Number.POSITIVE_INFINITY);
    const warped = warpPerspective(image, request.quad, request.width, request.height);
    const canvas = new OffscreenCanvas(warped.width, warped.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.putImageData(new ImageData(warped.data as Uint8ClampedArray<ArrayBuffer>, warped.width, warped.height), 0, 0);
    send({ id: request.id, kind: 'warped', jpeg: await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 }) });
  } catch {
    send({ id: request.id, kind: 'error', reason: 'failed' });
  }
}
