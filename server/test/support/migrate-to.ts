import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, expect } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { createDatabase, type DatabaseHandle } from '../../src/db/create-database';
import { migrations } from '../../src/db/migrations';
import { TEST_SESSION_SECRET } from './test-app';
import { createTestDatabase, type TestDatabase, type TestEngine } from './test-databases';

const provider = { getMigrations: async () => migrations };

/**
 * Brings a database to `target` exactly, as a portal of that version left it. On PostgreSQL the migrator's
 * tables are named in the connection's schema, as migrateToLatest does.
 */
export async function migrateTo(handle: DatabaseHandle, target: string): Promise<void> {
  const db = handle.db as unknown as Kysely<unknown>;
  const run = async (schema?: string) => {
    const outcome = await new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateTo(target);
    if (outcome.error) throw outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error));
    return outcome;
  };
  let outcome: Awaited<ReturnType<typeof run>>;
  if (handle.engine === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const schema = rows[0]!.schema;
    outcome = await run(schema);
  } else {
    outcome = await run();
  }
  expect(outcome.results?.at(-1)?.migrationName).toBe(target);
}

/** A new test database of `engine` brought to `target` (migrateTo); `close` closes the handle (once) and drops the database. */
export interface DatabaseAtMigration {
  handle: DatabaseHandle;
  database: TestDatabase;
  /** Closes the handle, if it is still open; the database stays until `drop`. */
  closeHandle(): Promise<void>;
  /** Closes the handle (if open) and drops the database. */
  close(): Promise<void>;
}

export async function databaseAt(engine: TestEngine, target: string): Promise<DatabaseAtMigration> {
  const database = await createTestDatabase(engine);
  const handle = createDatabase(loadConfig({ DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET }, { generateSecrets: false }).database);
  let open = true;
  const closeHandle = async () => {
    if (!open) return;
    open = false;
    await handle.close();
  };
  const close = async () => {
    await closeHandle();
    await database.drop();
  };
  try {
    await migrateTo(handle, target);
  } catch (error) {
    await close();
    throw error;
  }
  return { handle, database, closeHandle, close };
}

/**
 * For a suite on `engine`: `databaseAt(target)` gives a handle on a new database brought to `target`, closed and
 * dropped after each test.
 */
export function databasesAtMigrations(engine: TestEngine): { databaseAt: (target: string) => Promise<DatabaseHandle> } {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  return {
    async databaseAt(target: string) {
      const at = await databaseAt(engine, target);
      cleanups.push(() => at.close());
      return at.handle;
    },
  };
}
