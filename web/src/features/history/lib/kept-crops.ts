import type { KeepablePrintRequest as PrintRequest, PrintMode } from '../../print-studio/api/create-print';
import type { KeptStore } from './kept-store';

/** How many crops this browser keeps: the last 20 printed (a document's front and back are one). */
export const MAX_KEPT_CROPS = 20;
/** Prints remembered per crop (each History row it can reprint); older ones drop off. */
const MAX_JOBS_PER_CROP = 50;

type WithoutImages<T> = T extends unknown ? Omit<T, 'front' | 'back'> : never;
/** What a print asked for besides its images: kind, service, sheet (and a document's type). */
export type PrintFields = WithoutImages<PrintRequest>;

export interface KeptJob {
  /** The server's print job id (X-Print-Job): the History row's id. */
  jobId: string;
  mode: PrintMode;
  print: PrintFields;
}

/**
 * A crop as it was uploaded, byte for byte (the server's same-day rule hashes the uploaded bytes, so
 * a reprint must send exactly these), with the prints made from it. Kept only in this browser.
 */
export interface KeptCrop {
  key: string;
  /** Whose prints these are: another user signing in on this browser finds none of them. */
  uid: string;
  front: Blob;
  back: Blob | null;
  jobs: KeptJob[];
  /** When it was last printed (ms): the oldest goes first beyond MAX_KEPT_CROPS. */
  lastPrintedAt: number;
}

export interface PrintToKeep {
  uid: string;
  jobId: string;
  mode: PrintMode;
  request: PrintRequest;
  now: number;
}

async function sameBytes(a: Blob | null, b: Blob | null): Promise<boolean> {
  if (a === null || b === null) return a === b;
  if (a.size !== b.size) return false;
  const [x, y] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
  const left = new Uint8Array(x);
  const right = new Uint8Array(y);
  for (let i = 0; i < left.length; i += 1) if (left[i] !== right[i]) return false;
  return true;
}

function splitRequest(request: PrintRequest): { front: Blob; back: Blob | null; print: PrintFields } {
  if (request.kind === 'photo-sheet') {
    const { front, ...print } = request;
    return { front, back: null, print };
  }
  const { front, back, ...print } = request;
  return { front, back, print };
}

/**
 * Remembers a print's crop after the server made it: the same bytes printed again (a reprint, another
 * layout) add the job to the crop already kept; a new crop is kept and the least recently printed
 * beyond MAX_KEPT_CROPS are forgotten. Crops of another user (they didn't log out) are forgotten first.
 */
export async function keepPrintedCrop(store: KeptStore<KeptCrop>, kept: PrintToKeep): Promise<void> {
  const { front, back, print } = splitRequest(kept.request);
  const job: KeptJob = { jobId: kept.jobId, mode: kept.mode, print };
  let crops = await store.list();
  if (crops.some((crop) => crop.uid !== kept.uid)) {
    await store.clear();
    crops = [];
  }
  let same: KeptCrop | undefined;
  for (const crop of crops) {
    if ((await sameBytes(crop.front, front)) && (await sameBytes(crop.back, back))) {
      same = crop;
      break;
    }
  }
  if (same) {
    await store.put(same.key, { ...same, jobs: [...same.jobs, job].slice(-MAX_JOBS_PER_CROP), lastPrintedAt: kept.now });
    return;
  }
  await store.put(kept.jobId, { key: kept.jobId, uid: kept.uid, front, back, jobs: [job], lastPrintedAt: kept.now });
  const overflow = [...crops].sort((a, b) => b.lastPrintedAt - a.lastPrintedAt).slice(MAX_KEPT_CROPS - 1);
  for (const crop of overflow) await store.remove(crop.key);
}

/** The print jobs of `uid` whose crop this browser still has: their History rows offer Reprint. */
export async function reprintableJobs(store: KeptStore<KeptCrop>, uid: string): Promise<Set<string>> {
  const crops = await store.list();
  return new Set(crops.filter((crop) => crop.uid === uid).flatMap((crop) => crop.jobs.map((job) => job.jobId)));
}

/** The print `jobId` again, with the very bytes it was made from, or null when its crop is no longer kept. */
export async function reprintRequest(store: KeptStore<KeptCrop>, uid: string, jobId: string): Promise<{ request: PrintRequest; mode: PrintMode } | null> {
  for (const crop of await store.list()) {
    if (crop.uid !== uid) continue;
    const job = crop.jobs.find((j) => j.jobId === jobId);
    if (!job) continue;
    const request: PrintRequest = job.print.kind === 'photo-sheet' ? { ...job.print, front: crop.front } : { ...job.print, front: crop.front, back: crop.back };
    return { request, mode: job.mode };
  }
  return null;
}
