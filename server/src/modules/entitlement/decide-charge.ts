import type { PrintQuote } from '@core/contracts/print-quote';
import type { PrintCharge } from '@core/contracts/prints';

/** How an access was paid: covered by a plan, free as the same document's second print today, or in coins (a print's charge but `none`). */
export type AccessCharge = Exclude<PrintCharge, 'none'>;

/** What the entitlement rule reads before it decides (docs/domain-rules.md §4): the same for a quote and a charge. */
export interface ChargeSnapshot {
  /** An active plan covers the service. */
  planCovers: boolean;
  /** Which of the job's items (per-item hashes) the user already paid for today (IST), for this service: today's daily_access rows. */
  paidToday: ReadonlySet<string>;
  /** Coins held. */
  balance: number;
}

export interface ChargeDecision {
  charge: AccessCharge;
  /** Coins it takes: the price times the new items (the price once without the same-day rule); 0 for `plan` and `reprint`. */
  coins: number;
  /** The items not yet paid today, each charged the price (distinct, in the order given); none for `plan`. */
  newItems: string[];
}

/**
 * The entitlement rule (docs/domain-rules.md §4; docs/decisions/0057), pure: a covering plan → `plan`; else
 * every item already paid today → `reprint`; else `coins`, the price for each item not yet paid today.
 * `items` null: no same-day rule (the mobile app's deduct-coins), the price once. Whether the balance is
 * enough is not decided here: the debit refuses (a charge) or the quote says `short`.
 */
export function decideCharge(
  snapshot: Pick<ChargeSnapshot, 'planCovers' | 'paidToday'>,
  job: { price: number; items: readonly string[] | null },
): ChargeDecision {
  if (snapshot.planCovers) return { charge: 'plan', coins: 0, newItems: [] };
  if (job.items === null) return { charge: 'coins', coins: job.price, newItems: [] };
  const newItems = [...new Set(job.items)].filter((item) => !snapshot.paidToday.has(item));
  if (newItems.length === 0) return { charge: 'reprint', coins: 0, newItems };
  return { charge: 'coins', coins: job.price * newItems.length, newItems };
}

/** The quote a decision gives on its snapshot: `short` when the coins it takes are more than the balance. */
export function quoteOfDecision(snapshot: ChargeSnapshot, decision: ChargeDecision): PrintQuote {
  const short = decision.charge === 'coins' && decision.coins > snapshot.balance;
  return { charge: short ? 'short' : decision.charge, coins: decision.coins, balance: snapshot.balance, newItems: decision.newItems.length };
}
