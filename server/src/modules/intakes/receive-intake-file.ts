import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { IntakeFileProgress, NewIntakeFileRequest } from '@core/contracts/intakes';
import { AppError } from '@core/errors/app-error';
import {
  INTAKE_MAX_BYTES,
  INTAKE_MAX_FILES,
  INTAKE_MAX_REQUESTS,
  INTAKE_UPLOAD_GRACE_MS,
  intakeChunkCount,
  intakeChunkSize,
  intakeStoredBytes,
} from '@core/intake/intake-terms';
import type { DatabaseHandle } from '../../db/create-database';
import type { Database, IntakesTable } from '../../db/schema';
import { inWriteTransaction } from '../ledger/write-transaction';

const FULL_MESSAGE = 'The shop cannot take more files right now. Please try again in a minute.';
/** One operator's intakes together hold at most this share of the server's budget, so no one account can fill it. */
export const INTAKE_USER_SHARE = 1 / 8;

/**
 * One more request of the phone to intake `id`: refused past INTAKE_MAX_REQUESTS (a loose bound on one intake's
 * traffic), INTAKE_CLOSED when it no longer takes files, or (`grace`: a chunk of a file announced in time) no longer
 * takes the rest of one.
 */
async function countRequest(trx: Kysely<Database>, id: string, now: number, upload?: { grace: number }): Promise<IntakesTable> {
  const grace = upload?.grace ?? 0;
  // An upload also marks the intake changed (its queue reads it again) and its last upload, in the same statement.
  const intake = await trx
    .updateTable('intakes')
    .set(upload ? { requests: sql`requests + 1`, version: sql`version + 1`, last_upload_at: now } : { requests: sql`requests + 1` })
    .where('id', '=', id)
    .where('expires_at', '>', now - grace)
    .returningAll()
    .executeTakeFirst();
  if (!intake) throw new AppError('INTAKE_CLOSED');
  if (intake.requests > INTAKE_MAX_REQUESTS) throw new AppError('RATE_LIMITED', 'Too many requests for this link. Ask the shop for a new QR code.');
  return intake;
}

/**
 * The phone announces a file (docs/decisions/0095-files-from-the-customers-phone.md): it takes its place in the
 * intake's count and its encrypted size in the intake's budget and the server's, before any chunk is sent, so a send
 * that is let begin can finish. Over the count: INTAKE_LIMIT; over the intake's budget: 503 INTAKE_FULL; over the server's or the operator's: 503 BUSY, to try again later.
 */
export async function announceIntakeFile(
  database: DatabaseHandle,
  id: string,
  file: NewIntakeFileRequest,
  options: { maxTotalBytes: number; now?: number },
): Promise<IntakeFileProgress> {
  const now = options.now ?? Date.now();
  const stored = intakeStoredBytes(file.bytes);
  return inWriteTransaction(database, async (trx) => {
    // PostgreSQL: announcements take the server's budget one at a time (SQLite's writer lock already does).
    if (database.engine === 'postgres') await sql`select pg_advisory_xact_lock(95095)`.execute(trx);
    const intake = await countRequest(trx, id, now);
    // Announced before (its answer lost on the way): the same file, nothing counted twice.
    const before = await trx
      .selectFrom('intake_files')
      .select(['id', 'chunks', 'bytes'])
      .where('intake_id', '=', id)
      .where('send_id', '=', file.sendId)
      .executeTakeFirst();
    if (before) {
      if (before.bytes !== file.bytes) throw new AppError('IDEMPOTENCY_MISMATCH', 'This send was announced before with another size.');
      return { id: before.id, chunks: before.chunks, missing: await missingChunks(trx, before.id, before.chunks) };
    }
    if (intake.file_count >= INTAKE_MAX_FILES) throw new AppError('INTAKE_LIMIT');
    if (intake.stored_bytes + stored > INTAKE_MAX_BYTES) throw new AppError('INTAKE_FULL');
    const held = (uid?: string) =>
      trx
        .selectFrom('intakes')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('stored_bytes'), eb.lit(0)).as('bytes'))
        .$if(uid !== undefined, (query) => query.where('uid', '=', uid!))
        .executeTakeFirstOrThrow();
    if (Number((await held()).bytes) + stored > options.maxTotalBytes) throw new AppError('BUSY', FULL_MESSAGE);
    // Announced bytes are held until the intake goes, sent or not: an account announcing without sending holds its share only.
    if (Number((await held(intake.uid)).bytes) + stored > options.maxTotalBytes * INTAKE_USER_SHARE) throw new AppError('BUSY', FULL_MESSAGE);
    const fileId = randomUUID();
    const chunks = intakeChunkCount(file.bytes);
    await trx
      .insertInto('intake_files')
      .values({
        id: fileId,
        intake_id: id,
        seq: intake.file_count + 1,
        meta: file.meta,
        sender_key: file.senderKey ? JSON.stringify(file.senderKey) : null,
        send_id: file.sendId,
        bytes: file.bytes,
        chunks,
        received: 0,
        created_at: now,
        completed_at: null,
        fetched_at: null,
      })
      .execute();
    await trx
      .updateTable('intakes')
      .set({ file_count: sql`file_count + 1`, stored_bytes: sql`stored_bytes + ${stored}`, version: sql`version + 1`, last_upload_at: now })
      .where('id', '=', id)
      .execute();
    return { id: fileId, chunks, missing: Array.from({ length: chunks }, (_, seq) => seq) };
  });
}

