import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../lib/session/use-session';
import { premiumQueryKey } from '../../../lib/premium/get-premium';
import { expectedCoinsOf } from '@core/contracts/print-quote';
import type { PrintReceipt } from '../../../lib/prints/create-print';
import { deliverPdf, type PdfDelivered } from '../../../lib/prints/deliver-pdf';
import { printQuoteQueryOptions, quoteInputOf, quoteRequestOf, type PrintQuote } from '../../../lib/prints/print-quote';
import { historyQueryKey } from '../api/get-history';
import { clearKeptInBrowser, indexedDbStore } from '../../../lib/indexed-db-store';
import { keepPrintedCrop, reprintableJobs, reprintRequest, type KeptCrop } from '../../../lib/kept-crops';
import type { KeptStore } from '../../../lib/kept-store';

/** A reprint made (its receipt, and how it was handed over), or refused before asking: the quote says `short`. */
export type Reprinted = { receipt: PrintReceipt; delivered: PdfDelivered } | { short: PrintQuote };

/**
 * History's view of the crops this browser keeps: which jobs can be printed again, Reprint (the kept
 * bytes sent again, so the server's same-day rule sees the same photo; a clean one asked at the server's
 * quote, read on the click), and Forget now.
 */
export function useKeptCrops(storeOverride?: KeptStore<KeptCrop>) {
  const [store] = useState(() => storeOverride ?? indexedDbStore<KeptCrop>('crops'));
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const queryClient = useQueryClient();
  const [jobs, setJobs] = useState<Set<string>>(() => new Set());
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (uid === null) return;
    let live = true;
    reprintableJobs(store, uid).then(
      (found) => live && setJobs(found),
      () => live && setJobs(new Set()),
    );
    return () => {
      live = false;
    };
  }, [store, uid, version]);

  const reprint = useCallback(
    async (jobId: string, frameTitle: string): Promise<Reprinted | null> => {
      if (uid === null) return null;
      const kept = await reprintRequest(store, uid, jobId);
      if (!kept) return null;
      let expectedCoins: number | undefined;
      if (kept.mode === 'clean') {
        // A clean reprint is asked at the server's quote now (free the same day, else its coins); short: not asked.
        const quoteRequest = await quoteRequestOf(quoteInputOf(kept.request));
        const quote = await queryClient.fetchQuery({ ...printQuoteQueryOptions(quoteRequest), staleTime: 0 });
        if (quote.charge === 'short') return { short: quote };
        expectedCoins = expectedCoinsOf(quote);
      }
      const { receipt, delivered } = await deliverPdf(kept.request, kept.mode, 'print', {
        frameTitle,
        ...(expectedCoins === undefined ? {} : { expectedCoins }),
      });
      if (receipt.jobId !== null)
        await keepPrintedCrop(store, { uid, jobId: receipt.jobId, mode: kept.mode, request: kept.request, now: Date.now() }).catch(() => undefined);
      setVersion((v) => v + 1);
      void queryClient.invalidateQueries({ queryKey: historyQueryKey });
      void queryClient.invalidateQueries({ queryKey: premiumQueryKey });
      return { receipt, delivered };
    },
    [store, uid, queryClient],
  );

  const forget = useCallback(async () => {
    await store.clear();
    // The studios' photos too, as at logout; the crops were cleared just above (once).
    await clearKeptInBrowser('crops').catch(() => undefined);
    setJobs(new Set());
    setVersion((v) => v + 1);
  }, [store]);

  return { reprintable: jobs, reprint, forget };
}
