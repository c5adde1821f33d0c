import { z } from 'zod/mini';
import { documentServices, isDocumentService } from '../documents/document-layouts';
import { documentSources, LEGACY_CARD_PDF_SOURCE } from '../documents/prints-qr-reference';
import { isCustomerLabel, MAX_CUSTOMER_LABEL_LENGTH, MAX_SHEET_CUSTOMERS } from '../layout/place-customer-sheet';
import { expectedCoins } from './expected-coins';
import { printerProfileId } from './printer-profiles';
import { TRAY_BLEEDS, TRAY_PASSES } from '../layout/tray-terms';
import { trayProfileId } from './tray-profiles';

/** What the server charged for a print: nothing, the plan, a free same-day reprint, or coins. */
export const printCharges = ['none', 'plan', 'reprint', 'coins'] as const;
export type PrintCharge = (typeof printCharges)[number];

/** A free sheet carries the brand over it (and in its pixels); a clean one is charged (docs/domain-rules.md §8). */
const printModes = ['watermarked', 'clean'] as const;
export type PrintMode = (typeof printModes)[number];

/**
 * How the print comes back: `receipt` (default; `frame` says the same) answers the print's receipt as JSON
 * and keeps the PDF on the server for its owner a few minutes at the receipt's `printUrl`, so a desktop
 * browser loads it into a hidden same-origin frame and a phone downloads it (docs/decisions/0057). `pdf`
 * is the legacy path (decision 0012's PDF answer, for the mobile app until it is retired): the PDF itself,
 * with no receipt.
 */
const printDeliveries = ['receipt', 'frame', 'pdf'] as const;
export type PrintDelivery = (typeof printDeliveries)[number];

/** The file parts of the print form: the photo or the document's front, and a both-side document's back. */
export const printFileFields = ['front', 'back'] as const;
export type PrintFileField = (typeof printFileFields)[number];

/**
 * The crop a white-background picture was made from, sent beside the picture under the picture's field name
 * and `Crop` (`frontCrop`, `photo2Crop`): the print is charged as that crop when every pixel of the picture
 * lies between the crop's and white (docs/domain-rules.md §4); the picture is what prints.
 */
export const cropFieldOf = <F extends string>(field: F) => `${field}Crop` as const;

/** A customer sheet's photos: customer 1's crop in `photo1`, and so on (decision 0042). */
export const customerPhotoFields = Array.from({ length: MAX_SHEET_CUSTOMERS }, (_, i) => `photo${i + 1}` as const);
export type CustomerPhotoField = `photo${number}`;
export const customerPhotoField = (index: number): CustomerPhotoField => `photo${index + 1}`;

const copiesMessage = 'copies must be a whole number, 1 or more';
const countMessage = 'count must be a whole number, 1 or more';
const startRowMessage = 'startRow must be a whole number, 1 or more';
/** The most copies the form can say: nine digits. */
const MAX_COPIES = 999_999_999;

/** What every kind of print is asked with. */
const printChoices = {
  mode: z.enum(printModes, 'mode must be watermarked or clean'),
  delivery: z._default(z.enum(printDeliveries, 'delivery must be receipt, frame or pdf.'), 'receipt'),
  /**
   * The coins of the quote the page showed for a clean print (POST /api/v1/prints/quote): the server never
   * charges more; if the charge would be more, 409 QUOTE_CHANGED with the new quote and nothing charged.
   * Omitted: charged as decided (the mobile app's legacy path, docs/decisions/0057).
   */
  expectedCoins: z.optional(expectedCoins),
};

/**
 * A sheet of passport photos. The service is read before anything else of the form, so a service
 * no kind of print has lands here and is refused by it (`Unknown service "…"`).
 */
