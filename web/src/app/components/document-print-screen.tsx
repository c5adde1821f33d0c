import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ServiceId } from '../../../../core/src/catalog/services';
import { findDocumentType } from '../../../../core/src/documents/document-types';
import type { DocumentSource } from '../../../../core/src/documents/prints-qr-reference';
import { premiumQueryKey, usePremium } from '../../features/account/api/get-premium';
import { LowCoinDialog } from '../../features/account/components/low-coin-dialog';
import { PrintHeaderBar } from '../../features/account/components/print-header-bar';
import { canPrintClean, planCovers } from '../../features/account/lib/can-print-clean';
import { useServices } from '../../features/catalog/api/get-services';
import { DocumentStudio } from '../../features/print-studio/components/document-studio';
import type { PrintResult } from '../../features/print-studio/components/print-actions';
import { useBrandName } from '../../features/site/api/use-brand-name';

interface DocumentPrintScreenProps {
  service: Extract<ServiceId, 'single-side' | 'both-side'>;
  heading: string;
  intro: string;
}

const DEFAULT_TYPE = 'aadhaar';

/**
 * /SingleSideDoc and /BothSideDoc (spec §2): the print header bar over the document studio. The
 * screen wires the account's balance and plan, the catalog's price of its service (`single-side`
 * or `both-side`, whatever the document type) and the low-coin dialog into the studio, and keeps
 * the document type (`?type=`) and, on /BothSideDoc, the e-Aadhaar source (`?source=e-aadhaar`) in
 * the address, so a link can open the screen with them chosen.
 */
export function DocumentPrintScreen({ service, heading, intro }: DocumentPrintScreenProps) {
  const queryClient = useQueryClient();
  const premium = usePremium();
  const services = useServices();
  const brand = useBrandName();
  const [searchParams, setSearchParams] = useSearchParams();
  const [lowCoins, setLowCoins] = useState(false);

  const price = services.data?.services.find((item) => item.id === service)?.coins ?? null;
  const status = premium.data ?? null;
  const typeId = findDocumentType(searchParams.get('type') ?? '')?.id ?? DEFAULT_TYPE;
  const source: DocumentSource = service === 'both-side' && searchParams.get('source') === 'e-aadhaar' ? 'e-aadhaar' : 'scan';

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

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
      <DocumentStudio
        sides={service === 'both-side' ? 'both' : 'single'}
        typeId={typeId}
        onTypeChange={(id) => setParam('type', id)}
        source={source}
        onSourceChange={(next) => setParam('source', next === 'e-aadhaar' ? next : null)}
        canPrintClean={canPrintClean(status, service, price ?? Number.POSITIVE_INFINITY)}
        planCovers={status !== null && planCovers(status, service)}
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
