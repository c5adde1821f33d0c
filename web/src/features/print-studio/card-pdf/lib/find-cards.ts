import { findPageCards } from '@core/card-pdf/find-page-cards';
import type { FindCardsReply, FoundCards } from './find-cards-protocol';
import { isBlankPage } from './is-blank-page';

let worker: Worker | null | undefined;
let nextId = 1;

function detectionWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker !== 'undefined' ? new Worker(new URL('./find-cards.worker.ts', import.meta.url), { type: 'module', name: 'find-cards' }) : null;
  } catch {
    worker = null;
  }
  return worker;
}

/** Starts the detection worker ahead of the first search (the card PDF screen does as it opens). */
export function startDetectionWorker(): void {
  detectionWorker();
}

function findInWorker(target: Worker, image: ImageData): Promise<FoundCards | 'fallback'> {
  const id = nextId++;
  return new Promise((resolve) => {
    const finish = (result: FoundCards | 'fallback') => {
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
      resolve(result);
    };
    const onMessage = (event: MessageEvent<FindCardsReply>) => {
      if (event.data.id !== id) return;
      finish(event.data.kind === 'done' ? event.data.found : 'fallback');
    };
    const onError = () => {
      worker = null;
      finish('fallback');
    };
    target.addEventListener('message', onMessage);
    target.addEventListener('error', onError);
    const pixels = image.data.buffer;
    target.postMessage({ id, width: image.width, height: image.height, pixels }, [pixels]);
  });
}

/** The cards on a rendered page (core's findPageCards: by aspect and outline, at any scale), in a worker when the browser can. */
export async function findCards(canvas: HTMLCanvasElement): Promise<FoundCards> {
  const context = canvas.getContext('2d');
  if (!context) return { cards: [], blank: false };
  // Read afresh for each try: the pixels are transferred to the worker, not copied.
  const pixels = () => context.getImageData(0, 0, canvas.width, canvas.height);
  const target = detectionWorker();
  if (target) {
    const found = await findInWorker(target, pixels());
    if (found !== 'fallback') return found;
  }
  const image = pixels();
  const blank = isBlankPage(image.data);
  return { cards: blank ? [] : findPageCards(image), blank };
}
