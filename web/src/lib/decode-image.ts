import { cappedSize, MAX_DECODED_SIDE, type DecodeReply, type DecodeStage } from './decode-protocol';
import { sniffImageFormat, type ImageFormat } from './image-format';
import { lazyWorker } from './lazy-worker';

export interface DecodedPhoto {
  /** Upright JPEG, long side at most MAX_DECODED_SIDE. */
  blob: Blob;
  width: number;
  height: number;
  /** The original was larger and was scaled down. */
  scaled: boolean;
}

/** 'unsupported-type': not a JPEG, PNG or WebP by its bytes; 'decode': the browser could not open it. */
export type DecodeFailure = 'unsupported-type' | 'decode';

/**
 * Whether a chosen file is refused before it is decoded, by its sniffed format only. Its size is
 * no reason: the file never leaves the browser (it is decoded with its long side capped at
 * MAX_DECODED_SIDE, and only the crop is uploaded, far under the server's 15 MB), so any photo the
 * browser can decode is taken; one it can't (too big for its memory, damaged) fails as 'decode'.
 */
export function refusalBeforeDecode(format: ImageFormat | null): DecodeFailure | null {
  return format ? null : 'unsupported-type';
}

export class DecodeError extends Error {
  constructor(readonly reason: DecodeFailure) {
    super(reason);
    this.name = 'DecodeError';
  }
}

export type DecodeProgress = (stage: DecodeStage) => void;

let nextId = 1;

/** One worker for the page's life, created on first use; null where workers can't run. */
const decodeWorker = lazyWorker(() => new Worker(new URL('./decode-image.worker.ts', import.meta.url), { type: 'module', name: 'decode-image' }));

function decodeInWorker(target: Worker, file: Blob, onProgress: DecodeProgress, signal?: AbortSignal): Promise<DecodedPhoto | 'fallback'> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const finish = () => {
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
      signal?.removeEventListener('abort', onAbort);
    };
    const onMessage = (event: MessageEvent<DecodeReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      if (reply.kind === 'progress') {
        onProgress(reply.stage);
        return;
      }
      finish();
      if (reply.kind === 'done') resolve({ blob: reply.blob, width: reply.width, height: reply.height, scaled: reply.scaled });
      else if (reply.reason === 'unsupported-environment') resolve('fallback');
      else reject(new DecodeError('decode'));
    };
    const onError = () => {
      // The worker script itself failed (old browser, blocked by policy): decode here instead.
      finish();
      decodeWorker.failed(target, { retry: false });
      resolve('fallback');
    };
    const onAbort = () => {
      finish();
      reject(new DOMException('aborted', 'AbortError'));
    };
    target.addEventListener('message', onMessage);
    target.addEventListener('error', onError);
    signal?.addEventListener('abort', onAbort, { once: true });
    target.postMessage({ id, file, maxSide: MAX_DECODED_SIDE });
  });
}

/** Main-thread decoding, for browsers without module workers or OffscreenCanvas. */
async function decodeHere(file: Blob, onProgress: DecodeProgress): Promise<DecodedPhoto> {
  onProgress('decoding');
  let source: ImageBitmap | HTMLImageElement;
  let width: number;
  let height: number;
  let url: string | undefined;
  try {
    if (typeof createImageBitmap !== 'undefined') {
      source = await createImageBitmap(file, { imageOrientation: 'from-image' });
      ({ width, height } = source);
    } else {
      url = URL.createObjectURL(file);
      const image = new Image();
      image.src = url;
      await image.decode(); // browsers apply EXIF orientation to <img> (image-orientation: from-image)
      source = image;
      width = image.naturalWidth;
      height = image.naturalHeight;
    }
  } catch {
    if (url) URL.revokeObjectURL(url);
    throw new DecodeError('decode');
  }
  try {
    onProgress('resizing');
    const size = cappedSize(width, height, MAX_DECODED_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new DecodeError('decode');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, size.width, size.height);
    onProgress('encoding');
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.95));
    if (!blob) throw new DecodeError('decode');
    return { blob, width: size.width, height: size.height, scaled: size.scaled };
  } finally {
    if ('close' in source) source.close();
    if (url) URL.revokeObjectURL(url);
  }
}

/**
 * Opens a chosen photo of any size: checks it is a JPEG, PNG or WebP by its bytes, then decodes it
 * upright with its long side capped (a 48 MP or 30 MB photo comes out at most 4096 px long), in a
 * worker when the browser can, else here.
 */
export async function decodePhoto(file: Blob, onProgress: DecodeProgress, signal?: AbortSignal): Promise<DecodedPhoto> {
  onProgress('reading');
  const refusal = refusalBeforeDecode(await sniffImageFormat(file));
  if (refusal) throw new DecodeError(refusal);
  const target = decodeWorker.get();
  if (target) {
    const result = await decodeInWorker(target, file, onProgress, signal);
    if (result !== 'fallback') return result;
  }
  return decodeHere(file, onProgress);
}
