import type { PrintReceipt } from '@core/contracts/print-receipt';
import type { HeldPrint } from './held-prints';
import type { PrintedSheet } from './print-pipeline';

/** A print's receipt (docs/decisions/0057): what was charged, the balance after, and where its owner fetches the PDF. */
export const presentPrintReceipt = (printed: PrintedSheet, held: HeldPrint): PrintReceipt => ({
  jobId: printed.jobId,
  charge: printed.charge,
  coinsCharged: printed.coinsCharged,
  balanceAfter: printed.balanceAfter,
  reprint: printed.charge === 'reprint',
  printUrl: `/api/v1/prints/held/${held.id}`,
  filename: printed.filename,
  expiresAt: new Date(held.expiresAt).toISOString(),
});
