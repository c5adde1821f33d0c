import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { expectedCoinsOf, type PrintQuote } from '@core/contracts/print-quote';
import type { PrintReceipt } from '@core/contracts/print-receipt';
import { createExamFiles, examQuoteRequest } from '../../../lib/create-exam-files';
import { indexedDbStore } from '../../../lib/indexed-db-store';
import { examJobAgain, keepExamJob, keptExamJobsOf, labelExamJob, type KeptExamJob } from '../../../lib/kept-exam-jobs';
import type { KeptStore } from '../../../lib/kept-store';
import { jpegBlob, saveFile } from '../../../lib/save-exam-file';
import { premiumQueryKey } from '../../../lib/premium/get-premium';
import { useSession } from '../../../lib/session/use-session';
import { blobSha256, printQuoteQueryOptions } from '../../../lib/prints/print-quote';
import { historyQueryKey } from '../api/get-history';

/** What History shows of a paid exam job kept in this browser: its thumbnail (an object URL) and the customer label. */
export interface KeptExamRow {
  thumbnailUrl: string | null;
  label: string;
}

/** Files made again (the receipt: what the server charged), or refused before asking: the quote says `short`. */
export type DownloadedAgain = { receipt: PrintReceipt } | { short: PrintQuote };

/**
 * History's view of the exam files this browser keeps (decision 0070): each kept job's thumbnail and label, the label
 * typed, and Download again: the kept crops sent again with the job's id at the server's quote read on the click
 * (free the same day, else its coins; the server decides), each file saved under the form's name.
 */
export function useKeptExamJobs(storeOverride?: KeptStore<KeptExamJob>, save: (blob: Blob, fileName: string) => void = saveFile) {
  const [store] = useState(() => storeOverride ?? indexedDbStore<KeptExamJob>('exam-jobs'));
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<ReadonlyMap<string, KeptExamRow>>(() => new Map());
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (uid === null) return;
    let live = true;
    const urls: string[] = [];
    keptExamJobsOf(store, uid).then(
      (byJob) => {
        if (!live) return;
        const shown = new Map<string, KeptExamRow>();
        const urlOf = new Map<KeptExamJob, string | null>();
        for (const [jobId, entry] of byJob) {
          if (!urlOf.has(entry)) {
            const url = entry.thumbnail ? URL.createObjectURL(entry.thumbnail) : null;
            if (url) urls.push(url);
            urlOf.set(entry, url);
          }
          shown.set(jobId, { thumbnailUrl: urlOf.get(entry) ?? null, label: entry.label });
        }
        setRows(shown);
      },
      () => live && setRows(new Map()),
    );
    return () => {
      live = false;
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [store, uid, version]);

  const downloadAgain = useCallback(
    async (jobId: string): Promise<DownloadedAgain | null> => {
      if (uid === null) return null;
      const again = await examJobAgain(store, uid, jobId);
      if (!again) return null;
      const { uploads, extras, entry } = again;
      const hashes = await Promise.all(uploads.map((upload) => blobSha256(upload.png)));
      const quote = await queryClient.fetchQuery({ ...printQuoteQueryOptions(examQuoteRequest(uploads, extras, hashes)), staleTime: 0 });
      if (quote.charge === 'short') return { short: quote };
      const answer = await createExamFiles('clean', uploads, undefined, { ...extras, expectedCoins: expectedCoinsOf(quote) });
      for (const file of answer.files) save(jpegBlob(file.jpegBase64), file.fileName);
      if (answer.receipt.jobId !== null)
        await keepExamJob(store, {
          uid,
          jobId: answer.receipt.jobId,
          uploads,
          extras: { custom: extras.custom, caption: extras.caption },
          thumbnail: entry.thumbnail,
          now: Date.now(),
        }).catch(() => undefined);
      setVersion((v) => v + 1);
      void queryClient.invalidateQueries({ queryKey: historyQueryKey });
      void queryClient.invalidateQueries({ queryKey: premiumQueryKey });
      return { receipt: answer.receipt };
    },
    [store, uid, queryClient, save],
  );

  const setLabel = useCallback(
    async (jobId: string, label: string): Promise<boolean> => {
      if (uid === null) return false;
      const saved = await labelExamJob(store, uid, jobId, label);
      setVersion((v) => v + 1);
      return saved;
    },
    [store, uid],
  );

  /** Reads the kept jobs again (after Forget now cleared them). */
  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  return { rows, downloadAgain, setLabel, refresh };
}