const photoSheetPrintRequest = z.object({
  kind: z.literal('photo-sheet'),
  service: z.literal('passport-photo', { error: (issue) => (issue.input === undefined ? 'Choose a service.' : `Unknown service "${String(issue.input)}".`) }),
  ...printChoices,
  sheet: z.object({
    /**
     * A sheet layout id (`a4-6`, …), or with `size` a paper id (`a4`, `4x6`, `4x6l`, `5x7`);
     * whether it exists is the server's answer (UNKNOWN_LAYOUT, resolveSheetChoice).
     */
    layout: z.string('Choose a layout.').check(z.minLength(1, 'Choose a layout.')),
    /** A photo size id (`51x51`, …), printed as the most that fit on the paper `layout` names. Omitted: a fixed layout, as before. */
    size: z.optional(z.string().check(z.minLength(1), z.maxLength(16))),
    /** How many photos the sheet carries (omitted: all its layout holds); more than it holds is LAYOUT_DOES_NOT_FIT. */
    count: z.optional(z.int(countMessage).check(z.minimum(1, countMessage), z.maximum(MAX_COPIES, countMessage))),
    /**
     * A partly used A4 sheet: the first row to print, 1-based (row 1 at the top; omitted: 1), the rows
     * above left empty. Past the last row, on another paper, or too few photos' room left for the
     * count is LAYOUT_DOES_NOT_FIT (resolveSheetChoice).
     */
    startRow: z.optional(z.int(startRowMessage).check(z.minimum(1, startRowMessage), z.maximum(MAX_COPIES, startRowMessage))),
    /** The caller's printer profile that corrects the PDF (scale and offset); none: printed as drawn. */
    printerProfileId: z.optional(printerProfileId),
  }),
});
export type PhotoSheetPrintRequest = z.output<typeof photoSheetPrintRequest>;

/**
 * A single-side or both-side document print, with files `front` and, for `both-side`, `back`.
 * Shape only: whether the type and layout exist and fit is the server's answer (UNKNOWN_LAYOUT,
 * LAYOUT_DOES_NOT_FIT). Sizes always come from the type.
 */
const documentPrintRequest = z.object({
  kind: z.literal('document'),
  service: z.enum(documentServices, 'service must be single-side or both-side'),
  ...printChoices,
  document: z.object({
    /** A document type id (`aadhaar`, `passport-page`, …). */
    type: z.string('Choose a document type.').check(z.minLength(1, 'Choose a document type.'), z.maxLength(64)),
    /** `card-pdf` when the images were cut from an agency's card PDF (no print-reference QR code); `e-aadhaar` is read as it. */
    source: z._default(
      z.pipe(
        z.enum([...documentSources, LEGACY_CARD_PDF_SOURCE], 'source must be scan or card-pdf'),
        z.transform((source) => (source === LEGACY_CARD_PDF_SOURCE ? 'card-pdf' : source)),
      ),
      'scan',
    ),
  }),
  sheet: z.object({
    /** `single` (single-side); `0` stacked or `1` side by side (both-side). Not given: the service's first. */
    layout: z.optional(z.string().check(z.maxLength(64))),
    /** How many copies of the card (pair) down the sheet. */
    copies: z._default(z.int(copiesMessage).check(z.minimum(1, copiesMessage), z.maximum(MAX_COPIES, copiesMessage)), 1),
    /** The caller's printer profile that corrects the PDF (scale and offset); none: printed as drawn. */
    printerProfileId: z.optional(printerProfileId),
    /**
     * A card printed onto PVC cards in a tray (decision 0091) instead of onto A4: the caller's tray, the pass (the
     * fronts, then the backs of the same cards), and how far the picture bleeds past each card (mm). `copies` cards
     * fill slots 1…copies; the layout is the tray's. Charged as the same card on paper.
     */
    tray: z.optional(
      z.object({
        profileId: trayProfileId,
        pass: z._default(z.enum(TRAY_PASSES, 'trayPass must be front or back'), 'front'),
        bleed: z._default(z.literal(TRAY_BLEEDS, 'bleed must be 0, 0.5 or 1 (mm)'), 0),
      }),
    ),
  }),
});
export type DocumentPrintRequest = z.output<typeof documentPrintRequest>;

const labelMessage = `label must be a number or a short name of Latin letters and digits, up to ${MAX_CUSTOMER_LABEL_LENGTH} characters`;

/** One customer on a customer sheet: their label, photo size and how many photos (their crop is the form's file `photo<n>`). */
const sheetCustomer = z.object({
  /** A number or short name in Latin letters and digits (the PDF's fonts can't shape Devanagari). */
  label: z.string(labelMessage).check(z.refine(isCustomerLabel, labelMessage)),
  /** A photo size id (`35x45`, `51x51`, `25x35`, `20x25`); whether it exists is UNKNOWN_LAYOUT. */
  size: z.string('Choose a photo size.').check(z.minLength(1, 'Choose a photo size.'), z.maxLength(16)),
  count: z.int(countMessage).check(z.minimum(1, countMessage), z.maximum(MAX_COPIES, countMessage)),
});
export type SheetCustomer = z.output<typeof sheetCustomer>;

