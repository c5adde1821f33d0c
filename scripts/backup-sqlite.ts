// Backs up and restores the portal's SQLite database (one-machine shops; docs/DEPLOY.md, "Backups").
//
//   node --import tsx scripts/backup-sqlite.ts backup  <database file> <new backup file>
//   node --import tsx scripts/backup-sqlite.ts restore <backup file> <database file>
//
// backup: while the portal runs. `VACUUM INTO` writes a consistent snapshot (one read transaction;
// the portal's writers carry on) into `<new backup file>.partial`; the rows of NEVER_BACKED_UP_TABLES (the customer's
// phone's encrypted files) are deleted from that copy, which is vacuumed again so no page keeps them, checked
// (integrity_check), and only then put at the backup's name. Copying
// the file with cp is NOT a backup: the last writes live in portal.db-wal until a checkpoint.
// restore: with the portal stopped. The backup is checked, the database file kept beside itself as
// `<file>.replaced-<time>`, its -wal and -shm files removed (a stale WAL would be replayed over the
// restored pages), and the backup copied into place. A file name may be given as `sqlite:<file>`.
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, linkSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { NEVER_BACKED_UP_TABLES } from '../server/src/db/never-backed-up-tables';

const fileOf = (arg: string | undefined) => (arg?.startsWith('sqlite:') ? arg.slice('sqlite:'.length) : arg);

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * Opens `file` read-only and checks it is a sound portal database; returns how many users it holds. A damaged file
 * fails the run, after `cleanUp`.
 */
function check(file: string, cleanUp: () => void = () => undefined): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  let result: unknown;
  let users: number;
  try {
    result = db.pragma('integrity_check', { simple: true });
    users = (db.prepare('select count(*) as n from users').get() as { n: number } | undefined)?.n ?? 0;
  } finally {
    db.close();
  }
  if (result !== 'ok') {
    cleanUp();
    fail(`${file} is damaged: integrity_check says ${String(result)}`);
  }
  return users;
}

/** Deletes the rows of NEVER_BACKED_UP_TABLES from the backup `file`, then vacuums it: the file is written anew, without the free pages that held them. */
function leaveOutIntakes(file: string) {
  const copy = new Database(file, { fileMustExist: true });
  try {
    copy.transaction(() => {
      const present = copy.prepare("select 1 from sqlite_master where type = 'table' and name = ?");
      for (const table of NEVER_BACKED_UP_TABLES) if (present.get(table)) copy.prepare(`delete from ${table}`).run();
    })();
    copy.exec('vacuum');
  } finally {
    copy.close();
  }
}

/**
 * The backup is made as `<target>.partial` and linked to `target` only once its intakes are left out and it is
 * checked: a run that fails on the way (a full disk, a damaged copy) leaves no file that looks like a backup and still
 * holds an intake. The link fails if `target` appeared meanwhile: a backup never overwrites a file.
 */
function backup(source: string, target: string) {
  if (!existsSync(source)) fail(`no database at ${source}`);
  if (existsSync(target)) fail(`${target} exists already: a backup never overwrites a file`);
  const partial = `${target}.partial`;
  const dropPartial = () => rmSync(partial, { force: true });
  dropPartial();
  try {
    const db = new Database(source, { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 10000');
      db.prepare('vacuum into ?').run(path.resolve(partial));
    } finally {
      db.close();
    }
    leaveOutIntakes(partial);
  } catch (error) {
    dropPartial();
    fail(`the backup failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const users = check(partial, dropPartial);
  try {
    linkSync(partial, target);
  } catch (error) {
    dropPartial();
    fail(`the backup could not be put at ${target}: ${error instanceof Error ? error.message : String(error)}`);
  }
  dropPartial();
  process.stdout.write(`backed up ${source} to ${target} (${statSync(target).size} bytes, ${users} users, integrity ok)\n`);
}

function restore(source: string, target: string) {
  const users = check(source);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  if (existsSync(target)) {
    renameSync(target, `${target}.replaced-${stamp}`);
    process.stdout.write(`the database that was at ${target} is kept at ${target}.replaced-${stamp}\n`);
  }
  for (const leftover of [`${target}-wal`, `${target}-shm`]) rmSync(leftover, { force: true });
  copyFileSync(source, `${target}.restoring`);
  renameSync(`${target}.restoring`, target);
  process.stdout.write(`restored ${source} to ${target} (${users} users); start the portal again\n`);
}

const [command, from, to] = [process.argv[2], fileOf(process.argv[3]), fileOf(process.argv[4])];
if ((command !== 'backup' && command !== 'restore') || !from || !to)
  fail(
    'usage:\n  node --import tsx scripts/backup-sqlite.ts backup  <database file> <new backup file>   (portal running)\n  node --import tsx scripts/backup-sqlite.ts restore <backup file> <database file>       (portal stopped)',
  );
if (command === 'backup') backup(from, to);
else restore(from, to);
