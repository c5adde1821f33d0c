import { AppError } from '@core/errors/app-error';
import type { Kysely } from 'kysely';
import type { Database, IntakeFilesTable, IntakesTable } from '../../db/schema';

/** An intake with its files, as its owner's queue shows it. */
export interface IntakeWithFiles {
  intake: IntakesTable;
  files: IntakeFilesTable[];
}

/**
 * The operator's own intake, with its files: NOT_FOUND when there is none of that id, or it is someone else's
 * (the answer does not say which). One that has stopped taking files is still read until it is swept.
 */
export async function readOwnIntake(db: Kysely<Database>, id: string, uid: string): Promise<IntakeWithFiles> {
  const intake = await db.selectFrom('intakes').selectAll().where('id', '=', id).where('uid', '=', uid).executeTakeFirst();
  if (!intake) throw new AppError('NOT_FOUND', 'This intake is closed or has expired.');
  const files = await db.selectFrom('intake_files').selectAll().where('intake_id', '=', id).orderBy('seq').execute();
  return { intake, files };
}

/** The version of the operator's intake (a change bumps it), or null when it is gone. */
export async function intakeVersion(db: Kysely<Database>, id: string, uid: string): Promise<number | null> {
  const row = await db.selectFrom('intakes').select('version').where('id', '=', id).where('uid', '=', uid).executeTakeFirst();
  return row?.version ?? null;
}

/**
 * One encrypted chunk of a file of the operator's own intake. Reading a complete file's last chunk marks the file as
 * read (`fetched_at`): an intake whose files were all read goes when it closes (sweepIntakes,
 * docs/decisions/0109-an-intake-read-goes-at-its-close.md).
 */
export async function readIntakeChunk(
  db: Kysely<Database>,
  ids: { intakeId: string; uid: string; fileId: string },
  seq: number,
  now = Date.now(),
): Promise<Buffer> {
  const row = await db
    .selectFrom('intake_chunks')
    .innerJoin('intake_files', 'intake_files.id', 'intake_chunks.file_id')
    .innerJoin('intakes', 'intakes.id', 'intake_files.intake_id')
    .select(['intake_chunks.data', 'intake_files.chunks', 'intake_files.received', 'intake_files.fetched_at'])
    .where('intakes.id', '=', ids.intakeId)
    .where('intakes.uid', '=', ids.uid)
    .where('intake_files.id', '=', ids.fileId)
    .where('intake_chunks.seq', '=', seq)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'This file is not here (any more).');
  // The operator's browser fetches a file's chunks in order, one after another (open-intake-file.ts), so its last
  // chunk read means the whole file was. Best effort: a mark that fails (the database busy) only keeps the intake
  // until the sweeper's 30 minutes.
  if (row.fetched_at === null && row.received === row.chunks && seq === row.chunks - 1) {
    await db
      .updateTable('intake_files')
      .set({ fetched_at: now })
      .where('id', '=', ids.fileId)
      .where('fetched_at', 'is', null)
      .execute()
      .catch(() => undefined);
  }
  return Buffer.from(row.data);
}

/**
 * The intake a phone sends to, while it takes files. An address that is unknown, closed or past its time all
 * answer INTAKE_CLOSED: a closed intake leaves no row, and the answer tells a prober nothing.
 */
export async function readOpenIntake(db: Kysely<Database>, id: string, now = Date.now()): Promise<IntakesTable> {
  const intake = await db.selectFrom('intakes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!intake || intake.expires_at <= now) throw new AppError('INTAKE_CLOSED');
  return intake;
}
