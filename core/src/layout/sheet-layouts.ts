import { maxFitGrid, maxRows } from './max-fit-grid';
import { papers, passportPhoto, smallPassportPhoto, type Paper, type PhotoSize } from './papers';
import { findPhotoSize, photoSizes, type NamedPhotoSize, type PhotoSizeId } from './photo-sizes';

export interface SheetLayout {
  id: string;
  count: number;
  paper: Paper;
  photo: PhotoSize;
  /** Columns of the grid; omitted: as many as fit. */
  columns?: number;
  /** Shown after the generated label, e.g. "passport size". */
  note?: string;
  /** A size's sheet (sizeSheetLayout): the photo size it prints, whose aspect the crop takes. Omitted: a fixed 35×45 mm sheet. */
  size?: PhotoSizeId;
  /** A partly used A4 sheet (decision 0038): the first row printed, 1-based, of this sheet's grid; the rows above are left empty. Omitted: row 1. */
  startRow?: number;
}

/** Every passport-photo sheet (docs/domain-rules.md §5). All share the 7:9 aspect, so one crop serves them all. */
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

export type PaperId = keyof typeof papers;
/** The papers in the order the studio offers them. */
export const paperList: readonly Paper[] = [papers.a4, papers['4x6'], papers['4x6l'], papers['5x7']];

export function findPaper(id: string): Paper | undefined {
  return paperList.find((paper) => paper.id === id);
}

/** What each size is for, after its label (English; the web says it from its own texts). */
const sizeNotes: Record<NamedPhotoSize['use'], string> = { passport: 'passport', visa: 'visa, OCI', pan: 'PAN forms', stamp: 'stamp size' };

/**
 * `size`'s sheet on `paper`: the most photos that fit (maxFitGrid), or `count` of them, rows filled
 * from the top as every sheet is. Its id names paper, size and count (`a4-51x51-15`), so each
 * geometry has one. Throws a RangeError when `count` is not a whole number from 1 to the most.
 */
export function sizeSheetLayout(size: NamedPhotoSize, paper: Paper, count?: number): SheetLayout {
  const most = maxFitGrid(paper, size).count;
  const chosen = count ?? most;
  if (!Number.isInteger(chosen) || chosen < 1 || chosen > most) {
    throw new RangeError(`${chosen} photos of ${size.width}×${size.height} mm do not fit on ${paper.label}: at most ${most}`);
  }
  return {
    id: `${paper.id}-${size.id}-${chosen}`,
    count: chosen,
    paper,
    photo: { width: size.width, height: size.height },
    note: sizeNotes[size.use],
    size: size.id as PhotoSizeId,
  };
}

/** Every size's fullest sheet on every paper (the sizes' layouts the studio offers, and the tests check). */
export const sizeSheetLayouts: readonly SheetLayout[] = photoSizes.flatMap((size) =>
  paperList.filter((paper) => maxFitGrid(paper, size).count > 0).map((paper) => sizeSheetLayout(size, paper)),
);

/** The size the crop is made for: the sheet's own size, or 35×45 mm for every fixed sheet (the 42-up's 30×38.6 mm too: the same 7:9). */
export function sheetCropSize(layout: SheetLayout): PhotoSize {
  return layout.size ? layout.photo : passportPhoto;
}

/** What a print asks for: a fixed layout's id, or a paper's id with a photo size; and how many photos (omitted: all the layout has). */
export interface SheetChoice {
  layout: string;
  size?: string;
  count?: number;
  /** The first row to print on a partly used A4 sheet, 1-based; omitted: row 1. */
  startRow?: number;
}

/** The only paper a sheet can start at a later row on (decision 0038). */
export const START_ROW_PAPER: PaperId = 'a4';

/** The columns `layout`'s photos stand in: its own, else as many as fit across its paper. */
export function layoutColumns(layout: SheetLayout): number {
  return layout.columns ?? maxFitGrid(layout.paper, layout.photo).columns;
}

/** How many rows of its photos `layout`'s paper takes: the rows a start row is counted in (1 to this). */
export function sheetRows(layout: SheetLayout): number {
  return maxRows(layout.paper, layout.photo);
}

/** How many photos `layout`'s grid holds from row `startRow` down: its columns × the rows left. */
export function photosFromRow(layout: SheetLayout, startRow: number): number {
  return layoutColumns(layout) * Math.max(0, sheetRows(layout) - startRow + 1);
}

export type SheetChoiceResult =
  | { ok: true; layout: SheetLayout }
  | { ok: false; code: 'UNKNOWN_LAYOUT' | 'LAYOUT_DOES_NOT_FIT'; message: string; /** The most photos, when the count was too many. */ maxCount?: number };

