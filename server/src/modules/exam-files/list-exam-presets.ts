import type { Kysely } from 'kysely';
import { AppError } from '@core/errors/app-error';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import type { Database } from '../../db/schema';
import { presetFromRow } from './exam-preset-rows';

/** The presets in display order: the active ones for operators, all of them for the admin. */
export async function listExamPresets(db: Kysely<Database>, options: { activeOnly: boolean }): Promise<ExamPreset[]> {
  let query = db.selectFrom('exam_presets').selectAll().orderBy('sort_order').orderBy('id');
  if (options.activeOnly) query = query.where('active', '=', 1);
  return (await query.execute()).map(presetFromRow);
}

/** One active preset, or 404 in plain words. */
export async function readActiveExamPreset(db: Kysely<Database>, id: string): Promise<ExamPreset> {
  const row = await db.selectFrom('exam_presets').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'There is no such upload preset. Reload the page to see the current list.');
  return presetFromRow(row);
}
