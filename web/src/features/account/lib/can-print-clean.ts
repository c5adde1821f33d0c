import type { ServiceId } from '@core/catalog/services';
import type { Premium } from '../api/get-premium';

type PlanStatus = Pick<Premium, 'remainingDays' | 'cspDocumentPrint' | 'coins'>;

/** Whether the user's active plan makes a clean print of this service free (docs/domain-rules.md §4). */
export function planCovers(premium: PlanStatus, service: ServiceId): boolean {
  if (premium.remainingDays <= 0) return false;
  return service === 'both-side' ? premium.cspDocumentPrint : true;
}

/**
 * Whether a clean (unwatermarked) print may be asked for: the plan covers the service (any plan
 * for passport photos and single-side prints, the Pro Plan for both-side), or the user holds at
 * least the price in coins (docs/domain-rules.md §9: the spec's "more than 5" refused a user with exactly 5).
 * The server decides in the end; this only picks the button and the low-coin dialog.
 */
export function canPrintClean(premium: PlanStatus | null | undefined, service: ServiceId, priceCoins: number): boolean {
  if (!premium) return false;
  return planCovers(premium, service) || premium.coins >= priceCoins;
}
