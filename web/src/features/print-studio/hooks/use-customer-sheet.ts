import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SheetCustomer } from '@core/contracts/prints';
import { fixedSizeCropPixels, PASSPORT_LEAST_CROP } from '@core/documents/document-crop-pixels';
import { maxFitGrid } from '@core/layout/max-fit-grid';
import { passportPhoto } from '@core/layout/papers';
import {
  isCustomerLabel,
  MAX_CUSTOMER_LABEL_LENGTH,
  MAX_SHEET_CUSTOMERS,
  placeCustomerSheet,
  type CustomerSheetResult,
} from '@core/layout/place-customer-sheet';
import { DEFAULT_PHOTO_SIZE, findPhotoSize, photoSizeAspect, type PhotoSizeId } from '@core/layout/photo-sizes';
import { findPaper, paperList, type PaperId } from '@core/layout/sheet-layouts';
import type { CustomerSheetRequest } from '../api/create-print';
import type { CropSizer, ExportedCrop } from '../lib/export-crop';

/** One customer on the sheet: their crop (made at their size's aspect), label, size and count as typed. */
export interface SheetCustomerEntry {
  id: number;
  crop: ExportedCrop;
  /** The crop's object URL (thumbnail and preview), alive while the customer is on the list. */
  url: string;
  label: string;
  sizeId: PhotoSizeId;
  /** The count as typed (even empty while typing). */
  countText: string;
  /** The white background switch of this customer's photo is on (decisions 0044, 0047). */
  whiteBackground: boolean;
  /** The white-background picture once made (its URL is owned by the switch's useWhiteBackground): what prints and what the preview shows. */
  white: WhitePicture | null;
}

/** A customer's photo with the background made white, as useWhiteBackground made it. */
export interface WhitePicture {
  jpeg: Blob;
  url: string;
}

/** What a reload brings back (useKeptStudioState): the customers with their crops' bytes and switches, and the paper. */
export interface KeptCustomerSheet {
  paper: string;
  customers: Array<Omit<SheetCustomerEntry, 'id' | 'url' | 'white' | 'whiteBackground'> & { whiteBackground?: boolean }>;
}

/** A customer's photo as it prints: the white picture while the switch is on and it is made, else the crop. */
export function printedPhoto(customer: SheetCustomerEntry): { jpeg: Blob; url: string } {
  return customer.whiteBackground && customer.white ? customer.white : { jpeg: customer.crop.jpeg, url: customer.url };
}

/** The crop's export size for a photo size: its own size in pixels, a 35×45 mm crop with the passport photo's least. */
function cropSizerFor(sizeId: PhotoSizeId): CropSizer {
  const size = findPhotoSize(sizeId)!;
  const isPassport = size.width === passportPhoto.width && size.height === passportPhoto.height;
  return (crop) => fixedSizeCropPixels(size, crop, isPassport ? PASSPORT_LEAST_CROP : undefined);
}

/** The count a customer's typed text asks for: a whole number from 1, else null (the field says so). */
export function customerCount(text: string): number | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= 999 ? value : null;
}

/** A new customer's count: one row of their size on the paper. */
function firstCount(sizeId: PhotoSizeId, paper: PaperId): number {
  return Math.max(1, maxFitGrid(findPaper(paper)!, findPhotoSize(sizeId)!).columns);
}

/** What is wrong with the list before it can print, in the order the operator would fix it; null when nothing. */
export type CustomerSheetProblem = { kind: 'label'; index: number } | { kind: 'count'; index: number } | { kind: 'fit'; message: string };

/** The list as it prints: each customer's label, size and count, and the packing core gives it (or why not). */
function planCustomerSheet(
  paper: PaperId,
  customers: readonly SheetCustomerEntry[],
): { problem: CustomerSheetProblem | null; placed: CustomerSheetResult | null; list: SheetCustomer[] } {
  const badLabel = customers.findIndex((c) => !isCustomerLabel(c.label));
  if (badLabel >= 0) return { problem: { kind: 'label', index: badLabel }, placed: null, list: [] };
  const badCount = customers.findIndex((c) => customerCount(c.countText) === null);
  if (badCount >= 0) return { problem: { kind: 'count', index: badCount }, placed: null, list: [] };
  const list = customers.map((c) => ({ label: c.label, size: c.sizeId, count: customerCount(c.countText)! }));
  const placed = placeCustomerSheet(findPaper(paper)!, list);
  return { problem: placed.ok ? null : { kind: 'fit', message: placed.message }, placed, list };
}

let customerIds = 0;

/**
 * Several customers on one sheet in the passport studio (decision 0042): the list
 * (each customer's crop, label, size and count), the paper, the size the next customer is cropped at,
 * and what follows: core's packing for the preview, what stops a print, and the request. An empty
 * list is the single-customer studio as before.
 */
