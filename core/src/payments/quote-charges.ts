/**
 * How a quote says a clean print would be charged, without zod (the landing page's bundle checks a
 * 409 QUOTE_CHANGED's quote with it and stays free of zod); core/src/contracts/print-quote.ts builds
 * the schema from it.
 *
 * `plan` (covered), `reprint` (everything paid today already), `coins` (`coins` of them), or `short`
 * (it needs `coins` and the user holds `balance`).
 */
export const quoteCharges = ['plan', 'reprint', 'coins', 'short'] as const;
export type QuoteCharge = (typeof quoteCharges)[number];
