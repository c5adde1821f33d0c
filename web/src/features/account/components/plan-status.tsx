import { useTranslation } from '../../../lib/i18n';
import type { Premium } from '../../../lib/premium/get-premium';
import { CoinIcon, PremiumIcon } from './account-icons';

/**
 * The user's plan and coins, in one wording wherever they are shown (the top header and the print
 * screens' bar; the spec worded the two differently): with plan days left, the premium logo,
 * "N day(s) left (Pro Plan)" or "(Standard Plan)", and "Coins: N"; otherwise the coin logo and
 * "Coins: N" (the spec's "Coins (as of now): N" is gone: docs/decisions/0068-buying-in-place.md).
 */
export function PlanStatus({ premium }: { premium: Pick<Premium, 'coins' | 'remainingDays' | 'cspDocumentPrint'> }) {
  const { t } = useTranslation();
  const { coins, remainingDays, cspDocumentPrint } = premium;
  if (remainingDays > 0) {
    return (
      <>
        <PremiumIcon />
        <span>
          {t('account.daysLeft', { count: remainingDays })} {cspDocumentPrint ? t('account.proPlan') : t('account.standardPlan')}{' '}
          <span className="plan-status__coins">{t('account.coins', { coins })}</span>
        </span>
      </>
    );
  }
  return (
    <>
      <CoinIcon />
      <span>{t('account.coins', { coins })}</span>
    </>
  );
}

/**
 * The same in a few characters, for a narrow phone where the words don't fit on one line: the
 * premium logo and the days left when there is a plan, then the coin logo and the coins. Shown only
 * beside PlanStatus read out to screen readers, so it is hidden from them itself.
 */
export function PlanStatusShort({ premium }: { premium: Pick<Premium, 'coins' | 'remainingDays'> }) {
  const { t } = useTranslation();
  const { coins, remainingDays } = premium;
  return (
    <>
      {remainingDays > 0 && (
        <>
          <PremiumIcon />
          {t('account.daysShort', { count: remainingDays })} ·
        </>
      )}
      <CoinIcon />
      {coins}
    </>
  );
}
