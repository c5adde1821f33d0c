import type { AdminExamPresetRequest } from '@core/contracts/exam-presets';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import type { DatabaseHandle } from '../../db/create-database';
import { inWriteTransaction } from '../ledger/write-transaction';
import { recordAdminAction } from '../admin/record-admin-action';
import { presetFromRow, rowFromPreset } from './exam-preset-rows';

/**
 * An admin creates or replaces a preset (rules change; a fix needs no deploy). The audit entry, in the
 * same transaction, keeps the preset before and after and the admin's reason. Each save is the preset's next
 * version, kept in `exam_preset_versions`, and clears a review flag (docs/decisions/0058-exam-presets-2026.md).
 */
export async function saveExamPreset(
  handle: DatabaseHandle,
  input: { adminUid: string; id: string; fields: AdminExamPresetRequest; now?: number },
): Promise<ExamPreset> {
  const now = input.now ?? Date.now();
  const { reason, ...fields } = input.fields;
  return inWriteTransaction(handle, async (trx) => {
    const before = await trx.selectFrom('exam_presets').selectAll().where('id', '=', input.id).executeTakeFirst();
    const preset: ExamPreset = { id: input.id, ...fields, version: before ? before.version + 1 : 1, needsReview: false };
    const row = rowFromPreset(preset, now);
    if (before) {
      const { id: _id, ...changes } = row;
      await trx.updateTable('exam_presets').set(changes).where('id', '=', input.id).execute();
    } else {
      await trx.insertInto('exam_presets').values(row).execute();
    }
    await trx
      .insertInto('exam_preset_versions')
      .values({ preset_id: preset.id, version: preset.version, preset: JSON.stringify(preset), origin: 'admin', at: now })
      .execute();
    await recordAdminAction(trx, {
      adminUid: input.adminUid,
      action: 'exam-preset',
      target: input.id,
      payload: { before: before ? presetFromRow(before) : null, after: preset, reason },
      now,
    });
    return preset;
  });
}
