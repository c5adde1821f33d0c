import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { usePremium } from '../../../lib/premium/get-premium';
import { PlanStatus, PlanStatusShort } from './plan-status';
import '../account.css';

/**
 * The print screens' bar (the spec's shared print header bar): a link back to the services and the
 * balance from the server, worded as in the top header (PlanStatus). It refreshes when
 * premiumQueryKey is invalidated. On a narrow phone it keeps one line as the top header does: the
 * words are read out, the logos and numbers shown (PlanStatusShort).
 */
export function PrintHeaderBar() {
  const { t } = useTranslation();
  const premium = usePremium();

  return (
    <div className="print-bar print-header-bar">
      <Link to="/#service-details">← {t('common.backToServices')}</Link>
      <span className="print-header-bar__balance" aria-live="polite" data-testid="studio-balance">
        {premium.isPending && (
          <span className="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('account.loadingBalance')}</span>
          </span>
        )}
        {premium.isSuccess && (
          <>
            <span className="print-header-bar__full">
              <PlanStatus premium={premium.data} />
            </span>
            <span className="print-header-bar__short" aria-hidden="true">
              <PlanStatusShort premium={premium.data} />
            </span>
          </>
        )}
      </span>
    </div>
  );
}
