import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SheetCustomer } from '@core/contracts/prints';
import { fixedSizeCropPixels, PASSPORT_LEAST_CROP } from '@core/documents/document-crop-pixels';
import { maxFitGrid } from '@core/layout/max-fit-grid';
import { passportPhoto } from '@core/layout/papers';
import { placeCustomerPages, type CustomerSheetPage } from '@core/layout/place-customer-pages';
import { isCustomerLabel, MAX_CUSTOMER_LABEL_LENGTH, MAX_SHEET_CUSTOMERS } from '@core/layout/place-customer-sheet';
import { DEFAULT_PHOTO_SIZE, findPhotoSize, photoSizeAspect, type PhotoSizeId } from '@core/layout/photo-sizes';
import { findPaper, paperList, type PaperId } from '@core/layout/sheet-layouts';
import type { CustomerSheetRequest } from '../../../lib/prints/create-print';
import { putBackCustomers, takeCustomers, type TakenCustomer } from '../lib/customer-removal';
import type { CropSizer, ExportedCrop } from '../../../lib/cropper/export-crop';

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
  /** The decoded photo the crop was made from, for "Crop again" (decision 0084); held by this page only, not across a reload. */
  original: OriginalPhoto | null;
}

/** A customer's photo as it was picked (decoded upright), to crop again. */
export interface OriginalPhoto {
  blob: Blob;
  width: number;
  height: number;
}

/** A customer's photo with the background made white, as useWhiteBackground made it. */
export interface WhitePicture {
  jpeg: Blob;
  url: string;
}

/** What a reload brings back (useKeptStudioState): the customers with their crops' bytes and switches, and the paper. */
export interface KeptCustomerSheet {
  paper: string;
  customers: Array<Omit<SheetCustomerEntry, 'id' | 'url' | 'white' | 'whiteBackground' | 'original'> & { whiteBackground?: boolean }>;
  /** Customer 1's label after "Back to one customer", for their photo (decision 0061); absent in a state kept before it. */
  firstLabel?: FirstLabel | null;
}

/** Customer 1's label kept for the single sheet's photo (decision 0061): `crop` says which photo (cropKey). */
interface FirstLabel {
  crop: string;
  label: string;
}

/**
 * The last removal, which Undo puts back (decision 0061): one customer removed, or "Back to one
 * customer" (every customer after the first removed, and the studio back to the single sheet).
 */
export interface CustomerRemoval {
  kind: 'one' | 'back-to-one';
  /** The customers taken off the list, each with its place; for 'back-to-one' all of them, customer 1 as they were. */
  taken: TakenCustomer<SheetCustomerEntry>[];
  /** The customers removed, as the message names them: their place on the list (from 1) and label. */
  removed: Array<{ number: number; label: string }>;
}

/**
 * Which photo a crop is, across a reload (which brings the single sheet's crop and customer 1's back as
 * two different Blobs): its bytes' length and its size in pixels.
 */
function cropKey(crop: ExportedCrop): string {
  return `${crop.jpeg.size}:${crop.width}x${crop.height}`;
}

/** A customer's photo as it prints: the white picture while the switch is on and it is made, else the crop. */
export function printedPhoto(customer: SheetCustomerEntry): { jpeg: Blob; url: string } {
  return customer.whiteBackground && customer.white ? customer.white : { jpeg: customer.crop.jpeg, url: customer.url };
}

