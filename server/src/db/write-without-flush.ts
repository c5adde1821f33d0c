import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './create-database';
import type { Database } from './schema';

/**
 * Runs `write` so that its commit doesn't wait for the disk (decision 0034): like every write it
 * survives the process being killed (kill -9), but the last few such writes may be lost if the
 * machine itself loses power before the next flush. Only for what nobody pays by (a free print's
 * history row, a free-proof count: decision 0053), never for money: every other commit still waits for the disk. SQLite (WAL): synchronous=NORMAL
 * for this write only, on the one connection that every query queues for, then FULL again;
 * PostgreSQL: synchronous_commit=off for this transaction only.
 */
export async function writeWithoutFlush<T>(handle: DatabaseHandle, write: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (handle.engine === 'sqlite') {
    return handle.db.connection().execute(async (db) => {
      await sql`pragma synchronous = NORMAL`.execute(db);
      try {
        return await write(db);
      } finally {
        await sql`pragma synchronous = FULL`.execute(db);
      }
    });
  }
  return handle.db.transaction().execute(async (trx) => {
    await sql`set local synchronous_commit = off`.execute(trx);
    return write(trx);
  });
}
