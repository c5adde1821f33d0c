import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/create-database';
import type { Database } from '../../db/schema';

/**
 * Runs `work`'s reads against one snapshot of the database, so figures read by several queries
 * (a balance and the ledger entries behind it) agree even while charges land.
 * SQLite: a deferred transaction holds the one connection (no other query of this process runs in
 * between) and, in WAL mode, a read snapshot against other processes.
 * PostgreSQL: a REPEATABLE READ, READ ONLY transaction: every statement sees the snapshot of the first.
 */
export async function inReadSnapshot<T>(handle: DatabaseHandle, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (handle.engine === 'sqlite') {
    return handle.db.connection().execute(async (conn) => {
      await sql`begin`.execute(conn);
      try {
        return await work(conn);
      } finally {
        await sql`commit`.execute(conn);
      }
    });
  }
  return handle.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      return work(trx);
    });
}
