import { Migrator, sql, type Kysely, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { DatabaseHandle } from './create-database';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

function namesApplied({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${String(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Brings the schema up to date. Safe to call on every start and from several instances at
 * once. Returns the names of the migrations applied by this call.
 *
 * PostgreSQL: Kysely's migrator takes a lock row and runs in a transaction.
 * SQLite: Kysely assumes one process per file and takes no lock, so the whole run happens in
 * one `BEGIN IMMEDIATE` transaction: a second process waits (busy timeout), then finds nothing to do.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const db = handle.db as unknown as Kysely<unknown>;
  if (handle.engine === 'postgres') return namesApplied(await new Migrator({ db, provider }).migrateToLatest());

  await sql`begin immediate`.execute(db);
  let outcome: MigrationResultSet;
  try {
    outcome = await new Migrator({ db, provider, disableTransactions: true }).migrateToLatest();
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  }
  await sql.raw(outcome.error ? 'rollback' : 'commit').execute(db);
  return namesApplied(outcome);
}
