import type { DocumentLayoutId } from '../documents/document-layouts';
import type { DocumentType } from '../documents/document-types';
import { mm, type Mm } from '../units/units';
import { papers, type Paper } from './papers';
import type { Rect } from './place-photos';

/** Documents print on A4 with its 5 mm margin. */
export const DOCUMENT_PAPER: Paper = papers.a4;
/** Space between cards (front and back, and copies), where the operator cuts. */
export const DOCUMENT_GAP: Mm = mm(4);
/** The print-reference QR code beside cards and passport pages. */
export const QR_REFERENCE_SIZE: Mm = mm(14);
/** Space between the cards and the QR code: clear of the cut lines and the code's quiet zone. */
const QR_REFERENCE_GAP: Mm = mm(5);
/** Kept free under a page document for the QR code (docs/domain-rules.md §7). */
export const PAGE_FOOTER_BAND: Mm = mm(12);
/** The QR code in a page document's footer band: smaller than the band, 2 mm clear of the document. */
export const PAGE_QR_SIZE: Mm = mm(10);

export type DocumentSide = 'front' | 'back';

interface DocumentSlot {
  side: DocumentSide;
  /** 0-based copy of the card (or card pair) this slot belongs to. */
  copy: number;
  /** In mm from the page's top-left corner. */
  rect: Rect;
  /**
   * `exact`: the image fills the rectangle (cards and passport pages, printed at their true size);
   * `contain`: the rectangle is the area the image is fitted into, aspect kept (page documents: see `fitInside`).
   */
  fit: 'exact' | 'contain';
}

export interface DocumentPage {
  slots: DocumentSlot[];
  /** Where the print-reference QR code goes, in free space; null when the sheet carries none. */
  qr: Rect | null;
}

export interface DocumentSheet {
  paper: Paper;
  pages: DocumentPage[];
}

export type PlaceDocumentsResult =
  | { fits: true; sheet: DocumentSheet }
  | { fits: false; code: 'LAYOUT_DOES_NOT_FIT'; message: string; /** 0 when the layout never fits this type. */ maxCopies: number };

export interface PlaceDocumentsOptions {
  /** Whether the sheet carries the print-reference QR code; by default the type's rule (`printsQr`). */
  qr?: boolean;
}

const EPSILON = 1e-9;

/** The printable area of a page document: inside the margins, less the footer band. */
export function pageDocumentArea(paper: Paper = DOCUMENT_PAPER): Rect {
  return {
    x: paper.margin,
    y: paper.margin,
    width: mm(paper.width - 2 * paper.margin),
    height: mm(paper.height - 2 * paper.margin - PAGE_FOOTER_BAND),
  };
}

/** Cards per row and rows per copy of a card (or card pair) in a layout. */
function grid(layout: DocumentLayoutId): { columns: number; rowsPerCopy: number } {
  if (layout === '1') return { columns: 2, rowsPerCopy: 1 };
  if (layout === '0') return { columns: 1, rowsPerCopy: 2 };
  return { columns: 1, rowsPerCopy: 1 };
}

/**
 * How many copies of a card (or card pair) fit down the sheet in a layout; 0 when the layout does not
 * fit this type at all (two passport pages side by side; a page document side by side). A page
 * document prints one page per side, so at most 1 (more copies come from the print dialog).
 */
export function maxDocumentCopies(type: DocumentType, layout: DocumentLayoutId, options: PlaceDocumentsOptions = {}): number {
  const paper = DOCUMENT_PAPER;
  if (!type.printedSize) return layout === '1' ? 0 : 1;
  const qr = options.qr ?? type.printsQr;
  const { columns, rowsPerCopy } = grid(layout);
  const { width, height } = type.printedSize;
  const rowWidth = columns * width + (columns - 1) * DOCUMENT_GAP + (qr ? QR_REFERENCE_GAP + QR_REFERENCE_SIZE : 0);
  if (rowWidth > paper.width - 2 * paper.margin + EPSILON) return 0;
  if (qr && QR_REFERENCE_SIZE > height + EPSILON) return 0;
  const rows = Math.floor((paper.height - 2 * paper.margin + DOCUMENT_GAP + EPSILON) / (height + DOCUMENT_GAP));
  return Math.floor(rows / rowsPerCopy);
}

