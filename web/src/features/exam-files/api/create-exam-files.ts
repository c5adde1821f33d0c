import { CUSTOM_EXAM_FILE_FIELD, examFilesResponse, type ExamFilesMode, type ExamFilesResponse } from '@core/contracts/exam-files';
import type { CustomExamSpec } from '@core/exam-files/custom-exam-preset';
import { apiFetch } from '../../../lib/api-client';

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
}

/**
 * The multipart form POST /api/v1/exam-files reads: `mode`, the custom spec (JSON) and the caption when given, then
 * one file part a preset, named by its id (the custom file's `custom`).
 */
export function examFilesForm(mode: ExamFilesMode, uploads: readonly ExamFileUpload[], extras: ExamFilesExtras = {}): FormData {
  const form = new FormData();
  form.append('mode', mode);
  if (extras.custom && uploads.some((upload) => upload.presetId === CUSTOM_EXAM_FILE_FIELD)) form.append('custom', JSON.stringify(extras.custom));
  if (extras.caption) {
    form.append('captionName', extras.caption.name);
    form.append('captionDate', extras.caption.date);
  }
  for (const upload of uploads) form.append(upload.presetId, upload.png, `${upload.presetId}.png`);
  return form;
}

/**
 * POST /api/v1/exam-files: `preview` answers watermarked pictures with each file's exact size (free); `clean` the
 * files, charged on the server (plan, the same files today, coins). 402 INSUFFICIENT_COINS, 422
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
