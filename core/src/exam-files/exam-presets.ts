/**
 * Exam and portal upload presets (decision 0035): what a form accepts for a photo, a signature, a thumb
 * impression or a hand-written declaration. The seed's values are in `exam-presets-2026.ts` (decision 0058); the
 * database (`exam_presets`, editable by the admin, every edit audited and versioned) is the source at run time.
 */

import { examPresets2026 } from './exam-presets-2026';
import { signatureCounts2026 } from './signature-counts-2026';

/** What the file shows. Photos are resized as they are; the others are ink on paper (cropped to the ink, paper whitened). */
export const examFileKinds = ['photo', 'signature', 'thumb', 'declaration'] as const;
export type ExamFileKind = (typeof examFileKinds)[number];

/** The file formats we write. Every seeded form asks for JPEG. */
export const examFileFormats = ['jpeg'] as const;
export type ExamFileFormat = (typeof examFileFormats)[number];

/** Text a form wants under the photo (UPSC's name and the photo's date). */
export const examCaptions = ['none', 'name-and-date'] as const;
export type ExamCaption = (typeof examCaptions)[number];

/** Ink on paper in colour (grey strokes kept smooth), or pure black and white (a form asking for a B/W scan). */
export const examTones = ['colour', 'black-and-white'] as const;
export type ExamTone = (typeof examTones)[number];

/**
 * The pixel size a form accepts:
 * - `exact`: exactly width × height;
 * - `range`: any size from min to max on each side (`square`: width = height); the crop's own size is kept when it fits;
 * - `mm`: a physical size at a resolution, which gives exact pixels (`examFilePixels`).
 */
export type ExamPixels =
  | { kind: 'exact'; width: number; height: number }
  | { kind: 'range'; minWidth: number; minHeight: number; maxWidth: number; maxHeight: number; square: boolean }
  | { kind: 'mm'; widthMm: number; heightMm: number };

export interface ExamPreset {
  /** Kebab-case id; also the file's name: `ssc-photo` → `ssc-photo.jpg`. Stable across versions (History and the same-day rule use it). */
  id: string;
  /** The form or authority as the operator knows it: `SSC`, `IBPS / SBI`, `PAN (UTIITSL)`; and in Hindi. */
  form: string;
  formHi: string;
  kind: ExamFileKind;
  pixels: ExamPixels;
  /** The source calls the pixel size "preferred", not required (IBPS): the screen says so. */
  pixelsPreferred: boolean;
  /** Pixels per inch written into the JFIF header; for `mm` pixels also the resolution the size is computed at. */
  dpi: number;
  /** The size window in KB as the form states it; `minKb` 0 when it states no floor. */
  minKb: number;
  maxKb: number;
  format: ExamFileFormat;
  caption: ExamCaption;
  tone: ExamTone;
  /** The year of the notice or portal cycle the rule is from; null when not recorded (an admin's older preset). */
  ruleYear: number | null;
  /** Where the rule comes from, with the source's own date where it has one (decision 0035), in English and Hindi. */
  source: string;
  sourceHi: string;
  /** The best source's address (`https://…`); '' when none was recorded. */
  sourceUrl: string;
  /** When we last checked it (`YYYY-MM` or `YYYY-MM-DD`); null when the table gave no date. */
  checked: string | null;
  /** True when the rule came only from secondary sites (guides, news, resizer sites), not the authority's own notice. */
  secondarySource: boolean;
  /** Anything the operator should know (a size the source gave in cm, or that it gave none), in English and Hindi. */
  note: string;
  noteHi: string;
  /** The form has moved on (SSC now captures the photo live); kept for forms that still ask for the file. */
  oldPattern: boolean;
  /** The rule forbids digital edits (the passport upload at missions abroad): the screen warns when White background is on. */
  noEdits: boolean;
  /**
   * How many signatures the one file holds, one below the other: 1, or 3 for UPSC 2026's "triple signature". Above 1
   * the screen also offers to crop each from its own picture and stacks them (docs/decisions/0059-three-signatures-from-three-crops.md).
   */
  signatures: number;
  /** The rule's version under this id: 1 as migration 0011 seeded it, one more per corrected rule or admin edit (decision 0058). */
  version: number;
  /** An admin had edited the preset when a corrected seed came: it was not overwritten, and waits for the admin's review. */
  needsReview: boolean;
  active: boolean;
  sortOrder: number;
}

/** The most signatures one file can be asked to hold (UPSC's three). */
export const MAX_SIGNATURES_IN_FILE = 3;

/**
 * The seed as it stands: 2026's rules (docs/decisions/0058-exam-presets-2026.md), with the signatures each file
 * holds (docs/decisions/0059-three-signatures-from-three-crops.md). Migrations 0015 and 0016 bring a database to it.
 */
export const seedExamPresets: readonly ExamPreset[] = examPresets2026.map((preset) => ({ ...preset, ...signatureCounts2026[preset.id] }));

/** The file name a form expects to see: `ssc-photo.jpg`. */
export function examFileName(preset: Pick<ExamPreset, 'id' | 'format'>): string {
  return `${preset.id}.${preset.format === 'jpeg' ? 'jpg' : preset.format}`;
}
