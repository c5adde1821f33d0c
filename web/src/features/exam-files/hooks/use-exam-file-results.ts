import { useCallback, useEffect, useRef, useState } from 'react';
import type { PrintCharge, PrintMode } from '@core/contracts/prints';
import { ApiError } from '../../../lib/api-client';
import {
  createExamFiles,
  type ExamFileAnswer,
  type ExamFilesExtras,
  type ExamFilesMode,
  type ExamFilesResponse,
  type ExamFileUpload,
} from '../api/create-exam-files';
import { jpegBlob, saveFile } from '../lib/save-exam-file';

/** One file the server answered, with an object URL of its picture (watermarked for a preview). */
interface ExamFileResult extends Omit<ExamFileAnswer, 'jpegBase64'> {
  url: string;
  blob: Blob;
}

export interface ExamFileResults {
  /** What the results were made from (the crops' ids): shown only while the crops are those. */
  subject: string;
  charge: PrintCharge;
  coinsRemaining: number | null;
  files: ExamFileResult[];
}

/** What the screen is told of the account by its frame (the studio screen), and how it reports a paid request. */
export interface ExamEntitlement {
  /** The plan covers the service, or the coins pay for it. */
  canPrintClean: boolean;
  /** An active plan covers the service: the clean files are free. */
  planCovers: boolean;
  onNeedCoins: () => void;
  onPrinted: (result: { charge: PrintCharge; coinsRemaining: number | null; mode: PrintMode }) => void;
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
  /** The request, replaceable in tests. */
  send?: typeof createExamFiles;
  /** How a file is saved, replaceable in tests. */
  save?: (blob: Blob, fileName: string) => void;
}

function resultsOf(subject: string, answer: ExamFilesResponse): ExamFileResults {
  return {
    subject,
    charge: answer.charge,
    coinsRemaining: answer.coinsRemaining,
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
export function useExamFileResults({ uploads, subject, extras, entitlement, send = createExamFiles, save = saveFile }: Options): ExamFileRequests {
  const [preview, setPreview] = useState<ExamFileResults | null>(null);
  const [clean, setClean] = useState<ExamFileResults | null>(null);
  const [busy, setBusy] = useState<ExamFilesMode | null>(null);
  const [failure, setFailure] = useState<{ subject: string; error: ApiError } | null>(null);
  const busyRef = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const { canPrintClean, planCovers, onNeedCoins, onPrinted } = entitlement;

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => releaseAll(preview), [preview]);
  useEffect(() => () => releaseAll(clean), [clean]);

  const run = useCallback(
    async (mode: ExamFilesMode): Promise<ExamFileResults | null> => {
      if (busyRef.current || uploads.length === 0) return null;
      busyRef.current = true;
      setBusy(mode);
      setFailure(null);
      const controller = new AbortController();
      abort.current = controller;
      try {
        const answer = extras ? await send(mode, uploads, controller.signal, extras) : await send(mode, uploads, controller.signal);
        return resultsOf(subject, answer);
      } catch (error) {
        if (controller.signal.aborted) return null;
        if (error instanceof ApiError && error.code === 'INSUFFICIENT_COINS') onNeedCoins();
        else setFailure({ subject, error: error instanceof ApiError ? error : new ApiError(0, 'NETWORK', String(error)) });
        return null;
      } finally {
        busyRef.current = false;
        setBusy(null);
      }
    },
    [uploads, subject, extras, send, onNeedCoins],
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
    if (!planCovers && !canPrintClean) return onNeedCoins();
    const made = await run('clean');
    if (!made) return;
    setClean(made);
    onPrinted({ charge: made.charge, coinsRemaining: made.coinsRemaining, mode: 'clean' });
    for (const file of made.files) save(file.blob, file.fileName);
  }, [currentClean, downloadAll, planCovers, canPrintClean, onNeedCoins, run, onPrinted, save]);

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
