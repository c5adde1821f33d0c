import type { Kysely } from 'kysely';
import { examFilesService } from '@core/catalog/services';
import { readStoredSheet } from '@core/contracts/print-sheet';
import { AppError } from '@core/errors/app-error';
import type { Database } from '../../db/schema';

/**
 * History's Download again (decision 0070): the job being made again must be the caller's own exam-files job, of the
 * very presets now sent, in the same order. Another user's job, or no such job, is 404 alike (nothing says whose it is);
 * other files than the job's are 400. Nothing here decides a charge: the one same-day rule does (charge-basis.ts).
 */
export async function readOwnExamJob(db: Kysely<Database>, uid: string, jobId: string, presetIds: readonly string[]): Promise<void> {
  const job = await db.selectFrom('print_jobs').select(['service', 'sheet']).where('id', '=', jobId).where('uid', '=', uid).executeTakeFirst();
  if (!job || job.service !== examFilesService.id) throw new AppError('NOT_FOUND', 'These exam files are not in your History.');
  const sheet = readStoredSheet(job.sheet);
  const same = sheet.kind === 'exam-files' && sheet.presets.length === presetIds.length && sheet.presets.every((id, i) => id === presetIds[i]);
  if (!same) throw new AppError('VALIDATION', 'Download again sends the same files the job made, in the same order.', { fields: ['again'] });
}
