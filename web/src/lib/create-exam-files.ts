import { CUSTOM_EXAM_FILE_FIELD, examFilesResponse, type ExamFilesMode, type ExamFilesResponse } from '@core/contracts/exam-files';
import type { CustomExamSpec } from '@core/exam-files/custom-exam-preset';
import type { PrintQuoteRequest } from '@core/contracts/print-quote';
import { apiFetch } from './api-client';

export type { ExamFileAnswer, ExamFilesMode, ExamFilesResponse } from '@core/contracts/exam-files';

/** One file to make: the preset's id (`custom` for the custom file) and the operator's lossless crop (PNG). */
export interface ExamFileUpload {
  presetId: string;
  png: Blob;
}

/** What a request carries besides the crops: the custom file's spec, and the caption for photos that ask for one. */
export interface ExamFilesExtras {
  custom?: CustomExamSpec | undefined;
  caption?: { name: string; date: string } | undefined;
  /** Clean files: the coins of the quote shown (expectedCoinsOf); never charged more (409 QUOTE_CHANGED). */
  expectedCoins?: number | undefined;
  /** History's Download again: the print job these clean files make again (decision 0070); the server checks it is the caller's own. */
  again?: string | undefined;
}

/** The custom file's spec as the form sends it (JSON text), when a custom file is sent; the quote names it by the same text. */
function customFieldText(uploads: readonly ExamFileUpload[], extras: ExamFilesExtras): string | undefined {
  return extras.custom && uploads.some((upload) => upload.presetId === CUSTOM_EXAM_FILE_FIELD) ? JSON.stringify(extras.custom) : undefined;
}

/**
 * The quote of clean files (kind `exam-files`), given each upload's SHA-256 in order: each file's preset (the custom one
 * with its spec's text) and its hash, and the caption. The exam screen and History's Download again ask it alike.
 */
export function examQuoteRequest(uploads: readonly ExamFileUpload[], extras: ExamFilesExtras, hashes: readonly string[]): PrintQuoteRequest {
  const custom = customFieldText(uploads, extras);
  return {
    kind: 'exam-files',
    files: uploads.map((upload, i) => ({
      presetId: upload.presetId,
      sha256: hashes[i]!,
      ...(upload.presetId === CUSTOM_EXAM_FILE_FIELD && custom !== undefined ? { custom } : {}),
    })),
    ...(extras.caption ? { captionName: extras.caption.name, captionDate: extras.caption.date } : {}),
  };
}

/**
 * The multipart form POST /api/v1/exam-files reads: `mode`, the custom spec (JSON) and the caption when given, then
 * one file part a preset, named by its id (the custom file's `custom`).
 */
export function examFilesForm(mode: ExamFilesMode, uploads: readonly ExamFileUpload[], extras: ExamFilesExtras = {}): FormData {
  const form = new FormData();
  form.append('mode', mode);
  if (mode === 'clean' && extras.expectedCoins !== undefined) form.append('expectedCoins', String(extras.expectedCoins));
  if (mode === 'clean' && extras.again !== undefined) form.append('again', extras.again);
  const custom = customFieldText(uploads, extras);
  if (custom !== undefined) form.append('custom', custom);
  if (extras.caption) {
    form.append('captionName', extras.caption.name);
    form.append('captionDate', extras.caption.date);
  }
  for (const upload of uploads) form.append(upload.presetId, upload.png, `${upload.presetId}.png`);
  return form;
}

/**
 * POST /api/v1/exam-files: `preview` answers watermarked pictures with each file's exact size (free); `clean` the
 * files, charged on the server (plan, the same files today, coins; never more than `expectedCoins`). Both answer
 * `{receipt, files}`. 402 INSUFFICIENT_COINS, 409 QUOTE_CHANGED (with the new quote), INSUFFICIENT_COINS, 422
 * FILE_DOES_NOT_FIT_PRESET (the server's message says why and what to do) come as ApiError.
 */
export function createExamFiles(
  mode: ExamFilesMode,
  uploads: readonly ExamFileUpload[],
  signal?: AbortSignal,
  extras?: ExamFilesExtras,
): Promise<ExamFilesResponse> {
  return apiFetch('/api/v1/exam-files', { method: 'POST', body: examFilesForm(mode, uploads, extras), schema: examFilesResponse, signal });
}
