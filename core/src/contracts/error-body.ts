import { z } from 'zod/mini';
import { errorCodes, type ErrorCode } from '../errors/error-codes';
import { printQuote } from './print-quote';

/** Body of every error response. */
export const errorBody = z.object({
  code: z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  /**
   * For a VALIDATION error about fields of the request: their names (dotted paths, e.g. `utr`,
   * `billing.phone`), so a client can say in its own words and language what to fix instead of
   * showing the message, which names them in English.
   */
  fields: z.optional(z.array(z.string())),
  /** For a 402 INSUFFICIENT_COINS that says it: how many coins the refused print needed in all (a customer sheet, decision 0042). */
  coinsNeeded: z.optional(z.int()),
  /** For a 409 QUOTE_CHANGED: the quote as it stands now, to show before the user presses Print again. */
  quote: z.optional(printQuote),
});
export type ErrorBody = z.infer<typeof errorBody>;
