import { z } from 'zod';

/** What the server charged for a print: nothing, the plan, a free same-day reprint, or coins. */
export const printCharges = ['none', 'plan', 'reprint', 'coins'] as const;
export type PrintCharge = (typeof printCharges)[number];

/**
 * The `delivery` field of POST /api/v1/prints: `pdf` (default) answers the PDF itself;
 * `frame` keeps it on the server for a few minutes and answers where to fetch it, so a desktop
 * browser can load it into a hidden same-origin frame and open the print dialog on it
 * (a blob: frame would need the CSP widened, and the PDF would cross a slow line twice).
 */
export const printDeliveries = ['pdf', 'frame'] as const;
export type PrintDelivery = (typeof printDeliveries)[number];

/** POST /api/v1/prints with delivery=frame: 201 with this body (and the X-Print-Charge / X-Coins-Remaining headers). */
export const heldPrintResponse = z.object({
  /** Same-origin path of the PDF, for its owner only, until `expiresAt`. */
  printUrl: z.string(),
  filename: z.string(),
  charge: z.enum(printCharges),
  coinsRemaining: z.number().int(),
  expiresAt: z.string(),
});
export type HeldPrintResponse = z.infer<typeof heldPrintResponse>;

/** GET /api/v1/prints/held/:printId */
export const heldPrintParams = z.object({ printId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
