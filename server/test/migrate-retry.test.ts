import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '@core/errors/app-error';
import { loadConfig } from '../src/config/env';
import { createDatabase } from '../src/db/create-database';
import { migrateToLatest, retriedWhileBusy, retriedWhileOtherSchemasVanish } from '../src/db/migrate-to-latest';
import { migrations } from '../src/db/migrations';

/** PostgreSQL's error for a schema that does not exist, as pg reports it. */
const schemaMissing = (name: string) => Object.assign(new Error(`schema "${name}" does not exist`), { code: '3F000' });

describe('a PostgreSQL migration while other schemas on the server are dropped', () => {
  it('runs again when another schema vanished under it, and answers what the try that worked answered', async () => {
    let calls = 0;
    const applied = await retriedWhileOtherSchemasVanish('t_ours', async () => {
      calls += 1;
      if (calls < 3) throw schemaMissing('t_someone_else');
      return ['0001-initial'];
    });
    expect(applied).toEqual(['0001-initial']);
    expect(calls).toBe(3);
  });

  it('fails at once when our own schema is missing, or on any other error', async () => {
    let calls = 0;
    await expect(
      retriedWhileOtherSchemasVanish('t_ours', async () => {
        calls += 1;
        throw schemaMissing('t_ours');
      }),
    ).rejects.toThrow('schema "t_ours" does not exist');
    expect(calls).toBe(1);
    const other = Object.assign(new Error('relation "users" already exists'), { code: '42P07' });
    await expect(retriedWhileOtherSchemasVanish('t_ours', () => Promise.reject(other))).rejects.toBe(other);
  });

  it('gives up after five tries', async () => {
    let calls = 0;
    await expect(
      retriedWhileOtherSchemasVanish('t_ours', async () => {
        calls += 1;
        throw schemaMissing('t_gone');
      }),
    ).rejects.toThrow('schema "t_gone" does not exist');
    expect(calls).toBe(5);
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
