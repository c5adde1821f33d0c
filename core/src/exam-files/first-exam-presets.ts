import type { ExamPixels, ExamPreset } from './exam-presets';

/**
 * The presets as migration 0011 seeded them (decision 0035), kept unchanged so that migration writes the same rows on
 * a new database as it did when it shipped, and so migration 0015 can tell a row an admin edited from the seed
 * (docs/decisions/0058-exam-presets-2026.md). Never edit this file: a corrected rule is a new version in `seedExamPresets`.
 */

/** A preset's fields as version 1 had them. */
export type FirstExamPreset = Pick<
  ExamPreset,
  | 'id'
  | 'form'
  | 'kind'
  | 'pixels'
  | 'dpi'
  | 'minKb'
  | 'maxKb'
  | 'format'
  | 'caption'
  | 'tone'
  | 'source'
  | 'checked'
  | 'secondarySource'
  | 'note'
  | 'active'
  | 'sortOrder'
>;

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
 * The first seed, frozen as migration 0011 wrote it (version 1 of every preset it names). The table gathered for decision 0035, row by row (a row naming "photo, signature" gives two presets). Rows marked `*` in the
 * issue came only from secondary sites (`secondarySource`). The machines here can't reach the web: the
 * sources are as the issue gathered them, and the UI says when they were checked.
 */
export const firstExamPresets: readonly FirstExamPreset[] = [
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
