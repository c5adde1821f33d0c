import { Migrator, sql, type Kysely, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { DatabaseHandle } from './create-database';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

function namesApplied({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${String(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

const SCHEMA_VANISHED_TRIES = 5;

/**
 * Runs a PostgreSQL migration, again when it failed only because another schema vanished meanwhile
 * (SQLSTATE 3F000 naming a schema not ours): Kysely's migrator reads the tables of every schema on the
 * server, and one dropped at that moment (another portal sharing the server, a test's) fails the read.
 * Up to five tries, a little longer apart each time; any other error, or our own schema missing, at once.
 */
export async function retriedWhileOtherSchemasVanish<T>(ours: string, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: unknown };
      const otherSchemaVanished = code === '3F000' && typeof message === 'string' && !message.includes(`"${ours}"`);
      if (!otherSchemaVanished || attempt >= SCHEMA_VANISHED_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

/**
 * Brings the schema up to date. Safe to call on every start and from several instances at
 * once. Returns the names of the migrations applied by this call.
 *
 * PostgreSQL: Kysely's migrator takes a lock row and runs in a transaction. Its bookkeeping tables
 * live in the connection's current schema, named explicitly: left unnamed, the migrator looks for
 * them in every schema, finds another schema's (another database sharing the server, or a test's),
 * skips creating its own and then fails on a missing lock table.
 * SQLite: Kysely assumes one process per file and takes no lock, so the whole run happens in
 * one `BEGIN IMMEDIATE` transaction: a second process waits (busy timeout), then finds nothing to do.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const db = handle.db as unknown as Kysely<unknown>;
  if (handle.engine === 'postgres') {
    const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
    const schema = rows[0]?.schema;
    if (!schema) throw new Error('PostgreSQL has no current schema: set search_path to the schema the portal owns.');
    return retriedWhileOtherSchemasVanish(schema, async () =>
      namesApplied(await new Migrator({ db, provider, migrationTableSchema: schema }).migrateToLatest()),
    );
  }

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
