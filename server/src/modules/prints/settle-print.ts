import type { PrintCharge, PrintMode } from '@core/contracts/prints';
import type { DatabaseHandle } from '../../db/create-database';
import { chargeForCleanPrint, recordWatermarkedPrint, type CleanPrintRequest } from '../entitlement/charge-for-clean-print';
import { readBalance } from '../ledger/apply-ledger-entry';

/** A composed and settled print, as the route presents it. */
export interface PrintedSheet {
  pdf: Uint8Array;
  filename: string;
  jobId: string;
  charge: PrintCharge;
  /** Coins this print took (0 unless charged in coins): the X-Print-Coins header. */
  coins: number;
  balance: number;
  /** What the route logs about the print (never the images). */
  log: Record<string, string | number>;
}

/**
 * Records a composed print: a clean one is charged by chargeForCleanPrint (the only code that decides
 * what a print costs; 402 INSUFFICIENT_COINS and nothing written when the user can't pay), a
 * watermarked one is recorded free. Call it only once the PDF exists, so a failure never costs a coin.
 */
export async function settlePrint(
  database: DatabaseHandle,
  mode: PrintMode,
  job: CleanPrintRequest,
): Promise<{ jobId: string; charge: PrintCharge; coins: number; balance: number }> {
  if (mode === 'clean') {
    const result = await chargeForCleanPrint(database, job);
    return { jobId: result.jobId, charge: result.charge, coins: result.coins, balance: result.balance };
  }
  const jobId = await recordWatermarkedPrint(database, job);
  return { jobId, charge: 'none', coins: 0, balance: await readBalance(database.db, job.uid) };
}
