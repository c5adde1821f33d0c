import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { usePremium } from '../api/get-premium';
import { CoinIcon, PremiumIcon } from './account-icons';
import '../account.css';

/**
 * The print screens' bar (spec §2, Shared print header bar): a link back to the services and the
 * balance from the server: "Premium Access N day(s) Remaining (Coins: N)" with the premium logo,
 * or "Coins (as of now) N" with the coin logo. It refreshes when premiumQueryKey is invalidated.
 */
export function PrintHeaderBar() {
  const { t } = useTranslation();
  const premium = usePremium();

  return (
    <div className="print-bar print-header-bar">
      <Link to="/#service-details">← {t('common.backToServices')}</Link>
      <span className="print-header-bar__balance" aria-live="polite">
        {premium.isPending && (
          <span className="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('account.loadingBalance')}</span>
          </span>
        )}
        {premium.isSuccess &&
          (premium.data.remainingDays > 0 ? (
            <>
              <PremiumIcon />
              <span>{t('account.premiumAccess', { count: premium.data.remainingDays, coins: premium.data.coins })}</span>
            </>
          ) : (
            <>
              <CoinIcon />
              <span>{t('account.coinsAsOfNowBar', { coins: premium.data.coins })}</span>
            </>
          ))}
      </span>
    </div>
  );
}
