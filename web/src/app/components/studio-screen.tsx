import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { premiumQueryKey, usePremium } from '../../lib/premium/get-premium';
import { LowCoinDialog } from '../../features/account/components/low-coin-dialog';
import { useBalanceRefresh } from '../../features/account/hooks/use-balance-refresh';
import { useLowCoinDialog } from '../../features/account/hooks/use-low-coin-dialog';
import { PrintHeaderBar } from '../../features/account/components/print-header-bar';
import type { PrintResult, StudioEntitlement } from '../../features/print-studio/components/print-actions';
import { printQuoteQueryOptions, quoteAllowsClean, type PrintQuoteRequest } from '../../lib/prints/print-quote';
import { useBrandName } from '../../features/site/api/use-brand-name';
import { useTranslation } from '../../lib/i18n';
import { IntakeButton } from '../../components/intake-dialog/intake-button';

interface StudioScreenProps {
  heading: string;
  intro: string;
  children: (entitlement: StudioEntitlement) => ReactNode;
}

/**
 * The frame of every print screen (as in the spec): the print header bar (balance or plan), heading and
 * intro, "Get files from the customer's phone" (decision 0095), the studio, and the low-coin dialog the
 * studio opens for a print the server quoted `short` (what it needs and what is held are the quote's: the
 * browser decides nothing about money).
 * The balance (and every quote with it) is read again when the operator comes back to this tab or
 * another tab says a purchase was paid; when the quote then pays for the print the dialog closes by
 * itself, and the studio (photo, layout) stays as it was.
 */
export function StudioScreen({ heading, intro, children }: StudioScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const premium = usePremium();
  const brand = useBrandName();
  useBalanceRefresh();

  /** The print the low-coin dialog is about (its quote request), read with the studio's own quote. */
  const [shortOf, setShortOf] = useState<PrintQuoteRequest | null>(null);
  const needed = useQuery(printQuoteQueryOptions(shortOf));
  const quote = needed.data;
  const lowCoins = useLowCoinDialog({ enough: quoteAllowsClean(quote), readAt: needed.dataUpdatedAt });
  const { show: showLowCoins } = lowCoins;

  const onNeedCoins = useCallback(
    (request: PrintQuoteRequest | null) => {
      setShortOf(request);
      showLowCoins();
      void queryClient.invalidateQueries({ queryKey: premiumQueryKey });
    },
    [queryClient, showLowCoins],
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
      {/* A file from the customer's phone, taken by the screen as if picked there (decision 0095). */}
      <p>
        <IntakeButton />
      </p>
      {lowCoins.coinsArrived && (
        <p className="form-success" role="status">
          {t('lowCoins.added')}
        </p>
      )}
      {children({
        watermarkText: brand,
        onNeedCoins,
        onPrinted,
      })}
      <LowCoinDialog
        open={lowCoins.open}
        onClose={lowCoins.close}
        needed={quote?.charge === 'short' ? quote.coins : null}
        held={quote?.balance ?? premium.data?.coins ?? null}
      />
    </div>
  );
}
