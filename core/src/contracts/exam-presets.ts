import { z } from 'zod/mini';
import { examByteWindow } from '../exam-files/exam-file-size';
import { examCaptions, examFileFormats, examFileKinds, examTones, MAX_SIGNATURES_IN_FILE } from '../exam-files/exam-presets';

const side = z.int().check(z.gte(16), z.lte(6000));
const mmSide = z.number().check(z.gt(0), z.lte(300));

/** A preset's pixel rule (core's `ExamPixels`), checked for sense: a range's minimum is not above its maximum. */
export const examPixelsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('exact'), width: side, height: side }),
  z
    .object({ kind: z.literal('range'), minWidth: side, minHeight: side, maxWidth: side, maxHeight: side, square: z.boolean() })
    .check(z.refine((r) => r.minWidth <= r.maxWidth && r.minHeight <= r.maxHeight, 'The smallest size must not be larger than the largest.')),
  z.object({ kind: z.literal('mm'), widthMm: mmSide, heightMm: mmSide }),
]);

/**
 * A preset's id: kebab-case, also its file's name. `custom` and `custom-…` are kept for the operator's own size
 * (its file part and the screen's choice are named `custom`).
 */
export const examPresetId = z.string().check(
  z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes.'),
  z.minLength(2),
  z.maxLength(60),
  z.refine((id) => id !== 'custom' && !id.startsWith('custom-'), 'Ids starting with “custom” are kept for the operator’s own sizes.'),
);

/** Text the operator reads in Hindi beside the English; '' shows the English (an admin's preset from before 0058). */
const hindi = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** Everything of a preset the admin edits: all but its id, version and review flag (docs/decisions/0058-exam-presets-2026.md). */
const presetFields = {
  form: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  formHi: hindi(80),
  kind: z.enum(examFileKinds),
  pixels: examPixelsSchema,
  pixelsPreferred: z.boolean(),
  dpi: z.int().check(z.gte(50), z.lte(1200)),
  minKb: z.int().check(z.gte(0), z.lte(10_000)),
  maxKb: z.int().check(z.gte(1), z.lte(10_000)),
  format: z.enum(examFileFormats),
  caption: z.enum(examCaptions),
  tone: z.enum(examTones),
  ruleYear: z.nullable(z.int().check(z.gte(2000), z.lte(2100))),
  source: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  sourceHi: hindi(300),
  sourceUrl: z.string().check(z.trim(), z.maxLength(300), z.regex(/^(https:\/\/\S+)?$/, 'Give the source’s address as https://…, or leave it empty.')),
  checked: z.nullable(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'Give the date checked as YYYY-MM or YYYY-MM-DD.'))),
  secondarySource: z.boolean(),
  note: z.string().check(z.trim(), z.maxLength(600)),
  noteHi: hindi(600),
  oldPattern: z.boolean(),
  noEdits: z.boolean(),
  signatures: z.int().check(z.gte(1), z.lte(MAX_SIGNATURES_IN_FILE)),
  active: z.boolean(),
  sortOrder: z.int().check(z.gte(0), z.lte(10_000)),
};

/** The KB window holds at least 1 KB once read safely (`examByteWindow`). */
const windowIsOpen = z.refine<{ minKb: number; maxKb: number }>(
  (p) => {
    const { minBytes, maxBytes } = examByteWindow(p);
    return minBytes + 1024 <= maxBytes;
  },
  { message: 'The KB window is empty: the largest size must be above the smallest.', path: ['maxKb'] },
);

/** Only a signature's file holds more than one (docs/decisions/0059-three-signatures-from-three-crops.md). */
const signaturesFitKind = z.refine<{ kind: string; signatures: number }>((p) => p.signatures === 1 || p.kind === 'signature', {
  message: 'Only a signature’s file can hold more than one signature.',
  path: ['signatures'],
});

/** The version and the review flag are the server's: each save is a new version and clears the flag. */
export const examPresetSchema = z
  .object({ id: examPresetId, ...presetFields, version: z.int().check(z.gte(1)), needsReview: z.boolean() })
  .check(windowIsOpen, signaturesFitKind);
export type ExamPresetBody = z.infer<typeof examPresetSchema>;

/** GET /api/v1/exam-presets (signed in: the active presets) and GET /api/v1/admin/exam-presets (all). */
export const examPresetsResponse = z.object({ presets: z.array(examPresetSchema) });

/**
 * GET /api/v1/admin/exam-presets: every preset, active or retired, and for each one flagged for review the
 * preset a seed proposed instead (docs/decisions/0058-exam-presets-2026.md), keyed by id.
 */
export const adminExamPresetsResponse = z.object({ presets: z.array(examPresetSchema), reviewProposals: z.record(z.string(), examPresetSchema) });
export type AdminExamPresets = z.infer<typeof adminExamPresetsResponse>;

export const examPresetParams = z.object({ id: examPresetId });

/** POST /api/v1/admin/exam-presets/:id: create or replace a preset; the reason is kept in the audit log. */
export const adminExamPresetRequest = z
  .object({
    ...presetFields,
    reason: z.string().check(z.trim(), z.minLength(1, 'Please give a reason (it is kept in the audit log).'), z.maxLength(200)),
  })
  .check(windowIsOpen, signaturesFitKind);
export type AdminExamPresetRequest = z.infer<typeof adminExamPresetRequest>;
export const adminExamPresetResponse = z.object({ preset: examPresetSchema });
