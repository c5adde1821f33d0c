import { z } from 'zod/mini';
import { printCharges } from './prints';

/** POST /api/v1/exam-files: at most this many files in one request (a form's photo, signature, thumb and declaration). */
export const MAX_EXAM_FILES = 4;

/** A file part's field name is its preset's id. */
export { examPresetId as examFilePresetId } from './exam-presets';

/**
 * POST /api/v1/exam-files (multipart): the text field `mode`, then one file part a preset, named by the
 * preset's id (`ssc-photo`, `ssc-signature`), holding the operator's lossless crop.
 * `preview` answers watermarked pictures with the exact size of each file, free; `clean` the files, charged.
 */
export const examFilesFormFields = z.object({ mode: z.enum(['preview', 'clean']) });
export type ExamFilesMode = z.infer<typeof examFilesFormFields>['mode'];

export const examFileSchema = z.object({
  presetId: z.string(),
  /** What the form expects it to be called: `ssc-photo.jpg`. */
  fileName: z.string(),
  width: z.int(),
  height: z.int(),
  /** The clean file's exact size in bytes, in the preview's answer too. */
  bytes: z.int(),
  /** True when `jpegBase64` is the watermarked preview, not the file. */
  preview: z.boolean(),
  jpegBase64: z.string(),
});
export type ExamFileAnswer = z.infer<typeof examFileSchema>;

export const examFilesResponse = z.object({
  /** `none` for a preview; else how the clean files were paid (plan, the same files today, coins). */
  charge: z.enum(printCharges),
  /** The balance after a clean request; null for a preview. */
  coinsRemaining: z.nullable(z.int()),
  files: z.array(examFileSchema),
});
export type ExamFilesResponse = z.infer<typeof examFilesResponse>;
