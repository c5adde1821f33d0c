import { sql } from 'kysely';
import { intakeStoredBytes } from '@core/intake/intake-terms';
import { AppError } from '@core/errors/app-error';
import type { DatabaseHandle } from '../../db/create-database';
import { inWriteTransaction } from '../ledger/write-transaction';

/**
 * Removes a file from the operator's own intake (docs/decisions/0105-a-file-taken-off-the-queue.md): a file a phone
 * stopped sending (its page closed, its battery gone) or one the operator does not want. Its row and its chunks are
 * deleted, its encrypted size is given back to the intake's budget, and the intake's version is bumped so every
 * queue following it drops the file. It still counts among the intake's files (the count is a bound on a phone's
 * sends, and the order numbers are never reused). NOT_FOUND when the intake is not the operator's or has no such
 * file: the answer does not say which.
 */
export async function removeIntakeFile(database: DatabaseHandle, ids: { intakeId: string; uid: string; fileId: string }): Promise<void> {
  await inWriteTransaction(database, async (trx) => {
    // The intake's row first: a chunk being stored (which counts its request on that row) and a second removal of
    // the same file wait for this one, and then find the file gone (404), so nothing is stored for a deleted file
    // and its bytes are never given back twice.
    const owned = await trx
      .updateTable('intakes')
      .set({ version: sql`version + 1` })
      .where('id', '=', ids.intakeId)
      .where('uid', '=', ids.uid)
      .executeTakeFirst();
    if (Number(owned.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', 'This file is not here (any more).');
    const file = await trx
      .selectFrom('intake_files')
      .select(['id', 'bytes'])
      .where('intake_id', '=', ids.intakeId)
      .where('id', '=', ids.fileId)
      .executeTakeFirst();
    if (!file) throw new AppError('NOT_FOUND', 'This file is not here (any more).');
    // Chunks first: both databases cascade, but the order keeps the write the same on either.
    await trx.deleteFrom('intake_chunks').where('file_id', '=', file.id).execute();
    await trx.deleteFrom('intake_files').where('id', '=', file.id).execute();
    await trx
      .updateTable('intakes')
      .set({ stored_bytes: sql`stored_bytes - ${intakeStoredBytes(file.bytes)}` })
      .where('id', '=', ids.intakeId)
      .execute();
  });
}
