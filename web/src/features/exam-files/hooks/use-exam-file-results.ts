import { useCallback, useEffect, useRef, useState } from 'react';
import { expectedCoinsOf } from '@core/contracts/print-quote';
import type { PrintCharge, PrintMode } from '@core/contracts/prints';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import type { PrintQuoteState } from '../../../lib/prints/use-print-quote';
import { printFailure } from '../../../lib/prints/print-failure';
import type { PrintQuoteRequest } from '../../../lib/prints/print-quote';
import {
  createExamFiles,
  type ExamFileAnswer,
  type ExamFilesExtras,
  type ExamFilesMode,
  type ExamFilesResponse,
  type ExamFileUpload,
} from '../../../lib/create-exam-files';
import { jpegBlob, saveFile } from '../../../lib/save-exam-file';

/** One file the server answered, with an object URL of its picture (watermarked for a preview). */
interface ExamFileResult extends Omit<ExamFileAnswer, 'jpegBase64'> {
  url: string;
  blob: Blob;
}

export interface ExamFileResults {
  /** What the results were made from (the crops' ids): shown only while the crops are those. */
  subject: string;
  /** The print job recorded (clean files): their History row. */
  jobId: string | null;
  charge: PrintCharge;
  coinsCharged: number;
  balanceAfter: number | null;
  files: ExamFileResult[];
}

/** What the screen is told of the account by its frame (the studio screen), and how it reports a paid request. */
export interface ExamEntitlement {
  /** Open the low-coin dialog for the files quoted by `quote` (their hashes), or for none in particular. */
  onNeedCoins: (quote: PrintQuoteRequest | null) => void;
  onPrinted: (result: { charge: PrintCharge; balanceAfter: number | null; mode: PrintMode }) => void;
}

export interface ExamFileRequests {
  /** The preview of the current crops, when made. */
  preview: ExamFileResults | null;
  /** The clean files of the current crops, when paid for. */
  clean: ExamFileResults | null;
  busy: ExamFilesMode | null;
  /** The last failure, in plain words (the server's own for FILE_DOES_NOT_FIT_PRESET), while the crops are those. */
  error: ApiError | null;
  /** Free: watermarked pictures and the exact size of each file. */
  makePreview: () => Promise<void>;
  /**
   * The clean files: charged once on the server (the plan, the same files today, or coins), then each downloaded
   * under the form's name. Short of coins (here or on the server) the low-coin dialog opens instead.
   */
  payAndDownload: () => Promise<void>;
  /** Downloads every clean file again (nothing is charged: they are here). */
  downloadAll: () => void;
}

interface Options {
  /** The crops to send, in the form's order; empty while nothing is cropped. */
  uploads: readonly ExamFileUpload[];
  /** Identity of what is sent: the crops' ids, and the custom spec and caption when sent. */
  subject: string;
  /** The custom spec and the caption, when the files need them. */
  extras?: ExamFilesExtras;
  entitlement: ExamEntitlement;
  /** The server's quote of the clean files (usePrintQuote of examQuoteInput): Pay waits for it and sends its coins. */
  quote: PrintQuoteState;
  /** The request, replaceable in tests. */
  send?: typeof createExamFiles;
  /** How a file is saved, replaceable in tests. */
  save?: (blob: Blob, fileName: string) => void;
  /**
   * Told of clean files made and recorded, with what was sent: the screen keeps them in this browser for History
   * (decision 0070). The result is said once that is done (or after KEEP_WAIT_MS), so History opened at once lists it.
   */
  onPaid?: (paid: { jobId: string; uploads: readonly ExamFileUpload[]; extras: ExamFilesExtras }) => Promise<void> | void;
}

/** How long the paid result waits for the files to be kept for History. */
const KEEP_WAIT_MS = 3000;

