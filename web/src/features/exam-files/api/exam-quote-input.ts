import { examQuoteRequest, type ExamFileUpload, type ExamFilesExtras } from '../../../lib/create-exam-files';
import type { QuoteInput } from '../../../lib/prints/print-quote';

/** The quote of clean files as the screen's quote hook reads it: the uploads to hash, and the request made of their hashes. */
export function examQuoteInput(uploads: readonly ExamFileUpload[], extras: ExamFilesExtras = {}): QuoteInput {
  return { blobs: uploads.map((upload) => upload.png), toRequest: (hashes) => examQuoteRequest(uploads, extras, hashes) };
}
