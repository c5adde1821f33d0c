import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { printReceipt } from '@core/contracts/print-receipt';
import { repoRoot, startLocalServer, type LocalServer } from '../../scripts/lib/local-server';
import { loadConfig } from '../src/config/env';
import { createDatabase, type DatabaseHandle } from '../src/db/create-database';
import { NEVER_BACKED_UP_TABLES } from '../src/db/never-backed-up-tables';
import { migrateToLatest } from '../src/db/migrate-to-latest';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { checkLedgerInvariant } from '../src/modules/ledger/check-ledger-invariant';
import { multipart } from './support/multipart';
import { createSignedInUser, createUser } from './support/test-users';
import { intakeRows } from './support/intake-rows';

/**
 * docs/DEPLOY.md's backups, run as written. SQLite: a backup and restore, run as written: a backup of the database while the
 * portal runs (its last charge still in the WAL), a charge after it, the portal stopped, the
 * restore, and a portal started on the restored file answers the balance at backup time.
 * PostgreSQL (with TEST_DATABASE_URL): pg_dump with DEPLOY.md's options, pg_restore into a new one.
 * Neither backup holds an intake's rows (the customer's phone's encrypted files, decision 0109).
 */

/** An intake of `uid` holding one file of one encrypted chunk, as the portal stores them; the chunk's bytes. */
async function storeIntake(handle: DatabaseHandle, uid: string): Promise<Buffer> {
  const now = Date.now();
  const id = randomBytes(32).toString('base64url');
  // Small enough to lie whole in one page of the file, where a search of its bytes would find it.
  const data = randomBytes(1000);
  await handle.db
    .insertInto('intakes')
    .values({
      id,
      uid,
      code: randomBytes(5).toString('hex').toUpperCase(),
      operator_key: '{}',
      created_at: now,
      expires_at: now + 60_000,
      last_upload_at: now,
      phone_seen_at: now,
      stored_bytes: data.length,
      file_count: 1,
      requests: 2,
      version: 1,
    })
    .execute();
  await handle.db
    .insertInto('intake_files')
    .values({
      id: `${id}-file`,
      intake_id: id,
      seq: 0,
      meta: randomBytes(64).toString('base64url'),
      sender_key: null,
      send_id: randomBytes(16).toString('base64url'),
      bytes: data.length,
      chunks: 1,
      received: 1,
      created_at: now,
      completed_at: now,
      fetched_at: null,
    })
    .execute();
  await handle.db
    .insertInto('intake_chunks')
    .values({ file_id: `${id}-file`, seq: 0, data })
    .execute();
  return data;
}

/** DEPLOY.md's daily pg_dump line, as written: its options other than the file, database and schedule. */
function deployedDumpOptions(): string[] {
  const deploy = readFileSync(path.join(repoRoot, 'docs/DEPLOY.md'), 'utf8');
  const line = deploy.split('\n').find((text) => /^\S.* postgres pg_dump /.test(text));
  if (!line) throw new Error('docs/DEPLOY.md has no pg_dump line');
  return line
    .split(' && ')[0]!
    .split(' ')
    .filter((word) => word.startsWith('--') && !word.startsWith('--file='));
}

const SESSION_SECRET = 'sqlite-backup-test-session-secret-0123456789';

