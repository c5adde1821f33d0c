import { z } from 'zod/mini';
import { orderStatuses } from '../payments/order-terms';
import { printSheet } from './print-sheet';
import { printCharges } from './prints';

/** How far back History reaches, and how many rows one page carries. */
export const HISTORY_DAYS = 30;
export const HISTORY_PAGE_SIZE = 50;

/** GET /api/v1/history?before=<ms>: the signed-in user's own prints and purchases, newest first. */
export const historyQuery = z.object({
  /** Only rows strictly older than this (ms since the epoch): the `older` of the page before. */
  before: z.optional(z.string().check(z.regex(/^\d{1,15}$/, 'before must be a time in milliseconds.'))),
});

/** A print: what it was (its typed sheet, which History titles come from) and what it cost. */
const historyPrintSchema = z.object({
  type: z.literal('print'),
  /** The print job's id: the receipt's `jobId`, which links it to a crop kept in the browser. */
  id: z.string(),
  /** ISO 8601 (UTC). */
  at: z.string(),
  service: z.string(),
  sheet: printSheet,
  charge: z.enum(printCharges),
  coins: z.int().check(z.nonnegative()),
  /** Coins held right after it, from the ledger. */
  balanceAfter: z.nullable(z.int()),
});
export type HistoryPrint = z.infer<typeof historyPrintSchema>;

const historyPurchaseStatuses = [...orderStatuses, 'approved'] as const;

/** A purchase: an order through the gateway, or a UPI request the shop approved. */
const historyPurchaseSchema = z.object({
  type: z.literal('purchase'),
  id: z.string(),
  at: z.string(),
  channel: z.enum(['online', 'upi']),
  offerId: z.string(),
  amountPaise: z.int(),
  /** What it buys: coins, or a plan's days. */
  coins: z.nullable(z.int()),
  days: z.nullable(z.int()),
  status: z.enum(historyPurchaseStatuses),
  /** Coins held right after it was credited; null while (or when) it credited nothing. */
  balanceAfter: z.nullable(z.int()),
});
export type HistoryPurchase = z.infer<typeof historyPurchaseSchema>;

const historyEntrySchema = z.discriminatedUnion('type', [historyPrintSchema, historyPurchaseSchema]);
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyResponse = z.object({
  entries: z.array(historyEntrySchema),
  /** `before` for the next page, or null when nothing older is left in the window. */
  older: z.nullable(z.string()),
  /** The window's start (ISO 8601). */
  since: z.string(),
  /** Coins held now. */
  coins: z.int(),
});
export type HistoryResponse = z.infer<typeof historyResponse>;
