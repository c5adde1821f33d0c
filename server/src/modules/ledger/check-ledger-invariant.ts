import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface LedgerMismatch {
  uid: string;
  balance: number;
  ledgerSum: number;
}

/** Every user's balance equals the sum of their ledger and is not negative. Returns the users for whom it doesn't hold. */
export async function checkLedgerInvariant(db: Kysely<Database>): Promise<LedgerMismatch[]> {
  const rows = await db
    .selectFrom('balances')
    .leftJoin(
      db
        .selectFrom('ledger')
        .select(['uid', sql<number>`sum(delta)`.as('total')])
        .groupBy('uid')
        .as('l'),
      'l.uid',
      'balances.uid',
    )
    .select(['balances.uid', 'balances.coins', sql<number | null>`l.total`.as('total')])
    .execute();
  return rows
    .map((row) => ({ uid: row.uid, balance: Number(row.coins), ledgerSum: Number(row.total ?? 0) }))
    .filter((row) => row.balance !== row.ledgerSum || row.balance < 0);
}