const customersMessage = `customers must list 1 to ${MAX_SHEET_CUSTOMERS} customers`;

/**
 * Several customers' photos on one sheet (decision 0042): each customer's own crop,
 * size and count, packed onto the paper by core's placeCustomerSheet; one sheet, or 422
 * LAYOUT_DOES_NOT_FIT. A clean one is charged per distinct photo.
 */
const customerSheetPrintRequest = z.object({
  kind: z.literal('customer-sheet'),
  service: z.literal('passport-photo', { error: (issue) => (issue.input === undefined ? 'Choose a service.' : `Unknown service "${String(issue.input)}".`) }),
  ...printChoices,
  sheet: z.object({
    /** The paper's id (`a4`, `4x6`, `4x6l`, `5x7`); whether it exists is UNKNOWN_LAYOUT. */
    layout: z.string('Choose a paper.').check(z.minLength(1, 'Choose a paper.'), z.maxLength(16)),
    customers: z.array(sheetCustomer, customersMessage).check(z.minLength(1, customersMessage), z.maxLength(MAX_SHEET_CUSTOMERS, customersMessage)),
    /** The caller's printer profile that corrects the PDF (scale and offset); none: printed as drawn. */
    printerProfileId: z.optional(printerProfileId),
  }),
});
export type CustomerSheetPrintRequest = z.output<typeof customerSheetPrintRequest>;

/**
 * POST /api/v1/prints: what to print, one kind of print each. New kinds, and what a kind grows
 * (more photos or photo sizes on a sheet, a printer's offsets), go into their own nested objects.
 */
export const printRequest = z.discriminatedUnion('kind', [photoSheetPrintRequest, documentPrintRequest, customerSheetPrintRequest]);
export type PrintRequest = z.output<typeof printRequest>;

/**
 * The text fields of the multipart form, as they travel: `delivery`, `service`, `mode`,
 * `layout`, `printerProfile`, for documents `docType`, `copies`, `source` (and on a card tray `tray`, `trayPass`, `bleed`), for photo sheets `size`, `count`, `startRow`, and
 * for a customer sheet `customers` (its list as JSON: `[{"label":"1","size":"35x45","count":6}]`; the
 * form carries it instead of `size`). An empty field counts as not sent; a field no kind reads is ignored.
 */
const printFormFields = z.object({
  delivery: z.optional(z.string()),
  service: z.optional(z.string()),
  mode: z.optional(z.string()),
  layout: z.optional(z.string()),
  printerProfile: z.optional(z.string()),
  docType: z.optional(z.string()),
  copies: z.optional(z.string()),
  source: z.optional(z.string()),
  size: z.optional(z.string()),
  count: z.optional(z.string()),
  startRow: z.optional(z.string()),
  customers: z.optional(z.string()),
  expectedCoins: z.optional(z.string()),
  tray: z.optional(z.string()),
  trayPass: z.optional(z.string()),
  bleed: z.optional(z.string()),
});
export type PrintFormFields = z.output<typeof printFormFields>;

/** Where each field's value sits in the request. */
const fieldPaths: Record<keyof PrintFormFields, string> = {
  delivery: 'delivery',
  service: 'service',
  mode: 'mode',
  layout: 'sheet.layout',
  printerProfile: 'sheet.printerProfileId',
  docType: 'document.type',
  copies: 'sheet.copies',
  source: 'document.source',
  size: 'sheet.size',
  count: 'sheet.count',
  startRow: 'sheet.startRow',
  customers: 'sheet.customers',
  expectedCoins: 'expectedCoins',
  tray: 'sheet.tray.profileId',
  trayPass: 'sheet.tray.pass',
  bleed: 'sheet.tray.bleed',
};

/** The form field a request's path came from (`document.type` → `docType`), for messages that name what was sent. */
export function printFormFieldAt(path: readonly PropertyKey[]): string {
  const joined = path.map(String).join('.');
  if (joined === fieldPaths.customers || joined.startsWith(`${fieldPaths.customers}.`)) return 'customers';
  return Object.entries(fieldPaths).find(([, at]) => at === joined)?.[0] ?? joined;
}

