import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../auth/hooks/use-session';
import { premiumQueryKey } from '../../account/api/get-premium';
import type { PrintCharged } from '../../print-studio/api/create-print';
import { deliverPdf, type PdfDelivered } from '../../print-studio/lib/deliver-pdf';
import { historyQueryKey } from '../api/get-history';
import { clearKeptInBrowser, indexedDbStore } from '../lib/indexed-db-store';
import { keepPrintedCrop, reprintableJobs, reprintRequest, type KeptCrop } from '../lib/kept-crops';
import type { KeptStore } from '../lib/kept-store';

export interface Reprinted {
  printed: PrintCharged;
  delivered: PdfDelivered;
}

/**
 * History's view of the crops this browser keeps: which jobs can be printed again, Reprint (the kept
 * bytes sent again, so the server's same-day rule sees the same photo), and Forget now.
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
      const { printed, delivered } = await deliverPdf(kept.request, kept.mode, 'print', { frameTitle });
      if (printed.jobId !== null)
        await keepPrintedCrop(store, { uid, jobId: printed.jobId, mode: kept.mode, request: kept.request, now: Date.now() }).catch(() => undefined);
      setVersion((v) => v + 1);
      void queryClient.invalidateQueries({ queryKey: historyQueryKey });
      void queryClient.invalidateQueries({ queryKey: premiumQueryKey });
      return { printed, delivered };
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
