import type { Insertable, Selectable } from 'kysely';
import { examPixelsSchema } from '@core/contracts/exam-presets';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import type { ExamPresetsTable } from '../../db/schema';

/** A stored preset as core's `ExamPreset`; the pixel rule is checked by its contract on the way out too. */
export function presetFromRow(row: Selectable<ExamPresetsTable>): ExamPreset {
  return {
    id: row.id,
    form: row.form,
    formHi: row.form_hi,
    kind: row.kind,
    pixels: examPixelsSchema.parse(JSON.parse(row.pixels)),
    pixelsPreferred: row.pixels_preferred === 1,
    dpi: row.dpi,
    minKb: row.min_kb,
    maxKb: row.max_kb,
    format: row.format,
    caption: row.caption,
    tone: row.tone,
    ruleYear: row.rule_year,
    source: row.source,
    sourceHi: row.source_hi,
    sourceUrl: row.source_url,
    checked: row.checked,
    secondarySource: row.secondary_source === 1,
    note: row.note,
    noteHi: row.note_hi,
    oldPattern: row.old_pattern === 1,
    noEdits: row.no_edits === 1,
    signatures: row.signatures,
    version: row.version,
    needsReview: row.needs_review === 1,
    active: row.active === 1,
    sortOrder: row.sort_order,
  };
}

/** A preset as its row; the review's proposal is cleared (a save is the admin's review, docs/decisions/0058-exam-presets-2026.md). */
export function rowFromPreset(preset: ExamPreset, now: number): Insertable<ExamPresetsTable> {
  return {
    id: preset.id,
    form: preset.form,
    form_hi: preset.formHi,
    kind: preset.kind,
    pixels: JSON.stringify(preset.pixels),
    pixels_preferred: preset.pixelsPreferred ? 1 : 0,
    dpi: preset.dpi,
    min_kb: preset.minKb,
    max_kb: preset.maxKb,
    format: preset.format,
    caption: preset.caption,
    tone: preset.tone,
    rule_year: preset.ruleYear,
    source: preset.source,
    source_hi: preset.sourceHi,
    source_url: preset.sourceUrl,
    checked: preset.checked,
    secondary_source: preset.secondarySource ? 1 : 0,
    note: preset.note,
    note_hi: preset.noteHi,
    old_pattern: preset.oldPattern ? 1 : 0,
    no_edits: preset.noEdits ? 1 : 0,
    signatures: preset.signatures,
    version: preset.version,
    needs_review: preset.needsReview ? 1 : 0,
    review_proposal: null,
    active: preset.active ? 1 : 0,
    sort_order: preset.sortOrder,
    updated_at: now,
  };
}