/** The crop's export size for a photo size: its own size in pixels, a 35×45 mm crop with the passport photo's least. */
export function cropSizerFor(sizeId: PhotoSizeId): CropSizer {
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

/**
 * The list as it prints: each customer's label, size and count, and the sheets core packs it on (one, or two
 * with each customer whole: decision 0071). When even two don't take it, the sheets the first customers
 * fill: the preview shows them, never an empty sheet.
 */
function planCustomerSheet(
  paper: PaperId,
  customers: readonly SheetCustomerEntry[],
): { problem: CustomerSheetProblem | null; pages: CustomerSheetPage[]; list: SheetCustomer[] } {
  const badLabel = customers.findIndex((c) => !isCustomerLabel(c.label));
  if (badLabel >= 0) return { problem: { kind: 'label', index: badLabel }, pages: [], list: [] };
  const badCount = customers.findIndex((c) => customerCount(c.countText) === null);
  if (badCount >= 0) return { problem: { kind: 'count', index: badCount }, pages: [], list: [] };
  const list = customers.map((c) => ({ label: c.label, size: c.sizeId, count: customerCount(c.countText)! }));
  const placed = placeCustomerPages(findPaper(paper)!, list);
  return placed.ok ? { problem: null, pages: placed.pages, list } : { problem: { kind: 'fit', message: placed.message }, pages: placed.fitted, list };
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
  const [removal, setRemoval] = useState<CustomerRemoval | null>(null);
  const [firstLabel, setFirstLabel] = useState<FirstLabel | null>(null);

  // Every crop URL still on the list, or still to be put back by Undo, is let go when the studio closes.
  const latest = useRef({ customers, removal });
  useEffect(() => {
    latest.current = { customers, removal };
  }, [customers, removal]);
  useEffect(
    () => () => {
      const { customers: list, removal: last } = latest.current;
      list.forEach((c) => URL.revokeObjectURL(c.url));
      last?.taken.forEach(({ customer }) => URL.revokeObjectURL(customer.url));
    },
    [],
  );

  /** Undo is no longer offered (another removal, or a customer added): the removed crops' URLs are let go. */
  const dropRemoval = useCallback(() => {
    if (!removal) return;
    removal.taken.forEach(({ customer }) => {
      if (!customers.some((c) => c.id === customer.id)) URL.revokeObjectURL(customer.url);
    });
    setRemoval(null);
  }, [removal, customers]);

  /**
   * Adds a customer with a crop made at `sizeId`'s aspect: labelled with the next free number, one row
   * of photos (or `count`), the white background switch off (or on: the first customer's, as it was).
   * The first customer of a new list gets back the label they had before "Back to one customer", if it is
   * the same photo (decision 0061). Undo is no longer offered.
   */
  const add = useCallback(
    (crop: ExportedCrop, sizeId: PhotoSizeId, count?: number, whiteBackground = false, original: OriginalPhoto | null = null) => {
      if (customers.length >= MAX_SHEET_CUSTOMERS) return;
      dropRemoval();
      const taken = new Set(customers.map((c) => c.label));
      let number = customers.length + 1;
      while (taken.has(String(number))) number += 1;
      const keptLabel = customers.length === 0 && firstLabel?.crop === cropKey(crop) ? firstLabel.label : null;
      if (customers.length === 0) setFirstLabel(null);
      const entry = {
        id: ++customerIds,
        crop,
        url: URL.createObjectURL(crop.jpeg),
        label: keptLabel ?? String(number),
        sizeId,
        countText: String(count ?? firstCount(sizeId, paper)),
        whiteBackground,
        white: null,
        original,
      };
      setCustomers([...customers, entry]);
    },
    [customers, paper, dropRemoval, firstLabel],
  );
  /**
   * "Crop again" (decision 0084): the customer's new crop, in their place with their label, size, count and
   * switch. A new entry (a new id), so the white background is made again from the new crop.
   */
  const recrop = useCallback(
    (id: number, crop: ExportedCrop) => {
      const old = customers.find((c) => c.id === id);
      if (!old) return;
      dropRemoval();
      URL.revokeObjectURL(old.url);
      const entry: SheetCustomerEntry = { ...old, id: ++customerIds, crop, url: URL.createObjectURL(crop.jpeg), white: null };
      setCustomers(customers.map((c) => (c.id === id ? entry : c)));
    },
    [customers, dropRemoval],
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
  /** Removes a customer; Undo puts them back in their place with their crop, label, size, count and switch (decision 0061). */
  const remove = useCallback(
    (id: number) => {
      const index = customers.findIndex((c) => c.id === id);
      if (index < 0) return;
      dropRemoval();
      const { list, taken } = takeCustomers(customers, [id]);
      setCustomers(list);
      setRemoval({ kind: 'one', taken, removed: [{ number: index + 1, label: customers[index]!.label }] });
    },
    [customers, dropRemoval],
  );
  /**
   * "Back to one customer": the studio goes back to the single sheet, customers 2… are removed (Undo
   * brings the whole list back as it was), and customer 1's label is kept for their photo: it is theirs
   * again when another customer is added (decision 0061).
   */
  const backToOne = useCallback(() => {
    const first = customers[0];
    if (!first) return;
    dropRemoval();
    setFirstLabel({ crop: cropKey(first.crop), label: first.label });
    const { taken } = takeCustomers(
      customers,
      customers.map((c) => c.id),
    );
    setCustomers([]);
    if (customers.length === 1) {
      // Nobody removed, nothing to undo.
      URL.revokeObjectURL(first.url);
      return;
    }
    setRemoval({ kind: 'back-to-one', taken, removed: customers.slice(1).map((c, i) => ({ number: i + 2, label: c.label })) });
  }, [customers, dropRemoval]);
  /** Undo: the customers of the last removal back where they were; each white background is made again (its picture was let go). */
  const undo = useCallback(() => {
    if (!removal) return;
    setCustomers(
      putBackCustomers(
        customers,
        removal.taken.map(({ index, customer }) => ({ index, customer: { ...customer, white: null } })),
      ),
    );
    setRemoval(null);
  }, [customers, removal]);
  const choosePaper = useCallback((id: string) => {
    if (findPaper(id)) setPaper(id as PaperId);
  }, []);

  const kept: KeptCustomerSheet = useMemo(
    () => ({
      paper,
      customers: customers.map(({ crop, label, sizeId, countText, whiteBackground }) => ({ crop, label, sizeId, countText, whiteBackground })),
      firstLabel,
    }),
    [paper, customers, firstLabel],
  );
  /** Puts back a list kept in the browser (a reload): customers of a size no longer offered are left out. */
  const restore = useCallback((saved: KeptCustomerSheet | undefined) => {
    if (!saved) return;
    if (findPaper(saved.paper)) setPaper(saved.paper as PaperId);
    if (typeof saved.firstLabel?.crop === 'string' && typeof saved.firstLabel.label === 'string') setFirstLabel(saved.firstLabel);
    setCustomers(
      saved.customers
        .filter((c) => findPhotoSize(c.sizeId) && c.crop?.jpeg instanceof Blob)
        .slice(0, MAX_SHEET_CUSTOMERS)
        .map((c) => ({
          ...c,
          id: ++customerIds,
          url: URL.createObjectURL(c.crop.jpeg),
          whiteBackground: c.whiteBackground === true,
          white: null,
          original: null,
        })),
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
    recrop,
    update,
    setWhite,
    whitening,
    remove,
    backToOne,
    /** The last removal while Undo is offered, else null. */
    removal,
    undo,
    paper,
    papers: paperList,
    choosePaper,
    nextSizeId,
    chooseNextSize: setNextSizeId,
    nextAspect: photoSizeAspect(findPhotoSize(nextSizeId)!),
    nextSizer: useMemo(() => cropSizerFor(nextSizeId), [nextSizeId]),
    /** Core's packing of the list, a sheet each (empty while a label or count is wrong; what fits when it does not all fit), and what stops a print. */
    pages: plan.pages,
    problem: plan.problem,
    request,
    kept,
    restore,
    maxLabelLength: MAX_CUSTOMER_LABEL_LENGTH,
  };
}
