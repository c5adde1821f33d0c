import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { AppError } from '@core/errors/app-error';
import { loadConfig } from '../src/config/env';
import { createDatabase } from '../src/db/create-database';
import { migrateToLatest, retriedWhileBusy } from '../src/db/migrate-to-latest';
import { migrations } from '../src/db/migrations';
import { TEST_SESSION_SECRET } from './support/test-app';
import { createTestDatabase } from './support/test-databases';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** A handle on a fresh schema of its own on the test server, dropped by `drop`. */
async function freshPostgres() {
  const database = await createTestDatabase('postgres');
  const handle = createDatabase(loadConfig({ DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET }, { generateSecrets: false }).database);
  return {
    handle,
    async drop() {
      await handle.close();
      await database.drop();
    },
  };
}

describe.runIf(postgresUrl)('a PostgreSQL migration while other schemas on the server come and go', () => {
  it("reads only its own schema's tables, whatever else the server holds", async () => {
    const ours = await freshPostgres();
    const theirs = await freshPostgres();
    try {
      await sql`create table someone_elses (id serial primary key, note text)`.execute(theirs.handle.db);
      await sql`create table ours_only (id serial primary key)`.execute(ours.handle.db);
      const tables = await ours.handle.db.introspection.getTables();
      expect(tables.map((t) => t.name)).toEqual(['ours_only']);
      expect(tables[0]!.columns).toMatchObject([{ name: 'id', isAutoIncrementing: true, isNullable: false }]);
    } finally {
      await ours.drop();
      await theirs.drop();
    }
  });

  it('migrates while other schemas with tables are created and dropped beside it', { timeout: 120_000 }, async () => {
    // Other portals or tests on the same server: schemas with serial columns made and dropped in a loop while
    // fresh schemas migrate. Kysely's own introspector read every schema and failed on one dropped mid-read.
    const admin = new pg.Pool({ connectionString: postgresUrl, max: 3 });
    let churning = true;
    let churned = 0;
    const churn = async (lane: number) => {
      for (let round = 0; churning; round += 1) {
        const name = `t_churn_${process.pid}_${lane}_${round}`;
        await admin.query(`create schema ${name}; create table ${name}.a (id serial primary key, b text); create table ${name}.c (id serial, d int)`);
        await admin.query(`drop schema ${name} cascade`);
        churned += 1;
      }
    };
    const lanes = [churn(0), churn(1), churn(2)];
    try {
      for (let run = 0; run < 6; run += 1) {
        const db = await freshPostgres();
        try {
          expect(await migrateToLatest(db.handle, { retryDelaysMs: [] })).toEqual(Object.keys(migrations));
        } finally {
          await db.drop();
        }
      }
    } finally {
      churning = false;
      await Promise.all(lanes);
      await admin.end();
    }
    expect(churned).toBeGreaterThan(0);
  });
});

describe('migrations while the database is busy at start', () => {
  it('tries again after each wait while the database answers busy, and only then', async () => {
    let calls = 0;
    const busy = new AppError('BUSY');
    expect(
      await retriedWhileBusy(async () => {
        calls += 1;
        if (calls < 3) throw busy;
        return 'migrated';
      }, [0, 0, 0]),
    ).toBe('migrated');
    expect(calls).toBe(3);
    const wrong = new Error('relation "users" already exists');
    await expect(retriedWhileBusy(() => Promise.reject(wrong), [0, 0])).rejects.toBe(wrong);
    calls = 0;
    const locked = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    await expect(
      retriedWhileBusy(async () => {
        calls += 1;
        throw locked;
      }, [0, 0]),
    ).rejects.toBe(locked);
    expect(calls).toBe(3);
    // A database that is not there at all is down, not busy: the start fails at once.
    calls = 0;
    const refused = new AppError('BUSY', undefined, { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }) });
    await expect(
      retriedWhileBusy(async () => {
        calls += 1;
        throw refused;
      }, [0, 0]),
    ).rejects.toBe(refused);
    expect(calls).toBe(1);
  });

  it(
    'an instance starting while another process holds the SQLite file’s write lock past the busy timeout waits and migrates',
    { timeout: 60_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'portal-busy-start-'));
      const file = path.join(dir, 'portal.db');
      // Another process on the portal's file (WAL, as every start leaves it) in a write held for 6 s, longer than
      // the 5 s busy timeout: the first try fails with SQLITE_BUSY (the start failed with it before).
      const locker = spawn(
        process.execPath,
        [
          '-e',
          `const db = new (require('better-sqlite3'))(${JSON.stringify(file)}); db.pragma('journal_mode = WAL'); db.exec('BEGIN IMMEDIATE');` +
            ` console.log('locked'); setTimeout(() => { db.exec('COMMIT'); db.close(); }, 6000);`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve, reject) => {
        locker.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
        locker.once('exit', (code) => reject(new Error(`the locking process exited (${code})`)));
      });
      const handle = createDatabase(loadConfig({ DATABASE_URL: `sqlite:${file}` }, { generateSecrets: true }).database);
      try {
        const applied = await migrateToLatest(handle);
        expect(applied).toEqual(Object.keys(migrations));
      } finally {
        await handle.close();
        locker.kill();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
