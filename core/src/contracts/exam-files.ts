import { z } from 'zod/mini';
import { CUSTOM_EXAM_LIMITS, customExamKinds, customExamMaxFloorBytes, customExamPixels, customExamUnits } from '../exam-files/custom-exam-preset';
import {
  EXAM_CAPTION_MIN_HEIGHT,
  EXAM_CAPTION_MIN_WIDTH,
  EXAM_CAPTION_NAME_MAX,
  EXAM_CAPTION_NAME_PATTERN,
  examCaptionBand,
  examCaptionDateText,
} from '../exam-files/exam-caption';
import { examByteWindow } from '../exam-files/exam-file-size';
import { examCaptions, examFileFormats } from '../exam-files/exam-presets';
import { expectedCoinsFormText } from './expected-coins';
import { printReceipt } from './print-receipt';

/** POST /api/v1/exam-files: at most this many files in one request (a form's photo, signature, thumb and declaration). */
export const MAX_EXAM_FILES = 4;

/** A file part's field name is its preset's id. */
export { examPresetId as examFilePresetId } from './exam-presets';

/**
 * POST /api/v1/exam-files (multipart): the text field `mode`, then one file part a preset, named by the
 * preset's id (`ssc-photo`, `ssc-signature`), holding the operator's lossless crop.
 * `preview` answers watermarked pictures with the exact size of each file, free; `clean` the files, charged.
 */
export const examFilesFormFields = z.object({
  mode: z.enum(['preview', 'clean']),
  /** A custom file's spec as JSON (`examCustomSpecSchema`), with its crop in the file part named `custom`. */
  custom: z.optional(z.string()),
  /** The name and date drawn under a photo whose preset (or custom spec) asks for a caption (`examCaptionSchema`). */
  captionName: z.optional(z.string()),
  captionDate: z.optional(z.string()),
  /** The coins of the quote the page showed for clean files: never charged more (409 QUOTE_CHANGED otherwise; docs/decisions/0057). */
  expectedCoins: z.optional(expectedCoinsFormText),
  /**
   * History's Download again (decision 0070): the print job these clean files make again, the caller's own exam-files
   * job of the same presets in the same order (404 otherwise). It decides nothing about money: the one same-day rule
   * charges the files as it charges any (free only when each file is byte for byte one paid today).
   */
  again: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, 'again must be a print job id.'))),
});
export type ExamFilesMode = z.infer<typeof examFilesFormFields>['mode'];

/** The file part holding a custom file's crop (a preset's is named by the preset's id). */
export const CUSTOM_EXAM_FILE_FIELD = 'custom';

const L = CUSTOM_EXAM_LIMITS;
const bounded = (min: number, max: number) => z.number().check(z.gte(min), z.lte(max));

/**
 * Custom (decision 0045): a file of the operator's size. Each refused field is named (`width`, `height`, `dpi`,
 * `minKb`, `maxKb`, `caption`; the server prefixes `custom.`), with why in plain words: pixels out of bounds (a size
 * in mm is converted at the DPI by core's one rule first), a KB window with no room, a floor more than the pixels can
 * hold, a caption on a signature or on a file too small for one.
 */