/** `node --import tsx scripts/backup-sqlite.ts …`, from the repository root, as the document gives it. */
function backupScript(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup-sqlite.ts', ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('backing up a live SQLite database and restoring it', () => {
  const cleanup: Array<() => Promise<unknown> | unknown> = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup.length = 0;
  });

  it('backs up while the portal runs, restores with the portal stopped, and a portal on the restored file reads the balance', { timeout: 90_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'portal.db');
    const backupFile = path.join(dir, 'portal-backup.db');
    const env = { DATABASE_URL: `sqlite:${file}`, SESSION_SECRET, LOG_LEVEL: 'fatal' };

    let server: LocalServer = await startLocalServer({ env, logs: 'ignore' });
    cleanup.push(() => server.stop());
    const handle = createDatabase({ engine: 'sqlite', file });
    let handleOpen = true;
    cleanup.push(() => handleOpen && handle.close());
    const user = await createSignedInUser(handle, { coins: 100 });
    const chunk = await storeIntake(handle, user.uid);

    const cleanPrint = async (shade: number) => {
      const photo = await sharp({ create: { width: 28, height: 36, channels: 3, background: { r: shade, g: 40, b: 90 } } })
        .jpeg()
        .toBuffer();
      const form = await multipart(
        { service: 'passport-photo', layout: 'a4-6', mode: 'clean' },
        { front: { bytes: photo, filename: 'photo.jpg', type: 'image/jpeg' } },
      );
      const res = await fetch(`${server.baseURL}/api/v1/prints`, {
        method: 'POST',
        headers: { ...user.headers, 'content-type': form.contentType },
        body: form.payload,
      });
      expect(res.status).toBe(201);
      const receipt = printReceipt.parse(await res.json());
      // The PDF, as the browser fetches it from the receipt.
      const pdf = await fetch(`${server.baseURL}${receipt.printUrl!}`, { headers: { cookie: user.headers.cookie } });
      expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(0);
      return receipt.balanceAfter;
    };
    const balanceOnServer = async () => {
      const res = await fetch(`${server.baseURL}/api/v1/premium/${user.uid}`, { headers: { cookie: user.headers.cookie } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { coins: number } }).data.coins;
    };

    // The portal charges one print; that write is in the WAL (no checkpoint yet), where a plain copy of portal.db would miss it.
    expect(await cleanPrint(10)).toBe(95);
    expect(existsSync(`${file}-wal`)).toBe(true);

    const backedUp = backupScript('backup', file, backupFile);
    expect(backedUp.status, backedUp.output).toBe(0);
    expect(backedUp.output).toContain('integrity ok');
    // Made under another name and put in place whole: nothing of it is left beside the backup.
    expect(readdirSync(dir).filter((name) => name.includes('.partial'))).toEqual([]);
    // The intake's encrypted chunk is in the database and nowhere in the backup's bytes.
    expect(await intakeRows(handle)).toBe(3);
    expect(readFileSync(backupFile).includes(chunk)).toBe(false);
    // Never over an existing file.
    expect(backupScript('backup', file, backupFile).status).toBe(1);

    // A charge after the backup: the restore takes the balance back to the backup's.
    expect(await cleanPrint(20)).toBe(90);
    await server.stop();
    await handle.close();
    handleOpen = false;

    const restored = backupScript('restore', backupFile, file);
    expect(restored.status, restored.output).toBe(0);
    expect(readdirSync(dir).some((name) => name.startsWith('portal.db.replaced-'))).toBe(true);
    expect(existsSync(`${file}-wal`)).toBe(false);

    server = await startLocalServer({ env, logs: 'ignore' });
    expect(await balanceOnServer()).toBe(95);
    const reopened = createDatabase({ engine: 'sqlite', file });
    cleanup.push(() => reopened.close());
    expect(await checkLedgerInvariant(reopened.db)).toEqual([]);
    expect(await intakeRows(reopened)).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('backing up PostgreSQL with pg_dump and restoring with pg_restore', () => {
  it('restores a whole database into a new one, where the portal finds its users, balances and schema', { timeout: 60_000 }, async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const name = `portal_backup_${randomBytes(4).toString('hex')}`;
    const urlOf = (database: string) => Object.assign(new URL(base.href), { pathname: `/${database}` }).href;
    const admin = new pg.Client({ connectionString: base.href });
    await admin.connect();
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-backup-'));
    const dump = path.join(dir, 'portal.dump');
    try {
      await admin.query(`create database ${name}`);
      const source = createDatabase(loadConfig({ DATABASE_URL: urlOf(name), SESSION_SECRET }, { generateSecrets: false }).database);
      await migrateToLatest(source);
      const uid = await createUser(source, { coins: 70 });
      await storeIntake(source, uid);
      expect(await intakeRows(source)).toBe(3);
      await source.close();

      // DEPLOY.md's options leave out exactly the tables a backup never holds.
      const options = deployedDumpOptions();
      expect(options).toContain('--format=custom');
      expect(options.filter((o) => o.startsWith('--exclude-table-data=')).sort()).toEqual(
        NEVER_BACKED_UP_TABLES.map((table) => `--exclude-table-data=${table}`).sort(),
      );
      const dumped = spawnSync('pg_dump', [...options, `--file=${dump}`, urlOf(name)], { encoding: 'utf8' });
      expect(dumped.status, dumped.stderr).toBe(0);
      await admin.query(`create database ${name}_restored`);
      const restored = spawnSync('pg_restore', [`--dbname=${urlOf(`${name}_restored`)}`, '--no-owner', '--exit-on-error', dump], { encoding: 'utf8' });
      expect(restored.status, restored.stderr).toBe(0);

      const target = createDatabase(loadConfig({ DATABASE_URL: urlOf(`${name}_restored`), SESSION_SECRET }, { generateSecrets: false }).database);
      try {
        expect(await migrateToLatest(target)).toEqual([]); // the schema came back whole: nothing left to migrate
        expect(await readBalance(target.db, uid)).toBe(70);
        expect(await checkLedgerInvariant(target.db)).toEqual([]);
        expect(await intakeRows(target)).toBe(0);
      } finally {
        await target.close();
      }
    } finally {
      for (const database of [name, `${name}_restored`]) await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
