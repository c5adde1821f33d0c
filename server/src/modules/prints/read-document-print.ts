import { hasBack, isDocumentLayout, layoutsForService, type DocumentLayoutId, type DocumentService } from '../../../../core/src/documents/document-layouts';
import { documentPrintFields } from '../../../../core/src/documents/document-print-fields';
import { findDocumentType, type DocumentType } from '../../../../core/src/documents/document-types';
import { printsQrReference, sourceAllowsType, type DocumentSource } from '../../../../core/src/documents/prints-qr-reference';
import { AppError } from '../../../../core/src/errors/app-error';
import { placeDocuments } from '../../../../core/src/layout/place-documents';
import type { PrintForm } from './read-print-form';

export interface DocumentPrint {
  service: DocumentService;
  mode: 'watermarked' | 'clean';
  docType: DocumentType;
  layout: DocumentLayoutId;
  copies: number;
  source: DocumentSource;
  /** Whether the sheet carries the print-reference QR code. */
  qr: boolean;
  front: Buffer;
  back: Buffer | null;
}

/**
 * Checks a document print's form before any image is decoded or any coin charged:
 * bad fields, a missing front or back, a back on a single-side print → 400 VALIDATION;
 * an unknown `docType`, or a `layout` the service doesn't have → 422 UNKNOWN_LAYOUT;
 * a combination that doesn't fit A4 (side-by-side passport pages, too many copies) → 422 LAYOUT_DOES_NOT_FIT.
 * Sizes come from the type only.
 */
export function readDocumentPrint(form: PrintForm): DocumentPrint {
  const parsed = documentPrintFields.safeParse(form.fields);
  if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const { service, mode, copies, source } = parsed.data;
  const docType = findDocumentType(parsed.data.docType);
  if (!docType) throw new AppError('UNKNOWN_LAYOUT', `Unknown document type "${parsed.data.docType}".`);
  const allowed = layoutsForService[service];
  const layout = parsed.data.layout ?? allowed[0]!;
  if (!isDocumentLayout(layout) || !allowed.includes(layout)) {
    throw new AppError('UNKNOWN_LAYOUT', `Unknown layout "${layout}" for a ${service} print: use ${allowed.map((l) => `"${l}"`).join(' or ')}.`);
  }
  if (!sourceAllowsType(source, docType)) throw new AppError('VALIDATION', 'An e-Aadhaar prints as an Aadhaar card.');
  const qr = printsQrReference(docType, source);
  // Refused before anything is allocated, whatever the number of copies asked for.
  const placement = placeDocuments(docType, layout, copies, { qr });
  if (!placement.fits) throw new AppError('LAYOUT_DOES_NOT_FIT', placement.message);
  const { front, back } = form.files;
  if (!front) throw new AppError('VALIDATION', hasBack(layout) ? 'Please choose the front side.' : 'Please choose a picture of the document.');
  if (hasBack(layout) && !back) throw new AppError('VALIDATION', 'Please choose the back side.');
  if (!hasBack(layout) && back) throw new AppError('VALIDATION', 'A single-side print takes the front only: use both-side to print the back.');
  return { service, mode, docType, layout, copies, source, qr, front, back: back ?? null };
}
