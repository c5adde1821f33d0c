import { sql, type Kysely, type Migration } from 'kysely';
import { examFilesService } from '@core/catalog/services';
import { firstExamPresets } from '@core/exam-files/first-exam-presets';

/**
 * Exam and portal upload presets (decision 0035), seeded from core's table and edited by the admin
 * (every edit audited). The pixel rule is JSON text (core's `ExamPixels`, checked by the contract on
 * every write and read); the KB window and the resolution are plain integers the database checks.
 * Also the `exam-files` service's row (price, plan coverage).
 */
export const examPresetsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('exam_presets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('form', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('photo', 'signature', 'thumb', 'declaration')`))
      .addColumn('pixels', 'text', (c) => c.notNull())
      .addColumn('dpi', 'integer', (c) => c.notNull().check(sql`dpi > 0`))
      .addColumn('min_kb', 'integer', (c) => c.notNull().check(sql`min_kb >= 0`))
      .addColumn('max_kb', 'integer', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('jpeg')`))
      .addColumn('caption', 'text', (c) => c.notNull().check(sql`caption in ('none', 'name-and-date')`))
      .addColumn('tone', 'text', (c) => c.notNull().check(sql`tone in ('colour', 'black-and-white')`))
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('checked', 'text')
      .addColumn('secondary_source', 'integer', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('exam_presets_kb_window', sql`max_kb > min_kb`)
      .execute();

    const now = Date.now();
    const typed = db as Kysely<Record<string, Record<string, unknown>>>;
    await typed
      .insertInto('exam_presets')
      .values(
        firstExamPresets.map((p) => ({
          id: p.id,
          form: p.form,
          kind: p.kind,
          pixels: JSON.stringify(p.pixels),
          dpi: p.dpi,
          min_kb: p.minKb,
          max_kb: p.maxKb,
          format: p.format,
          caption: p.caption,
          tone: p.tone,
          source: p.source,
          checked: p.checked,
          secondary_source: p.secondarySource ? 1 : 0,
          note: p.note,
          active: p.active ? 1 : 0,
          sort_order: p.sortOrder,
          updated_at: now,
        })),
      )
      .execute();

    // The service's price and plan coverage, beside the other services' (the catalog lists only core's `serviceIds`).
    const s = examFilesService;
    await typed
      .insertInto('services')
      .values({ id: s.id, name: s.name, coins: s.coins, covered_by: s.coveredBy, sort_order: s.sortOrder, updated_at: now })
      .execute();
  },
  async down(db: Kysely<unknown>) {
    const typed = db as Kysely<Record<string, Record<string, unknown>>>;
    await typed.deleteFrom('services').where('id', '=', examFilesService.id).execute();
    await db.schema.dropTable('exam_presets').execute();
  },
};
