import { sql, type Kysely } from 'kysely';
import { AppError } from '@core/errors/app-error';
import type { DatabaseHandle } from '../../db/create-database';
import type { Database } from '../../db/schema';

const RETRYABLE_PG_CODES = new Set(['40001', '40P01']); // serialization failure, deadlock
const MAX_ATTEMPTS = 5;

/**
 * Runs `work` in one write transaction, all or nothing.
 * SQLite: `BEGIN IMMEDIATE` takes the write lock first, so concurrent writers (other processes on
 * the same file) queue instead of failing mid-way; inside one process the single connection serialises.
 * PostgreSQL: a READ COMMITTED transaction, retried on serialization failures and deadlocks; when
 * they persist (heavy contention) 503 BUSY, so the client tries again later, never 500.
 */
export async function inWriteTransaction<T>(handle: DatabaseHandle, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (handle.engine === 'sqlite') {
    return handle.db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        const result = await work(conn);
        await sql`commit`.execute(conn);
        return result;
      } catch (error) {
        await sql`rollback`.execute(conn);
        throw error;
      }
    });
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await handle.db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !RETRYABLE_PG_CODES.has(code)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw new AppError('BUSY', undefined, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}

/**
 * Inside an inWriteTransaction: makes this user's writes queue behind one another until the
 * transaction ends, so a check-then-insert (at most N of something, a name not taken yet) holds under
 * concurrent requests. PostgreSQL: the user's row locked FOR UPDATE; SQLite: nothing to do, its
 * BEGIN IMMEDIATE already lets one writer in at a time.
 */
export async function lockUserRow(handle: DatabaseHandle, trx: Kysely<Database>, uid: string): Promise<void> {
  if (handle.engine === 'postgres') await trx.selectFrom('users').select('uid').where('uid', '=', uid).forUpdate().execute();
}
