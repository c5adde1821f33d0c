import { useTranslation } from '../../../lib/i18n';
import { usePremium } from '../api/get-premium';
import { CoinIcon, PremiumIcon } from './account-icons';
import '../account.css';

/**
 * The signed-in part of the top header (spec §2): with plan days left, the premium logo,
 * "N day(s) left", the plan and "Coins: N"; otherwise the coin logo and "Coins (as of now): N";
 * a spinner while loading. A failed read shows nothing (spec §8: logged, no message).
 * Loaded lazily: visitors who are not signed in never download it.
 */
export default function HeaderBalance() {
  const { t } = useTranslation();
  const premium = usePremium();

  if (premium.isPending) {
    return (
      <span className="header-balance" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('account.loadingBalance')}</span>
      </span>
    );
  }
  if (premium.isError) return null;
  const { coins, remainingDays, cspDocumentPrint } = premium.data;

  if (remainingDays > 0) {
    return (
      <span className="header-balance" data-testid="header-balance">
        <PremiumIcon />
        <span>
          {t('account.daysLeft', { count: remainingDays })} {cspDocumentPrint ? t('account.proPlan') : t('account.standardPlan')}{' '}
          <span className="header-balance__coins">{t('account.coins', { coins })}</span>
        </span>
      </span>
    );
  }
  return (
    <span className="header-balance" data-testid="header-balance">
      <CoinIcon />
      <span>{t('account.coinsAsOfNow', { coins })}</span>
    </span>
  );
}
