import type { CustomerSheetRequest, PrintMode, PrintRequest } from './prints/create-print';
import type { KeptStore } from './kept-store';
import { sameBytes } from './same-bytes';

/**
 * How many crops this browser keeps: the last 20 printed (a document's front and back are one, and
 * so are a customer sheet's photos, decision 0047).
 */
export const MAX_KEPT_CROPS = 20;
/** Prints remembered per crop (each History row it can reprint); older ones drop off. */
const MAX_JOBS_PER_CROP = 50;

type WithoutImages<T> = T extends CustomerSheetRequest
  ? Omit<T, 'photos' | 'photoCrops'> & {
      /** Each customer's photo, in the sheet's order, as an index into the kept crop's images (front, then `others`). */
      photoOrder: number[];
    }
  : T extends unknown
    ? Omit<T, 'front' | 'back' | 'frontCrop'>
    : never;
/** What a print asked for besides its images: kind, service, sheet (a document's type; a customer sheet's customers). */
type PrintFields = WithoutImages<PrintRequest>;

/**
 * A kept print as this browser stores it. Records kept by earlier versions have the same shape without
 * `crops` (their job ids came from the X-Print-Job header, now the receipt's `jobId`): they reprint as
 * they were printed, each picture charged as itself.
 */
interface KeptJob {
  /** The server's print job id (the receipt's `jobId`): the History row's id. */
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
  /**
   * A customer sheet's other photos after `front`, each distinct one once (the same bytes for two
   * customers are kept once); absent or empty for one photo or document.
   */
  others?: Blob[];
  /**
   * For white-background pictures: the crop each image (front, then `others`) was made from, sent beside it
   * (`frontCrop`, `photoNCrop`) so the reprint is charged as that crop; null for an image printed as cropped.
   * Absent when none was (and in records kept before crops were sent).
   */
  crops?: Array<Blob | null>;
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

async function sameImages(a: readonly Blob[], b: readonly Blob[]): Promise<boolean> {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (!(await sameBytes(a[i]!, b[i]!))) return false;
  return true;
}

interface SplitRequest {
  front: Blob;
  back: Blob | null;
  others: Blob[];
  /** Aligned with front then others; null when no image had a crop beside it. */
  crops: Array<Blob | null> | null;
  print: PrintFields;
}

const anyCrop = (crops: ReadonlyArray<Blob | null | undefined>): Array<Blob | null> | null =>
  crops.some((crop) => crop) ? crops.map((crop) => crop ?? null) : null;

/** A customer sheet's photos, each distinct one once, and which of them each customer printed. */
async function distinctPhotos(photos: readonly Blob[]): Promise<{ images: Blob[]; order: number[] }> {
  const images: Blob[] = [];
  const order: number[] = [];
  for (const photo of photos) {
    let index = -1;
    for (let i = 0; i < images.length && index < 0; i += 1) if (await sameBytes(images[i]!, photo)) index = i;
    if (index < 0) index = images.push(photo) - 1;
    order.push(index);
  }
  return { images, order };
}

async function splitRequest(request: PrintRequest): Promise<SplitRequest> {
  if (request.kind === 'customer-sheet') {
    const { photos, photoCrops, ...fields } = request;
    const { images, order } = await distinctPhotos(photos);
    const [front, ...others] = images;
    if (!front) throw new Error('A customer sheet without photos is not kept.');
    // Each distinct image's crop: that of the first customer who printed it.
    const crops = anyCrop(images.map((_, index) => photoCrops?.[order.indexOf(index)]));
    return { front, back: null, others, crops, print: { ...fields, photoOrder: order } };
  }
  if (request.kind === 'photo-sheet') {
    const { front, frontCrop, ...print } = request;
    return { front, back: null, others: [], crops: anyCrop([frontCrop]), print };
  }
  const { front, back, ...print } = request;
  return { front, back, others: [], crops: null, print };
}

/**
 * Remembers a print's crop after the server made it: the same bytes printed again (a reprint, another
 * layout) add the job to the crop already kept; a new crop is kept and the least recently printed
 * beyond MAX_KEPT_CROPS are forgotten. Crops of another user (they didn't log out) are forgotten first.
 * A customer sheet's photos are one crop: its distinct photos together, in the sheet's order.
 */
export async function keepPrintedCrop(store: KeptStore<KeptCrop>, kept: PrintToKeep): Promise<void> {
  const { front, back, others, crops: madeFrom, print } = await splitRequest(kept.request);
  const job: KeptJob = { jobId: kept.jobId, mode: kept.mode, print };
  let crops = await store.list();
  if (crops.some((crop) => crop.uid !== kept.uid)) {
    await store.clear();
    crops = [];
  }
  let same: KeptCrop | undefined;
  for (const crop of crops) {
    if ((await sameBytes(crop.front, front)) && (await sameBytes(crop.back, back)) && (await sameImages(crop.others ?? [], others))) {
      same = crop;
      break;
    }
  }
  if (same) {
    const crops = madeFrom ?? same.crops;
    await store.put(same.key, { ...same, ...(crops ? { crops } : {}), jobs: [...same.jobs, job].slice(-MAX_JOBS_PER_CROP), lastPrintedAt: kept.now });
    return;
  }
  const crop: KeptCrop = { key: kept.jobId, uid: kept.uid, front, back, ...(madeFrom ? { crops: madeFrom } : {}), jobs: [job], lastPrintedAt: kept.now };
  const newestFirst = [...crops].sort((a, b) => b.lastPrintedAt - a.lastPrintedAt);
  for (const old of newestFirst.slice(MAX_KEPT_CROPS - 1)) await store.remove(old.key);
  const older = newestFirst.slice(0, MAX_KEPT_CROPS - 1);
  // The browser's storage full (a customer sheet holds up to eight photos): the least recently printed
  // crops make room for the newest print, which is the one most likely to be asked for again.
  for (;;) {
    try {
      await store.put(kept.jobId, others.length > 0 ? { ...crop, others } : crop);
      return;
    } catch (error) {
      // Only a full storage is mended by forgetting: any other failure (a closed database, a blob it can't clone) leaves the kept crops alone.
      const oldest = isQuotaExceeded(error) ? older.pop() : undefined;
      if (!oldest) throw error;
      await store.remove(oldest.key);
    }
  }
}

const isQuotaExceeded = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

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
    const request = requestOf(crop, job.print);
    return request ? { request, mode: job.mode } : null;
  }
  return null;
}

/** A kept job's request with the crop's bytes put back in their places; null if they no longer match (never sent half a sheet). */
function requestOf(crop: KeptCrop, print: PrintFields): PrintRequest | null {
  if (print.kind === 'customer-sheet') {
    const { photoOrder, ...fields } = print;
    const images = [crop.front, ...(crop.others ?? [])];
    const photos = photoOrder.map((index) => images[index]);
    if (photos.length !== fields.sheet.customers.length || photos.some((photo) => photo === undefined)) return null;
    const { crops } = crop;
    return { ...fields, photos: photos as Blob[], ...(crops ? { photoCrops: photoOrder.map((index) => crops[index] ?? null) } : {}) };
  }
  if (print.kind === 'photo-sheet') {
    const frontCrop = crop.crops?.[0];
    return { ...print, front: crop.front, ...(frontCrop ? { frontCrop } : {}) };
  }
  return { ...print, front: crop.front, back: crop.back };
}
