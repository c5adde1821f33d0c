import type { Kysely, Selectable } from 'kysely';
import type { Database, LedgerTable } from '../../db/schema';

/** A user's newest 200 ledger entries. */
export async function readUserLedger(db: Kysely<Database>, uid: string): Promise<Selectable<LedgerTable>[]> {
  return db.selectFrom('ledger').selectAll().where('uid', '=', uid).orderBy('created_at', 'desc').limit(200).execute();
}
