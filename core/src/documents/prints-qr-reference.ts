import type { DocumentType } from './document-types';

/**
 * Where the document image came from: a photo or scan (`scan`, the default), or cut in the browser from the card PDF
 * an agency issued (`card-pdf`: e-Aadhaar, e-PAN, e-EPIC, Ayushman, ABHA, e-Shram; decision 0093).
 */
export const documentSources = ['scan', 'card-pdf'] as const;
export type DocumentSource = (typeof documentSources)[number];

/** How `card-pdf` was spelled when only the e-Aadhaar could be opened: still read, as `card-pdf`. */
export const LEGACY_CARD_PDF_SOURCE = 'e-aadhaar';

/** The document types an image from `source` may be printed as: a card PDF gives ID-1 cards only. */
export function sourceAllowsType(source: DocumentSource, type: DocumentType): boolean {
  return source === 'scan' || type.kind === 'card';
}

/**
 * Whether the sheet carries the QR code with the print reference: every document sheet except passport pages and
 * cards cut from an agency's PDF (which carry the agency's own QR code, and a second one beside it would be scanned
 * by mistake).
 */
export function printsQrReference(type: DocumentType, source: DocumentSource = 'scan'): boolean {
  return type.printsQr && source === 'scan';
}
