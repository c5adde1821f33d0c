/**
 * Exam and portal upload presets (decision 0035): what a form accepts for a photo, a signature, a thumb
 * impression or a hand-written declaration. These are the seed values; the database (`exam_presets`,
 * editable in the admin console, every edit audited) is the source at run time.
 */

/** What the file shows. Photos are resized as they are; the others are ink on paper (cropped to the ink, paper whitened). */
export const examFileKinds = ['photo', 'signature', 'thumb', 'declaration'] as const;
export type ExamFileKind = (typeof examFileKinds)[number];

/** The file formats we write. Every seeded form asks for JPEG. */
export const examFileFormats = ['jpeg'] as const;
export type ExamFileFormat = (typeof examFileFormats)[number];

/** Text a form wants under the photo. No seeded preset asks for one yet. */
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
  /** Kebab-case id; also the file's name: `ssc-photo` → `ssc-photo.jpg`. */
  id: string;
  /** The form or authority as the operator knows it: `SSC`, `IBPS / SBI`, `PAN (UTIITSL)`. */
  form: string;
  kind: ExamFileKind;
  pixels: ExamPixels;
  /** Pixels per inch written into the JFIF header; for `mm` pixels also the resolution the size is computed at. */
  dpi: number;
  /** The size window in KB as the form states it; `minKb` 0 when it states no floor. */
  minKb: number;
  maxKb: number;
  format: ExamFileFormat;
  caption: ExamCaption;
  tone: ExamTone;
  /** Where the rule comes from, as gathered (decision 0035). */
  source: string;
  /** When we last checked it (`YYYY-MM` or `YYYY-MM-DD`); null when the table gave no date. */
  checked: string | null;
  /** True when the rule came only from secondary sites (guides, resizer sites), not the authority's own notice. */
  secondarySource: boolean;
  /** Anything the operator should know: a size the source gave in cm, or that it gave none. */
  note: string;
  active: boolean;
  sortOrder: number;
}

/** The JFIF density written when a source states no resolution. Forms that check DPI state it. */
const DEFAULT_EXAM_DPI = 96;

const exact = (width: number, height: number): ExamPixels => ({ kind: 'exact', width, height });
const range = (min: number, max: number, square: boolean): ExamPixels => ({
  kind: 'range',
  minWidth: min,
  minHeight: min,
  maxWidth: max,
  maxHeight: max,
  square,
});

const base = { format: 'jpeg', caption: 'none', tone: 'colour', active: true, note: '' } as const;

/**
 * The table gathered for decision 0035, row by row (a row naming "photo, signature" gives two presets). Rows marked `*` in the
 * issue came only from secondary sites (`secondarySource`). The machines here can't reach the web: the
 * sources are as the issue gathered them, and the UI says when they were checked.
 */
