import type { Kysely } from 'kysely';
import type { ExamPresetReport } from '@core/contracts/exam-preset-reports';
import type { Database } from '../../db/schema';

/** The newest 100 operators' notes on presets, as the admin console lists them (docs/decisions/0058-exam-presets-2026.md). */
export async function listExamPresetReports(db: Kysely<Database>): Promise<ExamPresetReport[]> {
  const rows = await db.selectFrom('exam_preset_reports').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(100).execute();
  return rows.map((r) => ({
    id: r.id,
    presetId: r.preset_id,
    presetVersion: r.preset_version,
    form: r.form,
    changed: r.changed,
    link: r.link,
    uid: r.uid,
    createdAt: new Date(Number(r.created_at)).toISOString(),
  }));
}
