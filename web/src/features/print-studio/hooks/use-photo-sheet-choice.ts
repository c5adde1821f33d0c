import { useCallback, useMemo, useState } from 'react';
import type { PhotoSheetPrintRequest } from '@core/contracts/prints';
import { fixedSizeCropPixels, PASSPORT_LEAST_CROP } from '@core/documents/document-crop-pixels';
import { passportPhoto } from '@core/layout/papers';
import { mostOnSheetPages, resolveSheetPages } from '@core/layout/pick-sheet-pages';
import { DEFAULT_PHOTO_SIZE, findPhotoSize, photoSizeAspect, photoSizes, type PhotoSizeId } from '@core/layout/photo-sizes';
import {
  DEFAULT_SHEET_LAYOUT,
  paperList,
  photosFromRow,
  sheetCropSize,
  sheetLayouts,
  sheetRows,
  sizeSheetLayout,
  START_ROW_PAPER,
  type SheetLayout,
} from '@core/layout/sheet-layouts';
import type { CropSizer } from '../../../lib/cropper/export-crop';

/** A sheet the studio offers for a size: a fixed layout (35×45 mm only), or the most that fit on a paper. */
export interface SheetOption {
  /** What the form sends as `layout`: the fixed layout's id, or the paper's id. */
  value: string;
  kind: 'fixed' | 'paper';
  /** The full sheet (every photo it holds). */
  layout: SheetLayout;
}

/**
 * The sheets offered for a photo size: for 35×45 mm the fixed layouts as before, then each paper's
 * fullest sheet that no fixed layout already is (A4's 30, 5×7's 9); for the other sizes, each
 * paper's fullest sheet (core's maxFitGrid).
 */
export function sheetOptionsFor(sizeId: PhotoSizeId): SheetOption[] {
  const size = findPhotoSize(sizeId)!;
  const fixed: SheetOption[] = sizeId === DEFAULT_PHOTO_SIZE ? sheetLayouts.map((layout) => ({ value: layout.id, kind: 'fixed', layout })) : [];
  const fullest = paperList
    .map((paper): SheetOption => ({ value: paper.id, kind: 'paper', layout: sizeSheetLayout(size, paper) }))
    .filter(
      (option) =>
        !fixed.some(
          ({ layout }) =>
            layout.paper.id === option.layout.paper.id && layout.count === option.layout.count && layout.photo.width === option.layout.photo.width,
        ),
    );
  return [...fixed, ...fullest];
}

/** The crop's aspect (width ÷ height) for a size: every sheet of a size shares its crop (7:9 for 35×45 mm, 1:1 for 51×51 mm). */
export function cropAspectFor(sizeId: PhotoSizeId): number {
  return photoSizeAspect(findPhotoSize(sizeId)!);
}

/** How many photos a typed count asks for: a whole number from 1 to `most`, else all of them. */
export function countFrom(text: string, most: number): number {
  return Math.min(typedCount(text) ?? most, most);
}

/** The whole number from 1 a count field holds, or null (empty while typing, 0, 2.5, letters). */
function typedCount(text: string): number | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 ? value : null;
}

/** The choice as typed and picked: what a reload must bring back. */
export interface PhotoSheetChoiceState {
  sizeId: string;
  sheetValue: string;
  countText: string | null;
  /** The row an A4 sheet starts at (decision 0038); absent in a state kept before it. */
  startRow?: number;
}

/**
 * The rows a sheet can start at (decision 0038): 1 to its grid's rows on A4, where the operator may
 * print below rows used before; only row 1 on any other paper (the control is hidden there).
 */
export function startRowsFor(layout: SheetLayout): number[] {
  const rows = layout.paper.id === START_ROW_PAPER ? sheetRows(layout) : 1;
  return Array.from({ length: rows }, (_, i) => i + 1);
}

/** The most photos `layout` (a full sheet) carries from row `startRow`: all it holds, or the photos of the rows left. */
export function mostFromRow(layout: SheetLayout, startRow: number): number {
  return startRow > 1 ? Math.min(layout.count, photosFromRow(layout, startRow)) : layout.count;
}

/**
 * The passport studio's choice of photo size, sheet and count, and what follows from it: the sheets
 * the preview draws (core's geometry: the chosen sheet, or the one core picks on its paper for a
 * larger count, or two; decision 0071), the crop's aspect and export size, and the request's `sheet`.
 */
