import { Migrator, sql, type Kysely, type MigrationProvider, type MigrationResultSet } from 'kysely';
import { AppError } from '@core/errors/app-error';
import { isOverloadError } from './busy-on-overload';
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
 * PostgreSQL: Kysely's migrator takes a lock row and runs in a transaction. Its bookkeeping tables
 * live in the connection's current schema, named explicitly: left unnamed, the migrator looks for
 * them in every schema, finds another schema's (another database sharing the server, or a test's),
 * skips creating its own and then fails on a missing lock table. The handle's introspection reads only
 * that schema (OwnSchemaPostgresDialect), so another schema dropped meanwhile cannot fail the run.
 * SQLite: Kysely assumes one process per file and takes no lock, so the whole run happens in
 * one `BEGIN IMMEDIATE` transaction: a second process waits (busy timeout), then finds nothing to do.
 */
export async function migrateToLatest(handle: DatabaseHandle, options: { retryDelaysMs?: readonly number[] } = {}): Promise<string[]> {
  return retriedWhileBusy(() => migrateOnce(handle), options.retryDelaysMs ?? MIGRATION_RETRY_DELAYS_MS);
}

/** Waits between tries of a migration the database was too busy for: about a minute in all. */
const MIGRATION_RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/** Network codes that mean the database is not there at all: a start fails at once rather than wait. */
const unreachable = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

/**
 * Busy, not down: an overload (`isOverloadError`: a pool with no free connection, too many clients,
 * SQLite's lock held past its busy timeout, a lock timeout), also when the pool wrapped it as BUSY;
 * a database that refuses connections or has no address is down, not busy.
 */
function isBusy(error: unknown): boolean {
  const cause = error instanceof AppError && error.code === 'BUSY' ? error.cause : error;
  if (cause === undefined) return error instanceof AppError;
  const code = (cause as { code?: unknown }).code;
  return isOverloadError(cause) && !(typeof code === 'string' && unreachable.has(code));
}

/**
 * Runs `run` again after each of `delaysMs` while the database answers that it is busy (isBusy), so
 * an instance started while the database is under pressure waits rather than exits. Any other error
 * (a database that is not there at all, a failed migration), or busy past the last delay, is thrown.
 */
export async function retriedWhileBusy<T>(run: () => Promise<T>, delaysMs: readonly number[]): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isBusy(error) || attempt >= delaysMs.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, delaysMs[attempt]));
    }
  }
}

async function migrateOnce(handle: DatabaseHandle): Promise<string[]> {
  const db = handle.db as unknown as Kysely<unknown>;
  if (handle.engine === 'postgres') {
    const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
    const schema = rows[0]?.schema;
    if (!schema) throw new Error('PostgreSQL has no current schema: set search_path to the schema the portal owns.');
    return namesApplied(await new Migrator({ db, provider, migrationTableSchema: schema }).migrateToLatest());
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
