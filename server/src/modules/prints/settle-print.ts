import type { PrintSheet } from '@core/contracts/print-sheet';
import type { PrintCharge, PrintMode } from '@core/contracts/prints';
import type { DatabaseHandle } from '../../db/create-database';
import type { ChargeBasis } from '../entitlement/charge-basis';
import { chargeForServiceJob, recordWatermarkedPrint } from '../entitlement/charge-for-service-job';
import { readBalance } from '../ledger/apply-ledger-entry';

export interface SettleRequest {
  uid: string;
  /** What the print is charged by, built as a quote of it builds it (docs/decisions/0057). */
  basis: ChargeBasis;
  sheet: PrintSheet;
  now: number;
  jobId: string;
  /** The coins of the quote the page showed; never charged more (409 QUOTE_CHANGED). */
  expectedCoins: number | undefined;
}

/**
 * Records a composed print: a clean one is charged by chargeForServiceJob on the charge basis a quote
 * reads (the only code that decides what a print costs; 402 INSUFFICIENT_COINS or 409 QUOTE_CHANGED
 * and nothing written), a free one is recorded at no charge. Call it only once the PDF exists, so a
 * failure never costs a coin.
 */
export async function settlePrint(
  database: DatabaseHandle,
  mode: PrintMode,
  request: SettleRequest,
): Promise<{ jobId: string; charge: PrintCharge; coinsCharged: number; balanceAfter: number }> {
  const { basis } = request;
  const job = { uid: request.uid, service: basis.service, docHash: basis.docHash, sheet: request.sheet, now: request.now, jobId: request.jobId };
  if (mode === 'clean') {
    const paid = await chargeForServiceJob(database, { ...job, items: basis.items, words: basis.words, expectedCoins: request.expectedCoins });
    return { jobId: paid.jobId, charge: paid.charge, coinsCharged: paid.coins, balanceAfter: paid.balance };
  }
  const jobId = await recordWatermarkedPrint(database, job);
  return { jobId, charge: 'none', coinsCharged: 0, balanceAfter: await readBalance(database.db, request.uid) };
}