export function usePhotoSheetChoice() {
  const [sizeId, setSizeId] = useState<PhotoSizeId>(DEFAULT_PHOTO_SIZE);
  const [sheetValue, setSheetValue] = useState<string>(DEFAULT_SHEET_LAYOUT);
  /** The count as typed; null until typed (all the sheet holds). */
  const [countText, setCountText] = useState<string | null>(null);
  /** The row asked to start at (1-based); the sheet's own rows cap it, and a paper other than A4 starts at 1. */
  const [startRowAsked, setStartRowAsked] = useState(1);

  const options = useMemo(() => sheetOptionsFor(sizeId), [sizeId]);
  const option = options.find((o) => o.value === sheetValue) ?? options[0]!;
  const startRows = useMemo(() => startRowsFor(option.layout), [option]);
  const startRow = Math.min(startRowAsked, startRows.length);
  /** The chosen sheet's own photos (from the start row): what the count is until typed. */
  const most = mostFromRow(option.layout, startRow);
  /** The most a typed count takes: the fullest sheet on the paper from the start row and a second sheet (decision 0071). */
  const mostInAll = mostOnSheetPages(option.layout.paper, option.layout.photo, startRow);
  const typed = typedCount(countText ?? '');
  const count = Math.min(typed ?? most, mostInAll);

  const chooseSize = useCallback((id: PhotoSizeId) => {
    setSizeId(id);
    setSheetValue(id === DEFAULT_PHOTO_SIZE ? DEFAULT_SHEET_LAYOUT : sheetOptionsFor(id)[0]!.value);
    setCountText(null);
  }, []);
  const chooseSheet = useCallback((value: string) => {
    setSheetValue(value);
    setCountText(null);
  }, []);
  const chooseStartRow = useCallback((row: number) => {
    setStartRowAsked(row);
    setCountText(null);
  }, []);
  /** Puts back a choice kept in the browser (a reload): an id no longer offered falls back to the size's first sheet. */
  const restore = useCallback((kept: PhotoSheetChoiceState) => {
    const size = findPhotoSize(kept.sizeId);
    if (!size) return;
    setSizeId(size.id as PhotoSizeId);
    setSheetValue(kept.sheetValue);
    setCountText(kept.countText);
    setStartRowAsked(kept.startRow ?? 1);
  }, []);
  const state: PhotoSheetChoiceState = useMemo(
    () => ({ sizeId, sheetValue, countText, startRow: startRowAsked }),
    [sizeId, sheetValue, countText, startRowAsked],
  );

  const sheet: PhotoSheetPrintRequest['sheet'] = useMemo(
    () => ({
      layout: option.value,
      ...(option.kind === 'paper' ? { size: sizeId } : {}),
      // A size's sheet with no count carries all the rows left take; a fixed layout, its own count.
      ...(count !== (option.kind === 'paper' ? most : option.layout.count) ? { count } : {}),
      ...(startRow > 1 ? { startRow } : {}),
    }),
    [option, sizeId, count, most, startRow],
  );
  /** The sheets it prints on, as the server reads the same choice: the chosen sheet, a larger one that holds the count, or the fullest and a second page. */
  const pages = useMemo(() => {
    const chosen = resolveSheetPages(sheet);
    return chosen.ok ? chosen.pages : [option.layout];
  }, [sheet, option]);
  const layout = pages[0]!;

  const cropSize = sheetCropSize(layout);
  const cropAspect = photoSizeAspect(cropSize);
  const isPassport = cropSize.width === passportPhoto.width && cropSize.height === passportPhoto.height;
  // Stable while the layout is: a size's own PhotoSize, or core's passportPhoto.
  const cropSizer: CropSizer = useCallback((crop) => fixedSizeCropPixels(cropSize, crop, isPassport ? PASSPORT_LEAST_CROP : undefined), [cropSize, isPassport]);

  return {
    /** The choice as the browser keeps it across a reload, and how it is put back. */
    state,
    restore,
    sizes: photoSizes,
    sizeId,
    chooseSize,
    options,
    sheetValue: option.value,
    chooseSheet,
    /** The rows the sheet can start at (only [1] off A4: no control), and the chosen one. */
    startRows,
    startRow,
    chooseStartRow,
    /** The most photos the chosen sheet holds (from the start row), and how many it will carry. */
    most,
    count,
    /** The most photos a count may ask for (two sheets), and whether the typed count asks for more: nothing prints then. */
    mostInAll,
    tooMany: typed !== null && typed > mostInAll,
    /** What the count field shows: as typed (even empty while typing), else the count. */
    countField: countText ?? String(count),
    setCountText,
    /** The (first) sheet as it prints, and every sheet: one, or two when the count takes a second page (page 2 from row 1). */
    layout,
    pages,
    cropSize,
    cropAspect,
    cropSizer,
    /** The request's `sheet`: a fixed layout's id as before, or a paper with the size; a count only when fewer than all; a start row only past row 1. */
    sheet,
  };
}
