import type { PrintReceipt } from '@core/contracts/print-receipt';
import type { HeldPrint } from './held-prints';
import type { Printed } from './print-pipeline';

/**
 * A print's or exam files' receipt (docs/decisions/0057): what was charged, the balance after, and where its owner
 * fetches the PDF (`held`); exam files come in the same answer, so they have no `printUrl`.
 */
export const presentPrintReceipt = (printed: Printed<unknown>, held: HeldPrint | null): PrintReceipt => ({
  jobId: printed.jobId,
  charge: printed.charge,
  coinsCharged: printed.coinsCharged,
  balanceAfter: printed.balanceAfter,
  reprint: printed.charge === 'reprint',
  printUrl: held ? `/api/v1/prints/held/${held.id}` : null,
  filename: held ? held.filename : printed.filename,
  expiresAt: held ? new Date(held.expiresAt).toISOString() : null,
});
