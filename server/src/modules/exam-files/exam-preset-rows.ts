import type { Insertable, Selectable } from 'kysely';
import { examPixelsSchema } from '@core/contracts/exam-presets';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import type { ExamPresetsTable } from '../../db/schema';

/** A stored preset as core's `ExamPreset`; the pixel rule is checked by its contract on the way out too. */
export function presetFromRow(row: Selectable<ExamPresetsTable>): ExamPreset {
  return {
    id: row.id,
    form: row.form,
    kind: row.kind,
    pixels: examPixelsSchema.parse(JSON.parse(row.pixels)),
    dpi: row.dpi,
    minKb: row.min_kb,
    maxKb: row.max_kb,
    format: row.format,
    caption: row.caption,
    tone: row.tone,
    source: row.source,
    checked: row.checked,
    secondarySource: row.secondary_source === 1,
    note: row.note,
    active: row.active === 1,
    sortOrder: row.sort_order,
  };
}

export function rowFromPreset(preset: ExamPreset, now: number): Insertable<ExamPresetsTable> {
  return {
    id: preset.id,
    form: preset.form,
    kind: preset.kind,
    pixels: JSON.stringify(preset.pixels),
    dpi: preset.dpi,
    min_kb: preset.minKb,
    max_kb: preset.maxKb,
    format: preset.format,
    caption: preset.caption,
    tone: preset.tone,
    source: preset.source,
    checked: preset.checked,
    secondary_source: preset.secondarySource ? 1 : 0,
    note: preset.note,
    active: preset.active ? 1 : 0,
    sort_order: preset.sortOrder,
    updated_at: now,
  };
}
