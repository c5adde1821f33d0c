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
  /** Onto a card tray (decision 0091): which tray, pass and bleed; null on A4. */
  tray: NonNullable<DocumentPrintRequest['sheet']['tray']> | null;
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
  if (!sourceAllowsType(source, docType)) throw new AppError('VALIDATION', 'A card from a card PDF prints as a card (85.6 × 54 mm): choose a card type.');
  const tray = print.sheet.tray ?? null;
  if (tray) checkTrayPrint(print, docType, layout);
  const qr = !tray && printsQrReference(docType, source);
  // Refused before anything is allocated, whatever the number of copies asked for (a tray's slots: when it is read).
  const placement = tray ? null : placeDocuments(docType, layout, copies, { qr });
  if (placement && !placement.fits) throw new AppError('LAYOUT_DOES_NOT_FIT', placement.message);
  const { front, back } = files;
  if (!front) throw new AppError('VALIDATION', hasBack(layout) ? 'Please choose the front side.' : 'Please choose a picture of the document.');
  if (hasBack(layout) && !back) throw new AppError('VALIDATION', 'Please choose the back side.');
  if (!hasBack(layout) && back) throw new AppError('VALIDATION', 'A single-side print takes the front only: use both-side to print the back.');
  return { service, mode, docType, layout, copies, source, qr, front, back: back ?? null, tray };
}

/**
 * What a card tray print (decision 0091) refuses before its tray is read: anything but an ID-1 card, a back pass of
 * a single-side card, and a printer profile beside the tray (the tray's calibration carries the printer's offsets).
 */
function checkTrayPrint(print: DocumentPrintRequest, docType: DocumentType, layout: DocumentLayoutId) {
  if (docType.kind !== 'card')
    throw new AppError('VALIDATION', `Only ID cards (85.6 × 54 mm) print on a card tray: print the ${docType.label.toLowerCase()} on paper.`);
  if (print.sheet.printerProfileId !== undefined) throw new AppError('VALIDATION', 'A card tray carries its own offsets: print with no printer profile.');
  if (!hasBack(layout) && print.sheet.tray?.pass === 'back') throw new AppError('VALIDATION', 'A single-side card has no back: print the front pass only.');
}

/** A tray print's cards against the tray (decision 0091): one card per slot, so at most as many as it has slots. */
export function checkTraySlots(copies: number, slots: number) {
  if (copies > slots) {
    throw new AppError('LAYOUT_DOES_NOT_FIT', `This tray holds ${slots} card${slots === 1 ? '' : 's'}: print at most ${slots} at once.`);
  }
}
