import { examFilePixels, type PixelSize } from './exam-file-size';
import type { ExamCaption, ExamFileFormat, ExamPreset } from './exam-presets';

/**
 * Custom (decision 0045): the operator gives the size a form asks for when no preset has it. Its bounds keep
 * the server's work small (`CUSTOM_EXAM_LIMITS`); the contract (`core/src/contracts/exam-files.ts`) checks them.
 */

/** What a custom file shows: a photo (resized as it is) or ink on paper (a signature-style scan: cropped to the ink, paper whitened). */
export const customExamKinds = ['photo', 'signature'] as const;
export type CustomExamKind = (typeof customExamKinds)[number];

/** The size given in pixels, or in millimetres at the DPI. */
export const customExamUnits = ['px', 'mm'] as const;
export type CustomExamUnit = (typeof customExamUnits)[number];

export interface CustomExamSpec {
  kind: CustomExamKind;
  unit: CustomExamUnit;
  /** Pixels (whole) for `px`, millimetres for `mm`. */
  width: number;
  height: number;
  /** Written into the JFIF header; for `mm` also the resolution the pixels are computed at. */
  dpi: number;
  minKb: number;
  maxKb: number;
  format: ExamFileFormat;
  caption: ExamCaption;
}

export const CUSTOM_EXAM_LIMITS = {
  /** Each side of the file, in pixels (after a size in mm is converted). */
  minSide: 50,
  maxSide: 2500,
  /** The file's pixels at most: 4 megapixels, a few encodes of which stay well under a second. */
  maxPixels: 4_000_000,
  minDpi: 50,
  maxDpi: 1200,
  /** A side in mm: a stamp to an A4 page's width. */
  minMm: 5,
  maxMm: 300,
  /** The KB window's ceiling at most (2 MB: no form asks for more). */
  maxKb: 2000,
} as const;

/** The file's exact pixels for a custom size: the pixels given, or the mm at the DPI by core's one rule (`examFilePixels`). */
export function customExamPixels(spec: Pick<CustomExamSpec, 'unit' | 'width' | 'height' | 'dpi'>): PixelSize {
  if (spec.unit === 'px') return { width: spec.width, height: spec.height };
  return examFilePixels({ kind: 'mm', widthMm: spec.width, heightMm: spec.height }, spec.dpi, { width: 1, height: 1 });
}

/**
 * The most bytes a file of these pixels may honestly be made to weigh: its raw RGB pixels. A floor above that is a
 * mistake in the form's numbers (or a typo), not something padding should meet.
 */
export function customExamMaxFloorBytes(pixels: PixelSize): number {
  return pixels.width * pixels.height * 3;
}

/** A custom file's id, which is also its name: `photo-200x230` (`photo-200x230.jpg`), `signature-140x60`. */
function customExamId(spec: Pick<CustomExamSpec, 'kind' | 'unit' | 'width' | 'height' | 'dpi'>): string {
  const { width, height } = customExamPixels(spec);
  return `${spec.kind}-${width}x${height}`;
}

/**
 * A checked custom spec as a preset the export and the screen use like any other: exact pixels (mm converted at
 * the DPI), colour, the operator's KB window and caption, marked as set by the operator (no source, no date).
 */
export function customExamPreset(spec: CustomExamSpec): ExamPreset {
  const pixels = customExamPixels(spec);
  return {
    id: customExamId(spec),
    form: 'Custom',
    formHi: '',
    kind: spec.kind,
    pixels: { kind: 'exact', ...pixels },
    pixelsPreferred: false,
    dpi: spec.dpi,
    minKb: spec.minKb,
    maxKb: spec.maxKb,
    format: spec.format,
    caption: spec.caption,
    tone: 'colour',
    ruleYear: null,
    source: 'Set by the operator',
    sourceHi: '',
    sourceUrl: '',
    checked: null,
    secondarySource: false,
    note: '',
    noteHi: '',
    oldPattern: false,
    noEdits: false,
    signatures: 1,
    version: 1,
    needsReview: false,
    active: true,
    sortOrder: 0,
  };
}
