import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { usePremium, premiumQueryKey } from '../../features/account/api/get-premium';
import { LowCoinDialog } from '../../features/account/components/low-coin-dialog';
import { PrintHeaderBar } from '../../features/account/components/print-header-bar';
import { canPrintClean, planCovers } from '../../features/account/lib/can-print-clean';
import { useServices } from '../../features/catalog/api/get-services';
import { PassportStudio } from '../../features/print-studio/components/passport-studio';
import type { PrintResult } from '../../features/print-studio/components/print-actions';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { useTranslation } from '../../lib/i18n';

const SERVICE = 'passport-photo';

/**
 * /PassportSizePhoto (spec §2): the print header bar over the passport photo studio. The page
 * wires the account's balance, the catalog's price and the low-coin dialog into the studio,
 * which knows nothing of them but props.
 */
export default function PassportSizePhotoPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const premium = usePremium();
  const services = useServices();
  const brand = useBrandName();
  const [lowCoins, setLowCoins] = useState(false);

  const price = services.data?.services.find((service) => service.id === SERVICE)?.coins ?? null;
  const status = premium.data ?? null;

  const onPrinted = useCallback(
    (result: PrintResult) => {
      if (result.charge !== 'none') void queryClient.invalidateQueries({ queryKey: premiumQueryKey });
    },
    [queryClient],
  );

  return (
    <div className="page print-screen">
      <PrintHeaderBar />
      <h1>{t('print.passportHeading')}</h1>
      <p>{t('studio.intro')}</p>
      <PassportStudio
        canPrintClean={canPrintClean(status, SERVICE, price ?? Number.POSITIVE_INFINITY)}
        planCovers={status !== null && planCovers(status, SERVICE)}
        priceCoins={price}
        watermarkText={brand}
        onNeedCoins={() => {
          setLowCoins(true);
          // The balance shown may be stale (coins spent on another device): read it again.
          void queryClient.invalidateQueries({ queryKey: premiumQueryKey });
        }}
        onPrinted={onPrinted}
      />
      <LowCoinDialog open={lowCoins} onClose={() => setLowCoins(false)} />
    </div>
  );
}
