import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/** Children first when unlogging (a table's referrers must be unlogged before it), parents first when logging again. */
const TABLES = ['intake_chunks', 'intake_files', 'intakes'] as const;

/**
 * PostgreSQL: the intake tables are UNLOGGED (docs/decisions/0110-intake-tables-unlogged.md). An intake's chunks are
 * ciphertext that lives 75 minutes at most and is never backed up; writing each 256 kB chunk to the write-ahead log as
 * well cost the database as much CPU again while phones send. An unlogged table is emptied after a crash of the
 * database (never after a clean stop), and is not copied to a standby. SQLite has no such thing: nothing changes there.
 */
export const intakeTablesUnloggedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    for (const table of TABLES) await sql`alter table ${sql.table(table)} set unlogged`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    for (const table of [...TABLES].reverse()) await sql`alter table ${sql.table(table)} set logged`.execute(db);
  },
};
