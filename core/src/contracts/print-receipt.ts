import { z } from 'zod/mini';
import { printCharges } from './prints';

/**
 * What every print and exam-files request answers (docs/decisions/0057), as JSON: what was charged and
 * how, the balance after, and where the PDF is. The PDF itself is fetched from `printUrl` by its owner
 * (GET /api/v1/prints/held/:id); exam files come in the same answer, so theirs is null.
 */
export const printReceipt = z.object({
  /** The print job recorded: its History row. Null for an exam preview (nothing is recorded). */
  jobId: z.nullable(z.string()),
  /** `none` (a free proof), `plan`, `reprint` (everything was paid today already) or `coins`. */
  charge: z.enum(printCharges),
  /** Coins this request took: 0 unless `coins`. */
  coinsCharged: z.int().check(z.nonnegative()),
  /** Coins held right after it; null when nothing was read (an exam preview). */
  balanceAfter: z.nullable(z.int()),
  /** Everything it printed was paid for earlier today, so it cost nothing. */
  reprint: z.boolean(),
  /** Same-origin path of the PDF for its owner until `expiresAt`; null for exam files. */
  printUrl: z.nullable(z.string()),
  filename: z.string(),
  expiresAt: z.nullable(z.string()),
});
export type PrintReceipt = z.infer<typeof printReceipt>;
