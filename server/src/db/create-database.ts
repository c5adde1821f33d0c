import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config/env';
import { busyOnOverload } from './busy-on-overload';
import { OwnSchemaPostgresDialect } from './own-schema-postgres-dialect';
import type { Database } from './schema';

type Engine = DatabaseTarget['engine'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Resolves when a trivial query answers within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

function openSqlite(file: string): Kysely<Database> {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const connection = new SqliteDatabase(file);
  // First, so every statement after it (the journal mode's too) waits for another process's lock.
  connection.pragma('busy_timeout = 5000');
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
}

function openPostgres(target: Extract<DatabaseTarget, { engine: 'postgres' }>): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize,
    idleTimeoutMillis: 30_000,
    // How long a query waits for a free connection (or for a new one to connect): then 503 BUSY, never 500.
    connectionTimeoutMillis: target.acquireTimeoutMs,
    // Times (ms) and money (paise, coins) are stored as integers well inside 2^53: read them as numbers.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool: busyOnOverload(pool) }) });
}

export function createDatabase(target: DatabaseTarget): DatabaseHandle {
  const db = target.engine === 'sqlite' ? openSqlite(target.file) : openPostgres(target);
  return {
    db,
    engine: target.engine,
    async ping(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      });
      try {
        await Promise.race([sql`select 1`.execute(db), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await db.destroy();
    },
  };
}
