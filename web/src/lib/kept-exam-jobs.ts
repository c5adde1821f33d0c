import type { CustomExamSpec } from '@core/exam-files/custom-exam-preset';
import type { ExamFileUpload, ExamFilesExtras } from './create-exam-files';
import type { KeptStore } from './kept-store';
import { sameBytes } from './same-bytes';

/** How many paid exam jobs this browser keeps for Download again: the last 20 made (decision 0070). */
export const MAX_KEPT_EXAM_JOBS = 20;
/** A customer label's length at most: a name and a word or two. */
export const EXAM_JOB_LABEL_MAX = 60;
/** Jobs remembered per kept set of crops (each Download again is a History row of its own). */
const MAX_JOBS_PER_ENTRY = 50;

/**
 * Paid exam files as this browser keeps them (IndexedDB store `exam-jobs`, decision 0070), never on the server: the
 * crops as uploaded, byte for byte (the same-day rule hashes them, so Download again sends exactly these), the custom
 * spec and caption sent with them, a small JPEG thumbnail made from the first crop, and the customer label the
 * operator typed. One entry a set of crops; each job made from it (the first, each Download again) by its id.
 */
export interface KeptExamJob {
  key: string;
  /** Whose files these are: another user signing in on this browser finds none of them. */
  uid: string;
  /** The server's print job ids (receipts' `jobId`) made from these crops, oldest first: their History rows. */
  jobs: string[];
  files: ExamFileUpload[];
  custom?: CustomExamSpec;
  caption?: { name: string; date: string };
  /** A small JPEG of the first crop, for History's row; null where the browser could not make one. */
  thumbnail: Blob | null;
  /** The operator's own words for whose files these are ('' until typed). */
  label: string;
  /** When a job was last made from it (ms): the oldest goes first beyond MAX_KEPT_EXAM_JOBS. */
  madeAt: number;
}

export interface ExamJobToKeep {
  uid: string;
  jobId: string;
  uploads: readonly ExamFileUpload[];
  extras: ExamFilesExtras;
  thumbnail: Blob | null;
  now: number;
}

async function sameFiles(entry: KeptExamJob, kept: ExamJobToKeep): Promise<boolean> {
  if (entry.files.length !== kept.uploads.length) return false;
  if (JSON.stringify(entry.custom ?? null) !== JSON.stringify(kept.extras.custom ?? null)) return false;
  if (JSON.stringify(entry.caption ?? null) !== JSON.stringify(kept.extras.caption ?? null)) return false;
  for (const [i, file] of entry.files.entries()) {
    const upload = kept.uploads[i]!;
    if (file.presetId !== upload.presetId || !(await sameBytes(file.png, upload.png))) return false;
  }
  return true;
}

/**
 * Keeps paid exam files' crops after the server made them: the same crops made again (Download again, or the same
 * files paid again on the screen) add the job to the entry kept; new crops are a new entry, and the least recently
 * made beyond MAX_KEPT_EXAM_JOBS are forgotten. Entries of another user (who did not log out) are forgotten first.
 */
export async function keepExamJob(store: KeptStore<KeptExamJob>, kept: ExamJobToKeep): Promise<void> {
  let entries = await store.list();
  if (entries.some((entry) => entry.uid !== kept.uid)) {
    await store.clear();
    entries = [];
  }
  for (const entry of entries) {
    if (await sameFiles(entry, kept)) {
      const jobs = [...entry.jobs.filter((id) => id !== kept.jobId), kept.jobId].slice(-MAX_JOBS_PER_ENTRY);
      await store.put(entry.key, { ...entry, jobs, thumbnail: entry.thumbnail ?? kept.thumbnail, madeAt: kept.now });
      return;
    }
  }
  const newestFirst = [...entries].sort((a, b) => b.madeAt - a.madeAt);
  for (const old of newestFirst.slice(MAX_KEPT_EXAM_JOBS - 1)) await store.remove(old.key);
  const { custom, caption } = kept.extras;
  await store.put(kept.jobId, {
    key: kept.jobId,
    uid: kept.uid,
    jobs: [kept.jobId],
    files: kept.uploads.map((upload) => ({ presetId: upload.presetId, png: upload.png })),
    ...(custom ? { custom } : {}),
    ...(caption ? { caption } : {}),
    thumbnail: kept.thumbnail,
    label: '',
    madeAt: kept.now,
  });
}

/** The entries of `uid` this browser keeps, by each job made from them. */
export async function keptExamJobsOf(store: KeptStore<KeptExamJob>, uid: string): Promise<Map<string, KeptExamJob>> {
  const byJob = new Map<string, KeptExamJob>();
  for (const entry of await store.list()) if (entry.uid === uid) for (const jobId of entry.jobs) byJob.set(jobId, entry);
  return byJob;
}

/** A customer label as kept: plain text on one line, trimmed, at most EXAM_JOB_LABEL_MAX characters. */
export function examJobLabelOf(text: string): string {
  return [...text.replace(/\s+/g, ' ').trim()].slice(0, EXAM_JOB_LABEL_MAX).join('');
}

/** Sets the customer label of the files job `jobId` was made from (every History row of them shows it); false when not kept. */
export async function labelExamJob(store: KeptStore<KeptExamJob>, uid: string, jobId: string, label: string): Promise<boolean> {
  const entry = (await keptExamJobsOf(store, uid)).get(jobId);
  if (!entry) return false;
  await store.put(entry.key, { ...entry, label: examJobLabelOf(label) });
  return true;
}

/** What Download again sends for `jobId`: the very crops, the custom spec and the caption, and the job's id; null when not kept. */
export async function examJobAgain(
  store: KeptStore<KeptExamJob>,
  uid: string,
  jobId: string,
): Promise<{ uploads: ExamFileUpload[]; extras: ExamFilesExtras; entry: KeptExamJob } | null> {
  const entry = (await keptExamJobsOf(store, uid)).get(jobId);
  if (!entry || entry.files.length === 0) return null;
  return { uploads: entry.files, extras: { custom: entry.custom, caption: entry.caption, again: jobId }, entry };
}