/**
 * The sheet a print asks for. Without a size, `layout` is a fixed layout's id (`a4-6`, …) as it has
 * always been; with a size (`51x51`, …), it is the paper's id (`a4`, `4x6`, `4x6l`, `5x7`). A count
 * prints that many photos of the layout's grid, never more than it holds (a size's grid: the most
 * that fit on the paper). A start row (A4 only) leaves the rows above it empty: a size's sheet with
 * no count then carries the photos of the rows left, and any count at most that many.
 */
export function resolveSheetChoice(choice: SheetChoice): SheetChoiceResult {
  const resolved = resolveFreshSheet(choice);
  const startRow = choice.startRow ?? 1;
  if (!resolved.ok) return resolved;
  const { full } = resolved;
  if (startRow === 1) return { ok: true, layout: resolved.layout };
  if (full.paper.id !== START_ROW_PAPER) {
    return { ok: false, code: 'LAYOUT_DOES_NOT_FIT', message: `Only A4 sheets can start at a later row; ${full.paper.label} starts at row 1.` };
  }
  const rows = sheetRows(full);
  if (!Number.isInteger(startRow) || startRow < 1 || startRow > rows) {
    return { ok: false, code: 'LAYOUT_DOES_NOT_FIT', message: `Row ${startRow} is not on this sheet: ${photoRowsLabel(full)} has rows 1 to ${rows}.` };
  }
  const room = photosFromRow(full, startRow);
  const count = choice.count ?? (full.size ? Math.min(full.count, room) : full.count);
  if (count > room) {
    return {
      ok: false,
      code: 'LAYOUT_DOES_NOT_FIT',
      message: `${count} photos do not fit from row ${startRow}: ${photoRowsLabel(full)} holds at most ${room} from there.`,
      maxCount: room,
    };
  }
  const layout = count === resolved.layout.count ? resolved.layout : withCount(full, count);
  return { ok: true, layout: { ...layout, id: `${layout.id}-from-row-${startRow}`, startRow } };
}

/** The sheet without a start row, and the full sheet it is taken from (the layout, or the size's fullest on the paper). */
function resolveFreshSheet(choice: SheetChoice): (SheetChoiceResult & { ok: false }) | { ok: true; layout: SheetLayout; full: SheetLayout } {
  let layout: SheetLayout;
  if (choice.size === undefined) {
    const fixed = findSheetLayout(choice.layout);
    if (!fixed) return { ok: false, code: 'UNKNOWN_LAYOUT', message: `Unknown layout "${choice.layout}".` };
    layout = fixed;
  } else {
    const size = findPhotoSize(choice.size);
    if (!size) return { ok: false, code: 'UNKNOWN_LAYOUT', message: `Unknown photo size "${choice.size}": choose ${photoSizes.map((s) => s.id).join(', ')}.` };
    const paper = findPaper(choice.layout);
    if (!paper) {
      return {
        ok: false,
        code: 'UNKNOWN_LAYOUT',
        message: `Unknown paper "${choice.layout}" for a photo size: choose ${paperList.map((p) => p.id).join(', ')}.`,
      };
    }
    layout = sizeSheetLayout(size, paper);
  }
  if (choice.count === undefined || choice.count === layout.count) return { ok: true, layout, full: layout };
  if (!Number.isInteger(choice.count) || choice.count < 1 || choice.count > layout.count) {
    return {
      ok: false,
      code: 'LAYOUT_DOES_NOT_FIT',
      message: `${choice.count} photos do not fit this sheet: ${sheetLayoutLabel(layout)} holds at most ${layout.count}.`,
      maxCount: layout.count,
    };
  }
  return { ok: true, layout: withCount(layout, choice.count), full: layout };
}

/** `layout` with fewer photos, in the same grid: its columns kept, its id naming the count. */
function withCount(layout: SheetLayout, count: number): SheetLayout {
  if (layout.size) return sizeSheetLayout(findPhotoSize(layout.size)!, layout.paper, count);
  return { ...layout, id: `${layout.id}-of-${count}`, count, columns: layoutColumns(layout) };
}

const formatMm = (value: number) => String(Math.round(value * 10) / 10);

/** `A4 (35×45 mm)` */
function photoRowsLabel(layout: SheetLayout): string {
  return `${layout.paper.label} (${formatMm(layout.photo.width)}×${formatMm(layout.photo.height)} mm)`;
}

/** `12 photos on A4 (35×45 mm)` */
export function sheetLayoutLabel(layout: SheetLayout): string {
  return `${layout.count} photos on ${layout.paper.label} (${formatMm(layout.photo.width)}×${formatMm(layout.photo.height)} mm)`;
}
