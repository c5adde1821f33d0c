import { createHash } from 'node:crypto';
import { examFilesService } from '@core/catalog/services';
import { AppError } from '@core/errors/app-error';
import { examFileName, type ExamPreset } from '@core/exam-files/exam-presets';
import type { DatabaseHandle } from '../../db/create-database';
import type { AccessCharge } from '../entitlement/charge-access';
import { chargeForServiceJob } from '../entitlement/charge-for-clean-print';
import { prepareUpload } from '../prints/prepare-upload';
import { exportExamFile } from './export-exam-file';
import { readActiveExamPreset } from './list-exam-presets';

export interface ExamFilesRequest {
  uid: string;
  /** The operator's crops, one a preset (a photo and a signature for one form, say). */
  files: Array<{ presetId: string; crop: Buffer }>;
  /** `preview`: watermarked pictures and the exact sizes, free; `clean`: the files themselves, charged. */
  mode: 'preview' | 'clean';
  now: number;
}

export interface MadeExamFile {
  presetId: string;
  /** What the form expects the file to be called: `ssc-photo.jpg`. */
  fileName: string;
  width: number;
  height: number;
  /** The clean file's exact size in bytes (the same in the preview's answer and the paid one). */
  bytes: number;
  /** `preview`: the picture with the brand burned in, not the file; `clean`: the file. */
  jpeg: Buffer;
}

export interface ExamFilesResult {
  files: MadeExamFile[];
  charge: AccessCharge | 'none';
  coins: number;
  /** The caller's balance after a clean request; null for a preview (nothing read). */
  balance: number | null;
  jobId: string | null;
}

/** SHA-256 over each file's preset and crop, in order: the same files again the same day are free. */
export function examFilesHash(files: ExamFilesRequest['files']): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.presetId).update('\0').update(createHash('sha256').update(file.crop).digest()).update('\0');
  return hash.digest('hex');
}

/**
 * Exam upload files for one form (issue 17): every file made first (a crop that can't meet its preset is
 * refused before anything is charged), then either a free watermarked preview that states each file's exact
 * size, or, decided and charged by the one entitlement rule (`chargeAccess`: plan → same files today → coins,
 * short of coins 402 and nothing written) in one transaction recorded in print_jobs, the clean files.
 */
export async function makeExamFiles(
  deps: {
    database: DatabaseHandle;
    brand: string;
    /** Where the image work runs: the instance's image queue (at most two decodes at once); at once by default. */
    run?: <T>(task: () => Promise<T>) => Promise<T>;
  },
  request: ExamFilesRequest,
): Promise<ExamFilesResult> {
  const run = deps.run ?? (<T>(task: () => Promise<T>) => task());
  if (request.files.length === 0) throw new AppError('VALIDATION', 'Choose at least one file to make.');
  const presets: ExamPreset[] = [];
  for (const file of request.files) presets.push(await readActiveExamPreset(deps.database.db, file.presetId));
  const made: MadeExamFile[] = [];
  for (const [i, file] of request.files.entries()) {
    const preset = presets[i]!;
    const exported = await run(() => exportExamFile(file.crop, preset));
    made.push({
      presetId: preset.id,
      fileName: examFileName(preset),
      width: exported.width,
      height: exported.height,
      bytes: exported.jpeg.length,
      jpeg: exported.jpeg,
    });
  }
  if (request.mode === 'preview') {
    const files: MadeExamFile[] = [];
    for (const file of made) files.push({ ...file, jpeg: (await run(() => prepareUpload(file.jpeg, { watermark: deps.brand }))).jpeg });
    return { files, charge: 'none', coins: 0, balance: null, jobId: null };
  }

  // The one rule for what a job costs (plan, the same files again today, coins), read from the service's row.
  const paid = await chargeForServiceJob(deps.database, {
    uid: request.uid,
    service: examFilesService.id,
    docHash: examFilesHash(request.files),
    layout: made.map((f) => f.presetId).join(','),
    now: request.now,
  });
  return { files: made, charge: paid.charge, coins: paid.coins, balance: paid.balance, jobId: paid.jobId };
}