function doesNotFit(type: DocumentType, layout: DocumentLayoutId, copies: number, maxCopies: number): PlaceDocumentsResult {
  const size = type.printedSize ? ` (${type.printedSize.width}×${type.printedSize.height} mm)` : '';
  let message: string;
  if (maxCopies === 0 && layout === '1') {
    message =
      type.kind === 'page'
        ? `${type.label}: side by side is for cards only. Choose stacked (front page, then back page).`
        : `Two ${type.label.toLowerCase()}s${size} do not fit side by side on A4. Choose stacked.`;
  } else if (type.kind === 'page') {
    message = `${type.label} fills the page: print one copy and set more copies in the print dialog.`;
  } else {
    message = `${copies} copies of ${type.label}${size} do not fit on one A4 sheet in this layout; at most ${maxCopies}.`;
  }
  return { fits: false, code: 'LAYOUT_DOES_NOT_FIT', message, maxCopies };
}

/**
 * Where a document's front (and back) go on A4, in mm from the top-left (docs/domain-rules.md §7):
 * - cards and passport pages at their true size from the type; `single` the front, `0` the front
 *   above the back, `1` front and back side by side in one row; `copies` repeats the card (pair) down
 *   the sheet, 4 mm apart, from the top margin; the block (with the QR code beside its first row) is
 *   centred horizontally. The QR code is in free space to the right of the first row.
 * - page documents: one page per side (both-side: two pages for duplex), the slot is the area inside
 *   the margins less the 12 mm footer band, and the QR code sits in the footer band's right corner.
 * A combination that does not fit gives `LAYOUT_DOES_NOT_FIT` with the most copies that would.
 */
export function placeDocuments(type: DocumentType, layout: DocumentLayoutId, copies: number, options: PlaceDocumentsOptions = {}): PlaceDocumentsResult {
  if (!Number.isInteger(copies) || copies < 1) throw new RangeError(`copies must be a positive integer, got ${copies}`);
  const paper = DOCUMENT_PAPER;
  const qr = options.qr ?? type.printsQr;
  const maxCopies = maxDocumentCopies(type, layout, { qr });
  if (copies > maxCopies) return doesNotFit(type, layout, copies, maxCopies);
  const sides: DocumentSide[] = layout === 'single' ? ['front'] : ['front', 'back'];

  if (!type.printedSize) {
    const area = pageDocumentArea(paper);
    const qrRect: Rect | null = qr
      ? { x: mm(paper.width - paper.margin - PAGE_QR_SIZE), y: mm(paper.height - paper.margin - PAGE_QR_SIZE), width: PAGE_QR_SIZE, height: PAGE_QR_SIZE }
      : null;
    return { fits: true, sheet: { paper, pages: sides.map((side) => ({ slots: [{ side, copy: 0, rect: area, fit: 'contain' }], qr: qrRect })) } };
  }

  const { width, height } = type.printedSize;
  const { columns } = grid(layout);
  const blockWidth = columns * width + (columns - 1) * DOCUMENT_GAP;
  const rowWidth = blockWidth + (qr ? QR_REFERENCE_GAP + QR_REFERENCE_SIZE : 0);
  const left = (paper.width - rowWidth) / 2;
  const top = paper.margin;
  const slots: DocumentSlot[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    sides.forEach((side, index) => {
      const column = layout === '1' ? index : 0;
      const row = layout === '0' ? copy * 2 + index : copy;
      slots.push({
        side,
        copy,
        rect: { x: mm(left + column * (width + DOCUMENT_GAP)), y: mm(top + row * (height + DOCUMENT_GAP)), width, height },
        fit: 'exact',
      });
    });
  }
  const qrRect: Rect | null = qr ? { x: mm(left + blockWidth + QR_REFERENCE_GAP), y: mm(top), width: QR_REFERENCE_SIZE, height: QR_REFERENCE_SIZE } : null;
  return { fits: true, sheet: { paper, pages: [{ slots, qr: qrRect }] } };
}
