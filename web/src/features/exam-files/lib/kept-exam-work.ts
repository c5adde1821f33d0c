import type { ExamCaptionValues } from './exam-caption-form';
import type { PngCrop } from '../../../lib/cropper/export-png-crop';

/** The exam screen's entry in the browser's kept studio states (IndexedDB store `studio`, decision 0066). */
export const keptExamWorkName = 'exam-files';

/** One crop as kept: its key as the screen keys crops (`examCropKey`, or a signature part's `…#1`), and the PNG uploaded. */
export interface KeptExamCrop extends PngCrop {
  key: string;
}

/** The exam screen's work as a reload brings it back (decision 0066); previews and paid files are not part of it. */
export interface KeptExamWork {
  /** The exam chosen, or null: the first one. */
  groupId: string | null;
  /** Every crop made, oldest first (a file stacked from signature parts after its parts, a whole photo chosen later after them). */
  crops: KeptExamCrop[];
  /** The photo's white background switch: on, the white picture is made again from the kept crop. */
  whiteBackground: boolean;
  caption: ExamCaptionValues;
}

/** The screen's work as kept, or null when there is nothing to keep (a fresh screen, or after Start over): the kept entry is dropped. */
export function keptExamWorkOf(work: KeptExamWork): KeptExamWork | null {
  const fresh = work.groupId === null && work.crops.length === 0 && !work.whiteBackground && work.caption.name === '';
  return fresh ? null : work;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isSize = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

function keptCropOf(value: unknown): KeptExamCrop | null {
  if (!isRecord(value)) return null;
  const { key, png, width, height } = value;
  if (typeof key !== 'string' || !(png instanceof Blob) || !isSize(width) || !isSize(height)) return null;
  return { key, png, width: width as number, height: height as number };
}

/** Whether the browser can open a kept PNG (a damaged or emptied one cannot); where it has no way to tell, it is taken. */
async function canReadPng(png: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return png.size > 0;
  try {
    const bitmap = await createImageBitmap(png);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}

/**
 * What was kept, read back: anything not of the kept shape is left out (a state kept by another version, or damaged),
 * and a crop the browser cannot open (`canRead`) is dropped without a word; the rest comes back as it was.
 */
export async function readKeptExamWork(kept: unknown, canRead: (png: Blob) => Promise<boolean> = canReadPng): Promise<KeptExamWork> {
  const record = isRecord(kept) ? kept : {};
  const caption = isRecord(record.caption) ? record.caption : {};
  const candidates = (Array.isArray(record.crops) ? record.crops : []).map(keptCropOf).filter((crop) => crop !== null);
  const readable = await Promise.all(candidates.map((crop) => canRead(crop.png).catch(() => false)));
  return {
    groupId: typeof record.groupId === 'string' ? record.groupId : null,
    crops: candidates.filter((_, index) => readable[index]),
    whiteBackground: record.whiteBackground === true,
    caption: {
      name: typeof caption.name === 'string' ? caption.name : '',
      date: typeof caption.date === 'string' ? caption.date : '',
    },
  };
}
