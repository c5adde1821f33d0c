import { sql, type Kysely, type Migration, type Selectable } from 'kysely';
import { examPresets2026 } from '@core/exam-files/exam-presets-2026';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import { firstExamPresets, type FirstExamPreset } from '@core/exam-files/first-exam-presets';
import { presetFromRow, rowFromPreset } from '../../modules/exam-files/exam-preset-rows';
import type { ExamPresetsTable } from '../schema';

/** Where a version of a preset came from: a migration's seed, or an admin's edit. */
export type ExamPresetOrigin = 'seed-0011' | 'seed-0015' | 'admin';

/** The columns of `exam_presets` after this migration, as stored (booleans as 0/1, the pixel rule as JSON text). */
interface PresetRow {
  id: string;
  form: string;
  form_hi: string;
  kind: string;
  pixels: string;
  pixels_preferred: number;
  dpi: number;
  min_kb: number;
  max_kb: number;
  format: string;
  caption: string;
  tone: string;
  rule_year: number | null;
  source: string;
  source_hi: string;
  source_url: string;
  checked: string | null;
  secondary_source: number;
  note: string;
  note_hi: string;
  old_pattern: number;
  no_edits: number;
  version: number;
  needs_review: number;
  review_proposal: string | null;
  active: number;
  sort_order: number;
  updated_at: number;
}

interface Tables {
  exam_presets: PresetRow;
  exam_preset_versions: { preset_id: string; version: number; preset: string; origin: ExamPresetOrigin; at: number };
  admin_audit: { action: string; target: string };
}

/** The text columns this migration adds, each '' until filled; and the flags, each 0. */
const NEW_TEXT = ['form_hi', 'source_hi', 'source_url', 'note_hi'] as const;
const NEW_FLAGS = ['pixels_preferred', 'old_pattern', 'no_edits', 'needs_review'] as const;

/** A version-1 preset (migration 0011's) with the fields it did not have, as a full preset. */
function fromFirst(first: FirstExamPreset): ExamPreset {
  return {
    ...first,
    formHi: '',
    pixelsPreferred: false,
    ruleYear: null,
    sourceHi: '',
    sourceUrl: '',
    noteHi: '',
    oldPattern: false,
    noEdits: false,
    signatures: 1,
    version: 1,
    needsReview: false,
  };
}

/** A stored row as a preset, read as the exam module reads it (presetFromRow); one signature a file, as before 0016. */
const presetOf = (row: PresetRow): ExamPreset => presetFromRow({ signatures: 1, ...row } as unknown as Selectable<ExamPresetsTable>);

/** A preset's columns but its id, version, review state and time, written as the exam module writes them (rowFromPreset). */
function columnsOf(p: ExamPreset) {
  // Later migrations' columns (0016's signatures) are not yet in the table this one writes.
  const {
    id: _id,
    version: _version,
    needs_review: _review,
    review_proposal: _proposal,
    updated_at: _at,
    signatures: _later,
    ...columns
  } = rowFromPreset(p, 0);
  // Every other column rowFromPreset writes is one this migration's table has (the Insertable type only marks the defaulted ones optional).
  return columns as Omit<PresetRow, 'id' | 'version' | 'needs_review' | 'review_proposal' | 'updated_at'>;
}

/** What a version-1 row held: its first seed's fields, compared as stored. */
const firstFields = (p: ExamPreset) => {
  const { form, kind, pixels, dpi, min_kb, max_kb, format, caption, tone, source, checked, secondary_source, note, active, sort_order } = columnsOf(p);
  return JSON.stringify([form, kind, pixels, dpi, min_kb, max_kb, format, caption, tone, source, checked, secondary_source, note, active, sort_order]);
};

/** The fields that make the rule: a change in any is a new version; a change only in the texts around it is not. */
const ruleOf = (p: ExamPreset) => JSON.stringify([p.kind, p.pixels, p.dpi, p.minKb, p.maxKb, p.format, p.caption, p.tone, p.active]);

/**
 * Brings `exam_presets` to `seed` (docs/decisions/0058-exam-presets-2026.md), keeping history right:
 * - every preset's versions are kept in `exam_preset_versions`: version 1 as 0011 seeded it, version 2 an admin's
 *   edit made before this migration (an audited save, or a row that differs from 0011's seed);
 * - a preset no admin touched takes the seed's version under the same id (a changed rule is a new version; texts,
 *   Hindi and the source's address are filled in place);
 * - a preset an admin edited keeps the admin's rule, is flagged for review, and holds the seed's proposal beside it;
 * - a preset the seed leaves out or marks inactive is retired (inactive), never deleted; a new one is inserted.
 * Exported so a test can run it with a seed of its own (a retired preset: the 2026 seed retires none).
 */
