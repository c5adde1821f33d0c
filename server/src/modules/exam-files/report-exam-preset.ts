import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ExamPresetReportRequest } from '@core/contracts/exam-preset-reports';
import type { Database } from '../../db/schema';
import { readActiveExamPreset } from './list-exam-presets';

/**
 * "Rule looks wrong?": an operator's note on an active preset, kept with the preset's version for the admin
 * (docs/decisions/0058-exam-presets-2026.md). The preset itself is not changed: the admin decides.
 */
export async function reportExamPreset(
  db: Kysely<Database>,
  input: { uid: string; presetId: string; note: ExamPresetReportRequest; now?: number },
): Promise<string> {
  const preset = await readActiveExamPreset(db, input.presetId);
  const id = randomUUID();
  await db
    .insertInto('exam_preset_reports')
    .values({
      id,
      preset_id: preset.id,
      preset_version: preset.version,
      uid: input.uid,
      form: input.note.form,
      changed: input.note.changed,
      link: input.note.link,
      created_at: input.now ?? Date.now(),
    })
    .execute();
  return id;
}