/** Waits for `work` to end, well or not, or for `ms`, whichever comes first. */
async function settledWithin(work: Promise<void> | void, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.resolve(work).catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

function resultsOf(subject: string, answer: ExamFilesResponse): ExamFileResults {
  return {
    subject,
    jobId: answer.receipt.jobId,
    charge: answer.receipt.charge,
    coinsCharged: answer.receipt.coinsCharged,
    balanceAfter: answer.receipt.balanceAfter,
    files: answer.files.map(({ jpegBase64, ...file }) => {
      const blob = jpegBlob(jpegBase64);
      return { ...file, blob, url: URL.createObjectURL(blob) };
    }),
  };
}

const releaseAll = (results: ExamFileResults | null) => results?.files.forEach((file) => URL.revokeObjectURL(file.url));

/**
 * The exam screen's two requests over the current crops: the free preview and the paid files, with the busy
 * state, one request at a time, and plain failures. Results of other crops are not shown (and their URLs go).
 */
export function useExamFileResults({
  uploads,
  subject,
  extras,
  entitlement,
  quote,
  send = createExamFiles,
  save = saveFile,
  onPaid,
}: Options): ExamFileRequests {
  const [preview, setPreview] = useState<ExamFileResults | null>(null);
  const [clean, setClean] = useState<ExamFileResults | null>(null);
  const [busy, setBusy] = useState<ExamFilesMode | null>(null);
  const [failure, setFailure] = useState<{ subject: string; error: ApiError } | null>(null);
  const busyRef = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const { onNeedCoins, onPrinted } = entitlement;
  const { quote: shownQuote, request: quoteRequest, replace: replaceQuote, retry: retryQuote } = quote;
  const { t } = useTranslation();

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => releaseAll(preview), [preview]);
  useEffect(() => () => releaseAll(clean), [clean]);

  const run = useCallback(
    async (mode: ExamFilesMode, expectedCoins?: number): Promise<ExamFileResults | null> => {
      if (busyRef.current || uploads.length === 0) return null;
      busyRef.current = true;
      setBusy(mode);
      setFailure(null);
      const controller = new AbortController();
      abort.current = controller;
      try {
        const sent = expectedCoins === undefined ? extras : { ...extras, expectedCoins };
        const answer = sent ? await send(mode, uploads, controller.signal, sent) : await send(mode, uploads, controller.signal);
        return resultsOf(subject, answer);
      } catch (error) {
        if (controller.signal.aborted) return null;
        // As the print buttons do (printFailure); the words shown are the exam screen's (examFailureText, "Press Pay again").
        const failed = printFailure(t, error);
        if (failed.needCoins) {
          onNeedCoins(quoteRequest);
          return null;
        }
        // QUOTE_CHANGED: nothing was charged; the new price shows on Pay and the failure says it (pressed again, never retried here).
        if (failed.quote) replaceQuote(failed.quote);
        // A 409 without the new quote: the quote is read again now, not left stale on Pay.
        if (failed.requote) retryQuote();
        setFailure({ subject, error: error instanceof ApiError ? error : new ApiError(0, 'NETWORK', String(error)) });
        return null;
      } finally {
        busyRef.current = false;
        setBusy(null);
      }
    },
    [uploads, subject, extras, send, t, onNeedCoins, quoteRequest, replaceQuote, retryQuote],
  );

  const makePreview = useCallback(async () => {
    const made = await run('preview');
    if (made) setPreview(made);
  }, [run]);

  const currentClean = clean?.subject === subject ? clean : null;

  const downloadAll = useCallback(() => {
    for (const file of currentClean?.files ?? []) save(file.blob, file.fileName);
  }, [currentClean, save]);

  const payAndDownload = useCallback(async () => {
    if (currentClean) return downloadAll();
    // Clean files are asked at the quote shown (Pay waits for it); short of coins the low-coin dialog opens instead.
    if (!shownQuote) return;
    if (shownQuote.charge === 'short') return onNeedCoins(quoteRequest);
    const made = await run('clean', expectedCoinsOf(shownQuote));
    if (!made) return;
    for (const file of made.files) save(file.blob, file.fileName);
    // Kept for History before the result is said: an operator who opens History at once (or reloads) finds the job's
    // crops and thumbnail. A store that never answers (another tab holding an older version) holds it back no longer.
    if (made.jobId !== null && onPaid) await settledWithin(onPaid({ jobId: made.jobId, uploads, extras: extras ?? {} }), KEEP_WAIT_MS);
    setClean(made);
    onPrinted({ charge: made.charge, balanceAfter: made.balanceAfter, mode: 'clean' });
  }, [currentClean, downloadAll, shownQuote, quoteRequest, onNeedCoins, run, onPrinted, save, onPaid, uploads, extras]);

  return {
    preview: preview?.subject === subject ? preview : null,
    clean: currentClean,
    busy,
    error: failure?.subject === subject ? failure.error : null,
    makePreview,
    payAndDownload,
    downloadAll,
  };
}
