import { sql, type Kysely, type Migration } from 'kysely';
import { sheetFromLayoutId, storedSheet } from '@core/contracts/print-sheet';

/** Rows read and rewritten at a time, so a large history never sits in memory at once. */
const BATCH = 500;

interface Row {
  id: string;
  service: string;
  layout: string;
}

/**
 * A print job's sheet is one typed object stored as JSON (docs/decisions/0057), in place of the layout id
 * string of earlier versions: every id ever written is read once by core's sheetFromLayoutId (an id it
 * can't read becomes `{kind: 'unknown', raw}`, shown as it was), then the layout column goes.
 */
export const typedPrintSheetsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('print_jobs')
      .addColumn('sheet', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    const jobs = db as unknown as Kysely<{ print_jobs: Row & { sheet: string } }>;
    let after = '';
    for (;;) {
      const rows = await jobs.selectFrom('print_jobs').select(['id', 'service', 'layout']).where('id', '>', after).orderBy('id').limit(BATCH).execute();
      for (const row of rows) {
        await jobs
          .updateTable('print_jobs')
          .set({ sheet: storedSheet(sheetFromLayoutId(row.service, row.layout)) })
          .where('id', '=', row.id)
          .execute();
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
    await db.schema.alterTable('print_jobs').dropColumn('layout').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('print_jobs')
      .addColumn('layout', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update print_jobs set layout = sheet`.execute(db);
    await db.schema.alterTable('print_jobs').dropColumn('sheet').execute();
  },
};
