import { examFilesResponse, type ExamFilesMode, type ExamFilesResponse } from '@core/contracts/exam-files';
import { apiFetch } from '../../../lib/api-client';

export type { ExamFileAnswer, ExamFilesMode, ExamFilesResponse } from '@core/contracts/exam-files';

/** One file to make: the preset's id and the operator's lossless crop (PNG). */
export interface ExamFileUpload {
  presetId: string;
  png: Blob;
}

/** The multipart form POST /api/v1/exam-files reads: `mode`, then one file part a preset, named by its id. */
export function examFilesForm(mode: ExamFilesMode, uploads: readonly ExamFileUpload[]): FormData {
  const form = new FormData();
  form.append('mode', mode);
  for (const upload of uploads) form.append(upload.presetId, upload.png, `${upload.presetId}.png`);
  return form;
}

/**
 * POST /api/v1/exam-files: `preview` answers watermarked pictures with each file's exact size (free); `clean` the
 * files, charged on the server (plan, the same files today, coins). 402 INSUFFICIENT_COINS, 422
 * FILE_DOES_NOT_FIT_PRESET (the server's message says why and what to do) come as ApiError.
 */
export function createExamFiles(mode: ExamFilesMode, uploads: readonly ExamFileUpload[], signal?: AbortSignal): Promise<ExamFilesResponse> {
  return apiFetch('/api/v1/exam-files', { method: 'POST', body: examFilesForm(mode, uploads), schema: examFilesResponse, signal });
}
