import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { examFilesService, type PlanCoverage } from '@core/catalog/services';
import { AppError } from '@core/errors/app-error';
import { examFileName, type ExamPreset } from '@core/exam-files/exam-presets';
import type { DatabaseHandle } from '../../db/create-database';
import type { Database } from '../../db/schema';
import { chargeAccess, type AccessCharge } from '../entitlement/charge-access';
import { InsufficientCoinsError } from '../ledger/apply-ledger-entry';
import { inWriteTransaction } from '../ledger/write-transaction';
import { burnInTile, watermarkTextPixels, watermarkTile } from '../prints/watermark-tile';
import { exportExamFile } from './export-exam-file';
import { readActiveExamPreset } from './list-exam-presets';

/** The catalog's row for exam upload files: the price and which plans cover it. */
export interface ExamFilesService {
  id: string;
  coins: number;
  coveredBy: PlanCoverage;
}

/** The `exam-files` row of the services table (migration 0011), where its price and plan coverage are kept. */
export async function readExamFilesService(db: Kysely<Database>): Promise<ExamFilesService> {
  const row = await db.selectFrom('services').select(['id', 'coins', 'covered_by']).where('id', '=', examFilesService.id).executeTakeFirst();
  if (!row) throw new AppError('UNKNOWN_SERVICE');
  return { id: row.id, coins: row.coins, coveredBy: row.covered_by };
}

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

/** The file's own pixels with the brand burned in, re-encoded: shows what the form will get, can't be uploaded as it. */
async function watermarkedPreview(jpeg: Buffer, brand: string): Promise<Buffer> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  burnInTile(data, info.width, info.height, info.channels, await watermarkTile(brand, watermarkTextPixels(info.width, info.height)));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 85 })
    .toBuffer();
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
    service: ExamFilesService;
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
    for (const file of made) files.push({ ...file, jpeg: await run(() => watermarkedPreview(file.jpeg, deps.brand)) });
    return { files, charge: 'none', coins: 0, balance: null, jobId: null };
  }

  const jobId = randomUUID();
  const docHash = examFilesHash(request.files);
  try {
    const paid = await inWriteTransaction(deps.database, async (trx) => {
      const result = await chargeAccess(trx, {
        uid: request.uid,
        coveredBy: deps.service.coveredBy,
        sameDay: { service: deps.service.id, docHash },
        price: deps.service.coins,
        kind: 'print',
        ref: `print:${jobId}`,
        now: request.now,
      });
      await trx
        .insertInto('print_jobs')
        .values({
          id: jobId,
          uid: request.uid,
          service: deps.service.id,
          layout: made.map((f) => f.presetId).join(','),
          charge: result.charge,
          coins: result.coins,
          doc_hash: docHash,
          created_at: request.now,
        })
        .execute();
      return result;
    });
    return { files: made, charge: paid.charge, coins: paid.coins, balance: paid.balance, jobId };
  } catch (error) {
    if (error instanceof InsufficientCoinsError) throw new AppError('INSUFFICIENT_COINS');
    throw error;
  }
}