export async function applyExamPresetSeed(
  db: Kysely<unknown>,
  options: { seed: readonly ExamPreset[]; first: readonly FirstExamPreset[]; origin: ExamPresetOrigin; now: number },
): Promise<void> {
  const typed = db as unknown as Kysely<Tables>;
  const { now, origin } = options;
  const first = new Map(options.first.map((p) => [p.id, fromFirst(p)]));
  const audited = new Set((await typed.selectFrom('admin_audit').select('target').where('action', '=', 'exam-preset').execute()).map((r) => r.target));
  const addVersion = (preset: ExamPreset, from: ExamPresetOrigin) =>
    typed
      .insertInto('exam_preset_versions')
      .values({ preset_id: preset.id, version: preset.version, preset: JSON.stringify(preset), origin: from, at: now })
      .execute();

  const rows = await typed.selectFrom('exam_presets').selectAll().orderBy('id').execute();
  const edited = new Set<string>();
  for (const row of rows) {
    const stored = presetOf(row);
    const seeded = first.get(row.id);
    const last = await typed.selectFrom('exam_preset_versions').select('origin').where('preset_id', '=', row.id).orderBy('version', 'desc').executeTakeFirst();
    if (last) {
      // A later run (a future seed): a row is the admin's when its last version is.
      if (last.origin === 'admin') edited.add(row.id);
      continue;
    }
    if (!seeded) {
      // The admin's own preset: its history starts here, and no seed touches it.
      await addVersion(stored, 'admin');
      edited.add(row.id);
      continue;
    }
    await addVersion(seeded, 'seed-0011');
    if (audited.has(row.id) || firstFields(stored) !== firstFields(seeded)) {
      const mine = { ...stored, version: 2 };
      await typed.updateTable('exam_presets').set({ version: 2 }).where('id', '=', row.id).execute();
      await addVersion(mine, 'admin');
      edited.add(row.id);
    }
  }

  const current = new Map((await typed.selectFrom('exam_presets').selectAll().execute()).map((r) => [r.id, presetOf(r)]));
  const wanted = new Map(options.seed.map((p) => [p.id, p]));
  for (const [id, stored] of current) {
    if (!wanted.has(id) && first.has(id) && stored.active) wanted.set(id, { ...stored, active: false });
  }

  for (const [id, next] of wanted) {
    const stored = current.get(id);
    if (!stored) {
      await typed
        .insertInto('exam_presets')
        .values({ id, ...columnsOf(next), version: 1, needs_review: 0, review_proposal: null, updated_at: now })
        .execute();
      await addVersion({ ...next, version: 1, needsReview: false }, origin);
      continue;
    }
    if (edited.has(id)) {
      if (firstFields(stored) === firstFields(next) && ruleOf(stored) === ruleOf(next)) continue;
      await typed
        .updateTable('exam_presets')
        .set({ needs_review: 1, review_proposal: JSON.stringify({ ...next, version: stored.version + 1, needsReview: false }) })
        .where('id', '=', id)
        .execute();
      continue;
    }
    const version = ruleOf(stored) === ruleOf(next) ? stored.version : stored.version + 1;
    const taken: ExamPreset = { ...next, id, version, needsReview: false };
    await typed
      .updateTable('exam_presets')
      .set({ ...columnsOf(taken), version, needs_review: 0, review_proposal: null, updated_at: now })
      .where('id', '=', id)
      .execute();
    if (version === stored.version) {
      await typed
        .updateTable('exam_preset_versions')
        .set({ preset: JSON.stringify(taken) })
        .where('preset_id', '=', id)
        .where('version', '=', version)
        .execute();
    } else await addVersion(taken, origin);
  }
}

/**
 * The presets as forms ask for them in 2026 (docs/decisions/0058-exam-presets-2026.md): Hindi names, notes and
 * sources, each rule's year and address, SSC's older pattern, preferred sizes, the no-edit rule; every version kept;
 * an admin's edits never overwritten.
 */
export const examPresets2026Migration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of NEW_TEXT) {
      await db.schema
        .alterTable('exam_presets')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
    for (const column of NEW_FLAGS) {
      await db.schema
        .alterTable('exam_presets')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    await db.schema.alterTable('exam_presets').addColumn('rule_year', 'integer').execute();
    await db.schema
      .alterTable('exam_presets')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('exam_presets').addColumn('review_proposal', 'text').execute();
    await db.schema
      .createTable('exam_preset_versions')
      .addColumn('preset_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
      .addColumn('preset', 'text', (c) => c.notNull())
      .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('seed-0011', 'seed-0015', 'admin')`))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('exam_preset_versions_pk', ['preset_id', 'version'])
      .execute();
    // "Rule looks wrong?": an operator's note on a preset, for the admin (docs/decisions/0058-exam-presets-2026.md).
    await db.schema
      .createTable('exam_preset_reports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('preset_id', 'text', (c) => c.notNull())
      .addColumn('preset_version', 'integer', (c) => c.notNull())
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('form', 'text', (c) => c.notNull())
      .addColumn('changed', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('exam_preset_reports_created').on('exam_preset_reports').column('created_at').execute();
    await applyExamPresetSeed(db, { seed: examPresets2026, first: firstExamPresets, origin: 'seed-0015', now: Date.now() });
  },
  async down(db: Kysely<unknown>) {
    // Presets this migration added stay, retired, so History's ids keep their names; the rules stay as corrected.
    const typed = db as unknown as Kysely<Tables>;
    await typed
      .updateTable('exam_presets')
      .set({ active: 0 })
      .where(
        'id',
        'not in',
        firstExamPresets.map((p) => p.id),
      )
      .where(
        'id',
        'in',
        examPresets2026.map((p) => p.id),
      )
      .execute();
    await db.schema.dropTable('exam_preset_reports').execute();
    await db.schema.dropTable('exam_preset_versions').execute();
    for (const column of [...NEW_TEXT, ...NEW_FLAGS, 'rule_year', 'version', 'review_proposal']) {
      await db.schema.alterTable('exam_presets').dropColumn(column).execute();
    }
  },
};
