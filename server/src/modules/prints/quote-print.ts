import type { PrintQuote, PrintQuoteRequest } from '@core/contracts/print-quote';
import type { DatabaseHandle } from '../../db/create-database';
import { inReadSnapshot } from '../ledger/in-read-snapshot';
import { chargeBasisOf } from '../entitlement/charge-basis';
import { decideCharge, quoteOfDecision } from '../entitlement/decide-charge';
import { readChargeSnapshot } from '../entitlement/read-charge-snapshot';
import { readServiceTerms } from '../entitlement/read-service-terms';

/**
 * What a clean print (or clean exam files) of these files would cost the user now (docs/decisions/0057): the
 * same charge basis and the same decideCharge as the charge, on one read snapshot of the user's plan, today's
 * paid items and balance; `short` when the coins are more than the balance. Writes nothing. The print that
 * follows sends the quote's coins as `expectedCoins` and is never charged more.
 */
export async function quotePrint(database: DatabaseHandle, uid: string, request: PrintQuoteRequest, now: number): Promise<PrintQuote> {
  const basis = await chargeBasisOf(database.db, request, now);
  return inReadSnapshot(database, async (trx) => {
    const service = await readServiceTerms(trx, basis.service);
    const snapshot = await readChargeSnapshot(trx, { uid, coveredBy: service.covered_by, service: basis.service, items: basis.items, now });
    return quoteOfDecision(snapshot, decideCharge(snapshot, { price: service.coins, items: basis.items }));
  });
}
