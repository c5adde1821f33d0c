import type { Kysely } from 'kysely';
import { examPresetSchema, type AdminExamPresets } from '@core/contracts/exam-presets';
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

/**
 * The admin's list: every preset, and the seed's proposal beside each one flagged for review (migrations keep
 * stored proposals whole: 0016 gave them their signature count). One that does not read as a preset is left out,
 * and the preset stays flagged until the admin saves it.
 */
export async function listAdminExamPresets(db: Kysely<Database>): Promise<AdminExamPresets> {
  const rows = await db.selectFrom('exam_presets').selectAll().orderBy('sort_order').orderBy('id').execute();
  const reviewProposals: AdminExamPresets['reviewProposals'] = {};
  for (const row of rows) {
    if (row.needs_review !== 1 || row.review_proposal === null) continue;
    let stored: unknown;
    try {
      stored = JSON.parse(row.review_proposal);
    } catch {
      continue;
    }
    const proposal = examPresetSchema.safeParse({ ...(stored as object), id: row.id });
    if (proposal.success) reviewProposals[row.id] = proposal.data;
  }
  return { presets: rows.map(presetFromRow), reviewProposals };
}

/** One active preset, or 404 in plain words. */
export async function readActiveExamPreset(db: Kysely<Database>, id: string): Promise<ExamPreset> {
  const row = await db.selectFrom('exam_presets').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'There is no such upload preset. Reload the page to see the current list.');
  return presetFromRow(row);
}