/** `copies` (and a sheet's `count` and `startRow`) as sent: up to nine digits, or anything else, which the request refuses with its message. */
function copiesFromField(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  return /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
}

/** The `customers` field's JSON as sent; text that is not JSON is passed on as is, which the request refuses. */
function customersFromField(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** A card tray's fields as sent: none without `tray`; a `bleed` that is not a number is passed on, which the request refuses. */
function trayFromFields(profileId: string | undefined, pass: string | undefined, bleed: string | undefined): unknown {
  if (profileId === undefined) return undefined;
  return { profileId, pass, bleed: bleed === undefined ? undefined : /^\d(\.\d)?$/.test(bleed) ? Number(bleed) : bleed };
}

/** The form's fields as the request they say: the service decides the kind (a document service), else a `customers` list makes a customer sheet, else a photo sheet. */
function requestFromFields(form: PrintFormFields): unknown {
  const field = (name: keyof PrintFormFields) => (form[name] === '' ? undefined : form[name]);
  const choices = { mode: field('mode'), delivery: field('delivery'), expectedCoins: copiesFromField(field('expectedCoins')) };
  const service = field('service');
  if (service !== undefined && isDocumentService(service)) {
    return {
      kind: 'document',
      service,
      ...choices,
      document: { type: field('docType'), source: field('source') },
      sheet: {
        layout: field('layout'),
        copies: copiesFromField(field('copies')),
        printerProfileId: field('printerProfile'),
        tray: trayFromFields(field('tray'), field('trayPass'), field('bleed')),
      },
    };
  }
  const customers = field('customers');
  if (customers !== undefined) {
    return {
      kind: 'customer-sheet',
      service,
      ...choices,
      sheet: { layout: field('layout'), customers: customersFromField(customers), printerProfileId: field('printerProfile') },
    };
  }
  const startRow = copiesFromField(field('startRow'));
  return {
    kind: 'photo-sheet',
    service,
    ...choices,
    sheet: {
      layout: field('layout'),
      size: field('size'),
      count: copiesFromField(field('count')),
      startRow,
      printerProfileId: field('printerProfile'),
    },
  };
}

/** POST /api/v1/prints' text fields read as a print request: what the server parses the form with. */
export const printFromForm = z.pipe(z.pipe(printFormFields, z.transform(requestFromFields)), printRequest);

/**
 * The text fields that send `request`, in the order a form carries them (before its files: the
 * server names the picker of a file that is too large from the service). Defaults are left out.
 */
export function printFormEntries(request: PrintRequest): Array<[keyof PrintFormFields, string]> {
  const fields: Array<[keyof PrintFormFields, string | undefined]> = [
    ['delivery', request.delivery === 'receipt' ? undefined : request.delivery],
    ['service', request.service],
    ['mode', request.mode],
    ['expectedCoins', request.expectedCoins === undefined ? undefined : String(request.expectedCoins)],
    ['layout', request.sheet.layout],
    ['printerProfile', request.sheet.printerProfileId],
  ];
  if (request.kind === 'customer-sheet') {
    fields.push(['customers', JSON.stringify(request.sheet.customers.map(({ label, size, count }) => ({ label, size, count })))]);
  } else if (request.kind === 'document') {
    fields.push(
      ['docType', request.document.type],
      ['copies', request.sheet.copies === 1 ? undefined : String(request.sheet.copies)],
      ['source', request.document.source === 'scan' ? undefined : request.document.source],
    );
    const { tray } = request.sheet;
    if (tray) fields.push(['tray', tray.profileId], ['trayPass', tray.pass], ['bleed', tray.bleed === 0 ? undefined : String(tray.bleed)]);
  } else {
    fields.push(['size', request.sheet.size], ['count', request.sheet.count === undefined ? undefined : String(request.sheet.count)]);
    fields.push(['startRow', request.sheet.startRow === undefined ? undefined : String(request.sheet.startRow)]);
  }
  return fields.filter((entry): entry is [keyof PrintFormFields, string] => entry[1] !== undefined);
}

/** GET /api/v1/prints/held/:printId */
export const heldPrintParams = z.object({ printId: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)) });
