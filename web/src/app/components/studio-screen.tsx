import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import type { ServiceId } from '@core/catalog/services';
import { premiumQueryKey, usePremium } from '../../features/account/api/get-premium';
import { LowCoinDialog } from '../../features/account/components/low-coin-dialog';
import { PrintHeaderBar } from '../../features/account/components/print-header-bar';
import { canPrintClean, planCovers } from '../../features/account/lib/can-print-clean';
import { useServices } from '../../features/catalog/api/use-services';
import type { PrintResult, StudioEntitlement } from '../../features/print-studio/components/print-actions';
import { useBrandName } from '../../features/site/api/use-brand-name';

interface StudioScreenProps {
  service: ServiceId;
  heading: string;
  intro: string;
  children: (entitlement: StudioEntitlement) => ReactNode;
}

/**
 * The frame of every print screen (spec §2): the print header bar (balance or plan), heading and
 * intro, the studio given the account's balance and plan and the catalog's price of `service`, and
 * the low-coin dialog the studio opens. The studios know nothing of the account but these props.
 */
export function StudioScreen({ service, heading, intro, children }: StudioScreenProps) {
  const queryClient = useQueryClient();
  const premium = usePremium();
  const services = useServices();
  const brand = useBrandName();
  const [lowCoins, setLowCoins] = useState(false);

  const price = services.data?.services.find((item) => item.id === service)?.coins ?? null;
  const status = premium.data ?? null;

  const onNeedCoins = useCallback(() => {
    setLowCoins(true);
    void queryClient.invalidateQueries({ queryKey: premiumQueryKey });
  }, [queryClient]);
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
      {children({
        canPrintClean: canPrintClean(status, service, price ?? Number.POSITIVE_INFINITY),
        planCovers: status !== null && planCovers(status, service),
        priceCoins: price,
        watermarkText: brand,
        onNeedCoins,
        onPrinted,
      })}
      <LowCoinDialog open={lowCoins} onClose={() => setLowCoins(false)} />
    </div>
  );
}
