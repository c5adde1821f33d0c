import type { DocumentType } from './document-types';

/**
 * Where the document image came from: a photo or scan (`scan`, the default), or cut from the
 * customer's e-Aadhaar PDF (`e-aadhaar`, sent by the e-Aadhaar screen).
 */
export const documentSources = ['scan', 'e-aadhaar'] as const;
export type DocumentSource = (typeof documentSources)[number];

/** The document types an image from `source` may be printed as: an e-Aadhaar gives Aadhaar cards only. */
export function sourceAllowsType(source: DocumentSource, type: DocumentType): boolean {
  return source === 'scan' || type.id === 'aadhaar';
}

/**
 * Whether the sheet carries the QR code with the print reference: every document sheet except
 * passport pages and prints of an e-Aadhaar (which carries UIDAI's own QR code).
 */
export function printsQrReference(type: DocumentType, source: DocumentSource = 'scan'): boolean {
  return type.printsQr && source !== 'e-aadhaar';
}
