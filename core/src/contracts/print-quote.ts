import { z } from 'zod/mini';
import { documentServices } from '../documents/document-layouts';
import { MAX_SHEET_CUSTOMERS } from '../layout/place-customer-sheet';
import { MAX_EXAM_FILES } from './exam-files';
import { quoteCharges } from '../payments/quote-charges';

/** The SHA-256 of a file's bytes as it will be uploaded, lowercase hex (computed in the browser, so nothing is uploaded twice). */
const sha256Hex = z.string('a SHA-256 in hex').check(z.regex(/^[0-9a-f]{64}$/, 'a SHA-256 in lowercase hex'));

/**
 * POST /api/v1/prints/quote (JSON; docs/decisions/0057): what a clean print of these files would cost now.
 * Each photo is named by the crop it was cut from: a white-background picture is quoted as its crop, and the
 * print that sends both is charged as that crop (docs/domain-rules.md §4).
 */
export const printQuoteRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('photo-sheet'), photo: sha256Hex }),
  z.object({ kind: z.literal('customer-sheet'), photos: z.array(sha256Hex).check(z.minLength(1), z.maxLength(MAX_SHEET_CUSTOMERS)) }),
  z.object({ kind: z.literal('document'), service: z.enum(documentServices), front: sha256Hex, back: z.optional(sha256Hex) }),
  z.object({
    kind: z.literal('exam-files'),
    /** Each file as the request will send it: the preset (or `custom` with its spec as JSON text) and its crop's hash. */
    files: z
      .array(
        z.object({ presetId: z.string().check(z.minLength(1), z.maxLength(64)), sha256: sha256Hex, custom: z.optional(z.string().check(z.maxLength(512))) }),
      )
      .check(z.minLength(1), z.maxLength(MAX_EXAM_FILES)),
    captionName: z.optional(z.string().check(z.maxLength(512))),
    captionDate: z.optional(z.string().check(z.maxLength(32))),
  }),
]);
export type PrintQuoteRequest = z.output<typeof printQuoteRequest>;

/** What the clean print would be charged (zod-free, for the landing page's guard): ../payments/quote-charges. */
export { quoteCharges, type QuoteCharge } from '../payments/quote-charges';

export const printQuote = z.object({
  charge: z.enum(quoteCharges),
  /** Coins the clean print takes (`coins`) or needs (`short`); 0 for `plan` and `reprint`. */
  coins: z.int().check(z.nonnegative()),
  /** Coins held now. */
  balance: z.int(),
  /** Photos, documents or files not yet paid today (each one is charged the price). */
  newItems: z.int().check(z.nonnegative()),
});
export type PrintQuote = z.infer<typeof printQuote>;

/** The coins a print shown `quote` may take: a print sends it as `expectedCoins`, and is never charged more. */
export const expectedCoinsOf = (quote: PrintQuote): number => (quote.charge === 'coins' || quote.charge === 'short' ? quote.coins : 0);
