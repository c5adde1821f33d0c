import { useTranslation } from '../../../lib/i18n';
import { usePremium } from '../../../lib/premium/get-premium';
import { useBalanceRefresh } from '../hooks/use-balance-refresh';
import { PlanStatus, PlanStatusShort } from './plan-status';
import '../account.css';

/**
 * The signed-in part of the top header (as in the spec): the plan and coins (PlanStatus, worded as on the
 * print screens); a spinner while loading. A failed read shows nothing (the spec's error catalogue: logged, no
 * message). Read again when the tab is shown again or another tab says a purchase was paid.
 * On a narrow phone the words are read out but not shown: the logos, days and coins keep the
 * header on one line.
 * Loaded lazily: visitors who are not signed in never download it.
 */
export default function HeaderBalance() {
  const { t } = useTranslation();
  const premium = usePremium();
  useBalanceRefresh();

  if (premium.isPending) {
    return (
      <span className="header-balance" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('account.loadingBalance')}</span>
      </span>
    );
  }
  if (premium.isError) return null;
  return (
    <span className="header-balance" data-testid="header-balance">
      <span className="header-balance__full">
        <PlanStatus premium={premium.data} />
      </span>
      <span className="header-balance__short" aria-hidden="true">
        <PlanStatusShort premium={premium.data} />
      </span>
    </span>
  );
}