export const seedExamPresets: readonly ExamPreset[] = [
  {
    ...base,
    id: 'ssc-photo',
    form: 'SSC (older pattern)',
    kind: 'photo',
    pixels: exact(200, 230),
    dpi: DEFAULT_EXAM_DPI,
    minKb: 20,
    maxKb: 50,
    source: 'SSC notice pattern via exam guides',
    checked: '2026-11',
    secondarySource: true,
    sortOrder: 1,
  },
  {
    ...base,
    id: 'ssc-signature',
    form: 'SSC',
    kind: 'signature',
    pixels: exact(140, 60),
    dpi: DEFAULT_EXAM_DPI,
    minKb: 10,
    maxKb: 20,
    source: 'exampicpro.in',
    checked: '2026-11',
    secondarySource: true,
    note: '4.0×2.0 cm (≈ 140×60 px)',
    sortOrder: 2,
  },
  {
    ...base,
    id: 'ibps-photo',
    form: 'IBPS / SBI',
    kind: 'photo',
    pixels: exact(200, 230),
    dpi: DEFAULT_EXAM_DPI,
    minKb: 20,
    maxKb: 50,
    source: 'IBPS notice pattern via guides',
    checked: '2026-11',
    secondarySource: true,
    sortOrder: 3,
  },
  {
    ...base,
    id: 'ibps-signature',
    form: 'IBPS / SBI',
    kind: 'signature',
    pixels: exact(140, 60),
    dpi: DEFAULT_EXAM_DPI,
    minKb: 10,
    maxKb: 20,
    source: 'IBPS notice pattern via guides',
    checked: '2026-11',
    secondarySource: true,
    sortOrder: 4,
  },
  {
    ...base,
    id: 'ibps-thumb',
    form: 'IBPS / SBI',
    kind: 'thumb',
    pixels: exact(240, 240),
    dpi: DEFAULT_EXAM_DPI,
    minKb: 20,
    maxKb: 50,
    source: 'IBPS notice pattern via guides',
    checked: '2026-11',
    secondarySource: true,
    note: 'left thumb impression',
    sortOrder: 5,
  },
  {
    ...base,
    id: 'ibps-declaration',
    form: 'IBPS / SBI',
    kind: 'declaration',
    pixels: exact(800, 400),
    dpi: DEFAULT_EXAM_DPI,
    minKb: 50,
    maxKb: 100,
    source: 'IBPS notice pattern via guides',
    checked: '2026-11',
    secondarySource: true,
    note: 'hand-written declaration',
    sortOrder: 6,
  },
  {
    ...base,
    id: 'upsc-photo',
    form: 'UPSC',
    kind: 'photo',
    pixels: range(350, 1000, false),
    dpi: DEFAULT_EXAM_DPI,
    minKb: 20,
    maxKb: 300,
    source: 'UPSC guides (byjus.com, splessons.com)',
    checked: '2026-11',
    secondarySource: true,
    sortOrder: 7,
  },
  {
    ...base,
    id: 'upsc-signature',
    form: 'UPSC',
    kind: 'signature',
    pixels: range(350, 1000, false),
    dpi: DEFAULT_EXAM_DPI,
    minKb: 20,
    maxKb: 300,
    source: 'UPSC guides (byjus.com, splessons.com)',
    checked: '2026-11',
    secondarySource: true,
    sortOrder: 8,
  },
  {
    ...base,
    id: 'pan-utiitsl-photo',
    form: 'PAN (UTIITSL)',
    kind: 'photo',
    pixels: exact(213, 213),
    dpi: 300,
    minKb: 0,
    maxKb: 30,
    source: 'e-kendra.co.in',
    checked: '2026-11',
    secondarySource: true,
    note: 'under 30 KB',
    sortOrder: 9,
  },
  {
    ...base,
    id: 'pan-utiitsl-signature',
    form: 'PAN (UTIITSL)',
    kind: 'signature',
    pixels: range(140, 1800, false),
    dpi: 600,
    minKb: 0,
    maxKb: 60,
    tone: 'black-and-white',
    source: 'e-kendra.co.in',
    checked: '2026-11',
    secondarySource: true,
    note: 'The source gives no pixel size, only 600 dpi black and white, under 60 KB: the crop keeps its own size within 140–1800 px.',
    sortOrder: 10,
  },
  {
    ...base,
    id: 'pan-protean-photo',
    form: 'PAN (Protean/NSDL)',
    kind: 'photo',
    pixels: { kind: 'mm', widthMm: 25, heightMm: 35 },
    dpi: 200,
    minKb: 0,
    maxKb: 50,
    source: 'iformat.io',
    checked: '2026-11',
    secondarySource: true,
    note: '3.5×2.5 cm at 200 dpi',
    sortOrder: 11,
  },
  {
    ...base,
    id: 'pan-protean-signature',
    form: 'PAN (Protean/NSDL)',
    kind: 'signature',
    pixels: range(140, 1000, false),
    dpi: 200,
    minKb: 0,
    maxKb: 50,
    source: 'iformat.io',
    checked: '2026-11',
    secondarySource: true,
    note: 'The source gives only 200 dpi, at most 50 KB: the crop keeps its own size within 140–1000 px.',
    sortOrder: 12,
  },
  {
    ...base,
    id: 'oci-photo',
    form: 'OCI',
    kind: 'photo',
    pixels: range(200, 900, true),
    dpi: DEFAULT_EXAM_DPI,
    minKb: 0,
    maxKb: 200,
    source: 'MHA via anfas.pro (2026-04-13), exactpix.com',
    checked: null,
    secondarySource: false,
    note: 'square',
    sortOrder: 13,
  },
  {
    ...base,
    id: 'e-visa-photo',
    form: 'Indian e-Visa',
    kind: 'photo',
    pixels: range(350, 1000, true),
    dpi: DEFAULT_EXAM_DPI,
    minKb: 10,
    maxKb: 1000,
    source: 'passport-photo-specs dataset (india-visa)',
    checked: null,
    secondarySource: false,
    note: 'square; 10 KB – 1 MB',
    sortOrder: 14,
  },
  {
    ...base,
    id: 'passport-photo',
    form: 'Passport online upload',
    kind: 'photo',
    pixels: exact(630, 810),
    dpi: DEFAULT_EXAM_DPI,
    minKb: 0,
    maxKb: 250,
    source: 'easyphoto guide',
    checked: null,
    secondarySource: true,
    sortOrder: 15,
  },
];

/** The file name a form expects to see: `ssc-photo.jpg`. */
export function examFileName(preset: Pick<ExamPreset, 'id' | 'format'>): string {
  return `${preset.id}.${preset.format === 'jpeg' ? 'jpg' : preset.format}`;
}
