import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot, startLocalServer, type LocalServer } from '../../scripts/lib/local-server';
import { createDatabase } from '../src/db/create-database';
import { checkLedgerInvariant } from '../src/modules/ledger/check-ledger-invariant';
import { multipart } from './support/multipart';
import { createSignedInUser } from './support/test-users';

/**
 * docs/DEPLOY.md's SQLite backup and restore, run as written: a backup of the database while the
 * portal runs (its last charge still in the WAL), a charge after it, the portal stopped, the
 * restore, and a portal started on the restored file answers the balance at backup time.
 */

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
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      return res.headers.get('x-coins-remaining');
    };
    const balanceOnServer = async () => {
      const res = await fetch(`${server.baseURL}/api/v1/premium/${user.uid}`, { headers: { cookie: user.headers.cookie } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { coins: number } }).data.coins;
    };

    // The portal charges one print; that write is in the WAL (no checkpoint yet), where a plain copy of portal.db would miss it.
    expect(await cleanPrint(10)).toBe('95');
    expect(existsSync(`${file}-wal`)).toBe(true);

    const backedUp = backupScript('backup', file, backupFile);
    expect(backedUp.status, backedUp.output).toBe(0);
    expect(backedUp.output).toContain('integrity ok');
    // Never over an existing file.
    expect(backupScript('backup', file, backupFile).status).toBe(1);

    // A charge after the backup: the restore takes the balance back to the backup's.
    expect(await cleanPrint(20)).toBe('90');
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
  });
});
