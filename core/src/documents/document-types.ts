import { ID1_CARD, PASSPORT_PAGE, type DocumentSize } from './document-sizes';

/**
 * `card`: an ID-1 card printed at true size; `passport-page`: a passport's data page at true size;
 * `page`: a certificate or passbook page, fitted to A4 (its size is the scan's aspect, not fixed).
 */
export type DocumentKind = 'card' | 'passport-page' | 'page';

export interface DocumentType {
  id: string;
  label: string;
  kind: DocumentKind;
  /** Printed size in mm, always this and never the client's; null for `page` documents (fitted to the sheet). */
  printedSize: DocumentSize | null;
  /** Crop aspect, width ÷ height; null for a free-aspect crop. */
  cropAspect: number | null;
  /**
   * Whether the sheet carries the print-reference QR code (docs/domain-rules.md §7). Everything but passport pages;
   * an e-Aadhaar print (a flag on the print, not a type) leaves it off too: see `printsQrReference`.
   */
  printsQr: boolean;
}

const card = <Id extends string>(id: Id, label: string) =>
  ({ id, label, kind: 'card', printedSize: ID1_CARD, cropAspect: ID1_CARD.width / ID1_CARD.height, printsQr: true }) as const;
const page = <Id extends string>(id: Id, label: string) => ({ id, label, kind: 'page', printedSize: null, cropAspect: null, printsQr: true }) as const;

/**
 * Every document an operator prints (docs/domain-rules.md §7). A type sets the crop and the printed size, never the
 * price: a single-side print is the `single-side` service and a both-side print the `both-side`
 * service, whatever the type.
 */
export const documentTypes = [
  card('aadhaar', 'Aadhaar card'),
  card('pan-card', 'PAN card'),
  card('voter-id', 'Voter ID card'),
  card('driving-licence', 'Driving licence'),
  card('ayushman-card', 'Ayushman card'),
  card('abha-card', 'ABHA card'),
  card('e-shram-card', 'e-Shram card'),
  {
    id: 'passport-page',
    label: 'Passport page',
    kind: 'passport-page',
    printedSize: PASSPORT_PAGE,
    cropAspect: PASSPORT_PAGE.width / PASSPORT_PAGE.height,
    printsQr: false,
  },
  page('income-certificate', 'Income certificate'),
  page('residence-certificate', 'Residence certificate'),
  page('caste-certificate', 'Caste certificate'),
  page('bank-passbook', 'Bank passbook page'),
] as const satisfies readonly DocumentType[];

/** One of the types above, its id a literal (so texts keyed by id are checked). */
export type KnownDocumentType = (typeof documentTypes)[number];
export type DocumentTypeId = KnownDocumentType['id'];

export function findDocumentType(id: string): KnownDocumentType | undefined {
  return documentTypes.find((type) => type.id === id);
}
