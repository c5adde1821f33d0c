import { cappedSize, type DecodeReply, type DecodeRequest } from './decode-protocol';

/**
 * Decodes a photo off the main thread: EXIF orientation applied, long side capped, re-encoded as
 * JPEG for the cropper. A 48 MP phone photo takes seconds to decode on a cheap phone; here the
 * page stays responsive meanwhile.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(message: DecodeReply): void;
};

scope.onmessage = (event) => {
  void decode(event.data);
};

async function decode({ id, file, maxSide }: DecodeRequest) {
  const send = (reply: DecodeReply) => scope.postMessage(reply);
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
    send({ id, kind: 'error', reason: 'unsupported-environment' });
    return;
  }
  let bitmap: ImageBitmap | undefined;
  try {
    send({ id, kind: 'progress', stage: 'decoding' });
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    send({ id, kind: 'progress', stage: 'resizing' });
    const size = cappedSize(bitmap.width, bitmap.height, maxSide);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#ffffff'; // transparent PNG areas print white, not black
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    bitmap = undefined;
    send({ id, kind: 'progress', stage: 'encoding' });
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
    send({ id, kind: 'done', blob, width: size.width, height: size.height, scaled: size.scaled });
  } catch {
    bitmap?.close();
    send({ id, kind: 'error', reason: 'decode' });
  }
}