async function missingChunks(trx: Kysely<Database>, fileId: string, chunks: number): Promise<number[]> {
  const have = await trx.selectFrom('intake_chunks').select('seq').where('file_id', '=', fileId).execute();
  const received = new Set(have.map((row) => row.seq));
  return Array.from({ length: chunks }, (_, seq) => seq).filter((seq) => !received.has(seq));
}

async function fileOf(trx: Kysely<Database>, id: string, fileId: string) {
  const file = await trx.selectFrom('intake_files').selectAll().where('id', '=', fileId).where('intake_id', '=', id).executeTakeFirst();
  if (!file) throw new AppError('NOT_FOUND', 'This file was not announced to this intake.');
  return file;
}

/** What storing a chunk answers: the file's progress, and whether this chunk was new (a resend changes nothing). */
export type IntakeChunkProgress = IntakeFileProgress & { changed: boolean };

/**
 * Stores chunk `seq` of a file, as the phone encrypted it. Its size must be exactly what the file's announced size
 * gives (core's intakeChunkSize), so the stored bytes never exceed what the budget took. Sending a chunk again (a
 * resend after a cut-off answer) changes nothing. Returns what is still missing; `completed` when this chunk was
 * the file's last.
 */
export async function receiveIntakeChunk(
  database: DatabaseHandle,
  ids: { intakeId: string; fileId: string },
  seq: number,
  data: Buffer,
  now = Date.now(),
): Promise<IntakeChunkProgress> {
  return inWriteTransaction(database, async (trx) => {
    await countRequest(trx, ids.intakeId, now, { grace: INTAKE_UPLOAD_GRACE_MS });
    const file = await fileOf(trx, ids.intakeId, ids.fileId);
    if (!Number.isInteger(seq) || seq < 0 || seq >= file.chunks)
      throw new AppError('VALIDATION', `This file has chunks 0 to ${file.chunks - 1}.`, { fields: ['seq'] });
    const expected = intakeChunkSize(file.bytes, seq);
    if (data.length !== expected) throw new AppError('VALIDATION', `Chunk ${seq} must be ${expected} bytes.`, { fields: ['body'] });
    const inserted = await trx
      .insertInto('intake_chunks')
      .values({ file_id: file.id, seq, data })
      .onConflict((conflict) => conflict.columns(['file_id', 'seq']).doNothing())
      .executeTakeFirst();
    const changed = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    let received = file.received;
    if (changed) {
      // One statement: counted, and complete with its last chunk.
      const updated = await trx
        .updateTable('intake_files')
        .set({ received: sql`received + 1`, completed_at: sql`case when received + 1 = chunks then ${now} else completed_at end` })
        .where('id', '=', file.id)
        .returning('received')
        .executeTakeFirstOrThrow();
      received = updated.received;
    }
    // Every chunk here: nothing to look up.
    const missing = received === file.chunks ? [] : await missingChunks(trx, file.id, file.chunks);
    return { id: file.id, chunks: file.chunks, missing, changed };
  });
}

/** Which chunks of the file the server still needs (the phone resumes there). */
export async function intakeFileProgress(database: DatabaseHandle, ids: { intakeId: string; fileId: string }, now = Date.now()): Promise<IntakeFileProgress> {
  const db = database.db;
  const intake = await db
    .selectFrom('intakes')
    .select('id')
    .where('id', '=', ids.intakeId)
    .where('expires_at', '>', now - INTAKE_UPLOAD_GRACE_MS)
    .executeTakeFirst();
  if (!intake) throw new AppError('INTAKE_CLOSED');
  const file = await fileOf(db, ids.intakeId, ids.fileId);
  return { id: file.id, chunks: file.chunks, missing: await missingChunks(db, file.id, file.chunks) };
}

/** The phone's page has opened the intake (its script says so: a link preview runs none). */
export async function markPhoneSeen(database: DatabaseHandle, id: string, now = Date.now()): Promise<boolean> {
  return inWriteTransaction(database, async (trx) => {
    await countRequest(trx, id, now);
    const result = await trx
      .updateTable('intakes')
      .set({ phone_seen_at: now, version: sql`version + 1` })
      .where('id', '=', id)
      .where('phone_seen_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
}
