import type { DocumentPrintRequest, PrintMode } from '@core/contracts/prints';
import { hasBack, isDocumentLayout, layoutsForService, type DocumentLayoutId, type DocumentService } from '@core/documents/document-layouts';
import { findDocumentType, type DocumentType } from '@core/documents/document-types';
import { printsQrReference, sourceAllowsType, type DocumentSource } from '@core/documents/prints-qr-reference';
import { AppError } from '@core/errors/app-error';
import { placeDocuments } from '@core/layout/place-documents';
import type { PrintForm } from './read-print-form';

export interface DocumentPrint {
  service: DocumentService;
  mode: PrintMode;
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
 * Checks a document print (its fields already read by the contract) before any image is decoded or
 * any coin charged: a missing front or back, a back on a single-side print → 400 VALIDATION;
 * an unknown document type, or a layout the service doesn't have → 422 UNKNOWN_LAYOUT;
 * a combination that doesn't fit A4 (side-by-side passport pages, too many copies) → 422 LAYOUT_DOES_NOT_FIT.
 * Sizes come from the type only.
 */
export function readDocumentPrint(print: DocumentPrintRequest, files: PrintForm['files']): DocumentPrint {
  const { service, mode } = print;
  const { copies } = print.sheet;
  const { source } = print.document;
  const docType = findDocumentType(print.document.type);
  if (!docType) throw new AppError('UNKNOWN_LAYOUT', `Unknown document type "${print.document.type}".`);
  const allowed = layoutsForService[service];
  const layout = print.sheet.layout ?? allowed[0]!;
  if (!isDocumentLayout(layout) || !allowed.includes(layout)) {
    throw new AppError('UNKNOWN_LAYOUT', `Unknown layout "${layout}" for a ${service} print: use ${allowed.map((l) => `"${l}"`).join(' or ')}.`);
  }
  if (!sourceAllowsType(source, docType)) throw new AppError('VALIDATION', 'An e-Aadhaar prints as an Aadhaar card.');
  const qr = printsQrReference(docType, source);
  // Refused before anything is allocated, whatever the number of copies asked for.
  const placement = placeDocuments(docType, layout, copies, { qr });
  if (!placement.fits) throw new AppError('LAYOUT_DOES_NOT_FIT', placement.message);
  const { front, back } = files;
  if (!front) throw new AppError('VALIDATION', hasBack(layout) ? 'Please choose the front side.' : 'Please choose a picture of the document.');
  if (hasBack(layout) && !back) throw new AppError('VALIDATION', 'Please choose the back side.');
  if (!hasBack(layout) && back) throw new AppError('VALIDATION', 'A single-side print takes the front only: use both-side to print the back.');
  return { service, mode, docType, layout, copies, source, qr, front, back: back ?? null };
}
