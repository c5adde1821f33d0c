import { papers, passportPhoto, smallPassportPhoto, type Paper, type PhotoSize } from './papers';

export interface SheetLayout {
  id: string;
  count: number;
  paper: Paper;
  photo: PhotoSize;
  /** Columns of the grid; omitted: as many as fit. */
  columns?: number;
  /** Shown after the generated label, e.g. "passport size". */
  note?: string;
}

/** Every passport-photo sheet (DESIGN §3). All share the 7:9 aspect, so one crop serves them all. */
export const sheetLayouts = [
  { id: 'a4-6', count: 6, paper: papers.a4, photo: passportPhoto },
  { id: 'a4-7', count: 7, paper: papers.a4, photo: passportPhoto, note: 'passport size' },
  { id: 'a4-12', count: 12, paper: papers.a4, photo: passportPhoto },
  { id: 'a4-24', count: 24, paper: papers.a4, photo: passportPhoto },
  { id: 'a4-42', count: 42, paper: papers.a4, photo: smallPassportPhoto },
  { id: '4x6-3', count: 3, paper: papers['4x6'], photo: passportPhoto },
  { id: '4x6-6', count: 6, paper: papers['4x6'], photo: passportPhoto },
  { id: '5x7-4', count: 4, paper: papers['5x7'], photo: passportPhoto, columns: 2 },
  { id: '5x7-8', count: 8, paper: papers['5x7'], photo: passportPhoto },
  { id: '4x6l-8', count: 8, paper: papers['4x6l'], photo: passportPhoto },
] as const satisfies readonly SheetLayout[];

export type SheetLayoutId = (typeof sheetLayouts)[number]['id'];
export const DEFAULT_SHEET_LAYOUT: SheetLayoutId = 'a4-6';

export function findSheetLayout(id: string): SheetLayout | undefined {
  return sheetLayouts.find((layout) => layout.id === id);
}

const formatMm = (value: number) => String(Math.round(value * 10) / 10);

/** `12 photos on A4 (35×45 mm)` */
export function sheetLayoutLabel(layout: SheetLayout): string {
  return `${layout.count} photos on ${layout.paper.label} (${formatMm(layout.photo.width)}×${formatMm(layout.photo.height)} mm)`;
}
