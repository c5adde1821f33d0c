import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import type { ServiceId } from '@core/catalog/services';
import { premiumQueryKey, usePremium } from '../../features/account/api/get-premium';
import { LowCoinDialog } from '../../features/account/components/low-coin-dialog';
import { useBalanceRefresh } from '../../features/account/hooks/use-balance-refresh';
import { useLowCoinDialog } from '../../features/account/hooks/use-low-coin-dialog';
import { PrintHeaderBar } from '../../features/account/components/print-header-bar';
import { canPrintClean, planCovers } from '../../features/account/lib/can-print-clean';
import { useServices } from '../../features/catalog/api/use-services';
import type { PrintResult, StudioEntitlement } from '../../features/print-studio/components/print-actions';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { useTranslation } from '../../lib/i18n';

interface StudioScreenProps {
  service: ServiceId;
  heading: string;
  intro: string;
  children: (entitlement: StudioEntitlement) => ReactNode;
}

/**
 * The frame of every print screen (as in the spec): the print header bar (balance or plan), heading and
 * intro, the studio given the account's balance and plan and the catalog's price of `service`, and
 * the low-coin dialog the studio opens. The studios know nothing of the account but these props.
 * The balance is read again when the operator comes back to this tab or another tab says a
 * purchase was paid; when it then pays for a clean print the dialog closes by itself, and the
 * studio (photo, layout) stays as it was.
 */
export function StudioScreen({ service, heading, intro, children }: StudioScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const premium = usePremium();
  const services = useServices();
  const brand = useBrandName();
  useBalanceRefresh();

  const price = services.data?.services.find((item) => item.id === service)?.coins ?? null;
  const status = premium.data ?? null;
  const entitled = canPrintClean(status, service, price ?? Number.POSITIVE_INFINITY);
  const lowCoins = useLowCoinDialog({ enough: entitled, readAt: premium.dataUpdatedAt });
  const { show: showLowCoins } = lowCoins;

  const onNeedCoins = useCallback(() => {
    showLowCoins();
    void queryClient.invalidateQueries({ queryKey: premiumQueryKey });
  }, [queryClient, showLowCoins]);
  const onPrinted = useCallback(
    (result: PrintResult) => {
      if (result.charge !== 'none') void queryClient.invalidateQueries({ queryKey: premiumQueryKey });
    },
    [queryClient],
  );

  return (
    <div className="page print-screen">
      <PrintHeaderBar />
      <h1>{heading}</h1>
      <p>{intro}</p>
      {lowCoins.coinsArrived && (
        <p className="form-success" role="status">
          {t('lowCoins.added')}
        </p>
      )}
      {children({
        canPrintClean: entitled,
        planCovers: status !== null && planCovers(status, service),
        priceCoins: price,
        watermarkText: brand,
        onNeedCoins,
        onPrinted,
      })}
      <LowCoinDialog open={lowCoins.open} onClose={lowCoins.close} needed={price} held={status?.coins ?? null} />
    </div>
  );
}