export function useCustomerSheet() {
  const [customers, setCustomers] = useState<SheetCustomerEntry[]>([]);
  const [paper, setPaper] = useState<PaperId>('a4');
  const [nextSizeId, setNextSizeId] = useState<PhotoSizeId>(DEFAULT_PHOTO_SIZE);

  // Every crop URL still on the list is let go when the studio closes.
  const latest = useRef(customers);
  useEffect(() => {
    latest.current = customers;
  }, [customers]);
  useEffect(() => () => latest.current.forEach((c) => URL.revokeObjectURL(c.url)), []);

  /**
   * Adds a customer with a crop made at `sizeId`'s aspect: labelled with the next free number, one row
   * of photos (or `count`), the white background switch off (or on: the first customer's, as it was).
   */
  const add = useCallback(
    (crop: ExportedCrop, sizeId: PhotoSizeId, count?: number, whiteBackground = false) => {
      if (customers.length >= MAX_SHEET_CUSTOMERS) return;
      const taken = new Set(customers.map((c) => c.label));
      let number = customers.length + 1;
      while (taken.has(String(number))) number += 1;
      const entry = {
        id: ++customerIds,
        crop,
        url: URL.createObjectURL(crop.jpeg),
        label: String(number),
        sizeId,
        countText: String(count ?? firstCount(sizeId, paper)),
        whiteBackground,
        white: null,
      };
      setCustomers([...customers, entry]);
    },
    [customers, paper],
  );
  const update = useCallback((id: number, change: Partial<Pick<SheetCustomerEntry, 'label' | 'countText'>>) => {
    setCustomers((list) => list.map((c) => (c.id === id ? { ...c, ...change } : c)));
  }, []);
  /** What a customer's white background switch says: on or off, and the white picture once made. */
  const setWhite = useCallback((id: number, whiteBackground: boolean, white: WhitePicture | null) => {
    setCustomers((list) =>
      list.map((c) => (c.id === id && (c.whiteBackground !== whiteBackground || c.white !== white) ? { ...c, whiteBackground, white } : c)),
    );
  }, []);
  const remove = useCallback(
    (id: number) => {
      const gone = customers.find((c) => c.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      setCustomers(customers.filter((c) => c.id !== id));
    },
    [customers],
  );
  const clear = useCallback(() => {
    customers.forEach((c) => URL.revokeObjectURL(c.url));
    setCustomers([]);
  }, [customers]);
  const choosePaper = useCallback((id: string) => {
    if (findPaper(id)) setPaper(id as PaperId);
  }, []);

  const kept: KeptCustomerSheet = useMemo(
    () => ({
      paper,
      customers: customers.map(({ crop, label, sizeId, countText, whiteBackground }) => ({ crop, label, sizeId, countText, whiteBackground })),
    }),
    [paper, customers],
  );
  /** Puts back a list kept in the browser (a reload): customers of a size no longer offered are left out. */
  const restore = useCallback((saved: KeptCustomerSheet | undefined) => {
    if (!saved) return;
    if (findPaper(saved.paper)) setPaper(saved.paper as PaperId);
    setCustomers(
      saved.customers
        .filter((c) => findPhotoSize(c.sizeId) && c.crop?.jpeg instanceof Blob)
        .slice(0, MAX_SHEET_CUSTOMERS)
        .map((c) => ({ ...c, id: ++customerIds, url: URL.createObjectURL(c.crop.jpeg), whiteBackground: c.whiteBackground === true, white: null })),
    );
  }, []);

  const plan = useMemo(() => planCustomerSheet(paper, customers), [paper, customers]);
  /** A customer's background is still being made white: nothing prints until it is, then exactly what the preview shows. */
  const whitening = customers.some((c) => c.whiteBackground && !c.white);
  const request: CustomerSheetRequest | null = useMemo(
    () =>
      customers.length > 0 && plan.problem === null && !whitening
        ? {
            kind: 'customer-sheet',
            service: 'passport-photo',
            sheet: { layout: paper, customers: plan.list },
            photos: customers.map((c) => printedPhoto(c).jpeg),
            // Each white-background picture goes with the crop it was made from (`photoNCrop`): charged as that crop.
            photoCrops: customers.map((c) => (c.whiteBackground && c.white ? c.crop.jpeg : null)),
          }
        : null,
    [customers, paper, plan, whitening],
  );

  return {
    customers,
    /** The list has customers: the studio shows it instead of the single sheet. */
    active: customers.length > 0,
    /** Room for another customer (at most MAX_SHEET_CUSTOMERS). */
    canAdd: customers.length < MAX_SHEET_CUSTOMERS,
    add,
    update,
    setWhite,
    whitening,
    remove,
    clear,
    paper,
    papers: paperList,
    choosePaper,
    nextSizeId,
    chooseNextSize: setNextSizeId,
    nextAspect: photoSizeAspect(findPhotoSize(nextSizeId)!),
    nextSizer: useMemo(() => cropSizerFor(nextSizeId), [nextSizeId]),
    /** Core's packing of the list (null while a label or count is wrong), and what stops a print. */
    placed: plan.placed,
    problem: plan.problem,
    request,
    kept,
    restore,
    maxLabelLength: MAX_CUSTOMER_LABEL_LENGTH,
  };
}