export const examCustomSpecSchema = z
  .object({
    kind: z.enum(customExamKinds),
    unit: z.enum(customExamUnits),
    width: bounded(0, 100_000),
    height: bounded(0, 100_000),
    dpi: z.int().check(z.gte(L.minDpi, `Give a DPI from ${L.minDpi} to ${L.maxDpi}.`), z.lte(L.maxDpi, `Give a DPI from ${L.minDpi} to ${L.maxDpi}.`)),
    minKb: z.int().check(z.gte(0, 'The smallest size can’t be below 0 KB.'), z.lte(L.maxKb, `The smallest size can be at most ${L.maxKb} KB.`)),
    maxKb: z.int().check(z.gte(1, 'The largest size must be at least 1 KB.'), z.lte(L.maxKb, `The largest size can be at most ${L.maxKb} KB.`)),
    format: z.enum(examFileFormats),
    caption: z.enum(examCaptions),
  })
  .check(
    z.superRefine((spec, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, input: spec });
      let sidesOk = true;
      for (const side of ['width', 'height'] as const) {
        const value = spec[side];
        if (spec.unit === 'px' && !Number.isInteger(value)) {
          issue(side, `Give the ${side} in whole pixels.`);
          sidesOk = false;
        } else if (spec.unit === 'mm' && (value < L.minMm || value > L.maxMm)) {
          issue(side, `Give the ${side} from ${L.minMm} to ${L.maxMm} mm.`);
          sidesOk = false;
        }
      }
      if (!sidesOk || spec.dpi < L.minDpi || spec.dpi > L.maxDpi) return;
      const pixels = customExamPixels(spec);
      const at = spec.unit === 'mm' ? ` (${spec.width}×${spec.height} mm at ${spec.dpi} dpi is ${pixels.width}×${pixels.height} px)` : '';
      for (const side of ['width', 'height'] as const) {
        if (pixels[side] < L.minSide || pixels[side] > L.maxSide) {
          issue(side, `The ${side} must be from ${L.minSide} to ${L.maxSide} pixels${at}.`);
          sidesOk = false;
        }
      }
      if (sidesOk && pixels.width * pixels.height > L.maxPixels) {
        issue('width', `The picture can have at most ${L.maxPixels / 1_000_000} megapixels${at}.`);
        sidesOk = false;
      }
      const { minBytes, maxBytes } = examByteWindow(spec);
      if (minBytes + 1024 > maxBytes) issue('maxKb', 'The largest size must be above the smallest (for example 20–50 KB).');
      const rawKb = Math.floor(customExamMaxFloorBytes(pixels) / 1024);
      // Only of a size that is itself good: a floor is judged against the pixels the file will have.
      if (sidesOk && minBytes > customExamMaxFloorBytes(pixels))
        issue(
          'minKb',
          `A ${pixels.width}×${pixels.height} picture holds at most ${rawKb} KB of pixels, so it can’t honestly be ${spec.minKb} KB. Check the smallest size or the pixels.`,
        );
      if (spec.caption !== 'none' && sidesOk) {
        if (spec.kind !== 'photo') issue('caption', 'Only a photo can have a name and date under it.');
        else if (!examCaptionBand(pixels))
          issue('caption', `A name and date need a photo at least ${EXAM_CAPTION_MIN_HEIGHT} pixels tall and ${EXAM_CAPTION_MIN_WIDTH} wide to be readable.`);
      }
    }),
  );

/**
 * The name and date drawn under a photo whose preset asks for a caption. The server's fonts have no Devanagari, so
 * the name takes Latin letters, digits, spaces and `. , ' - ( ) /`, up to 40 characters; the date is a real day.
 */
export const examCaptionSchema = z.object({
  captionName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Type the name to print under the photo.'),
      z.maxLength(EXAM_CAPTION_NAME_MAX, `The name can have at most ${EXAM_CAPTION_NAME_MAX} characters.`),
      z.regex(EXAM_CAPTION_NAME_PATTERN, "Type the name in English letters (A–Z), digits, spaces and . , ' - ( ) / only."),
    ),
  captionDate: z.string().check(z.refine((date) => examCaptionDateText(date) !== null, 'Give the date as a real day (YYYY-MM-DD).')),
});

const examFileSchema = z.object({
  presetId: z.string(),
  /** What the form expects it to be called: `ssc-photo.jpg`. */
  fileName: z.string(),
  /** The clean file's exact pixels, in the preview's answer too (whose picture is smaller). */
  width: z.int(),
  height: z.int(),
  /** The dots per inch written into the clean file. */
  dpi: z.int(),
  /** The clean file's exact size in bytes, in the preview's answer too. */
  bytes: z.int(),
  /** True when `jpegBase64` is the reduced, marked preview (decision 0053), not the file. */
  preview: z.boolean(),
  jpegBase64: z.string(),
});
export type ExamFileAnswer = z.infer<typeof examFileSchema>;

export const examFilesResponse = z.object({
  /** What was charged (`none` for a preview), the balance after (null for a preview); its `printUrl` is null: the files are here. */
  receipt: printReceipt,
  files: z.array(examFileSchema),
});
export type ExamFilesResponse = z.infer<typeof examFilesResponse>;
