import { useCallback } from 'react';
import { useSession } from './session/use-session';
import type { PrintMode, PrintReceipt, PrintRequest } from './prints/create-print';
import { indexedDbStore } from './indexed-db-store';
import { keepPrintedCrop, type KeptCrop } from './kept-crops';

/**
 * What a studio calls once a print is made: its crop's bytes are kept in this browser (never sent
 * anywhere else) under the job the server named, so History can offer Reprint. Failing to keep it
 * (storage full, private mode) changes nothing about the print.
 */
export function useKeepPrintedCrop(): (request: PrintRequest, mode: PrintMode, printed: Pick<PrintReceipt, 'jobId'>) => void {
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  return useCallback(
    (request, mode, printed) => {
      // A customer sheet's photos are kept together, as one crop (decision 0047).
      if (uid === null || printed.jobId === null) return;
      keepPrintedCrop(indexedDbStore<KeptCrop>('crops'), { uid, jobId: printed.jobId, mode, request, now: Date.now() }).catch(() => undefined);
    },
    [uid],
  );
}
