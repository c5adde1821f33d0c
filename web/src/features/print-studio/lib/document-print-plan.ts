import type { DocumentLayoutId } from '@core/documents/document-layouts';
import type { KnownDocumentType } from '@core/documents/document-types';
import { printsQrReference, type DocumentSource } from '@core/documents/prints-qr-reference';
import { maxDocumentCopies } from '@core/layout/place-documents';

/** A side's picture as the plan needs it: which one (id) and the crop aspect it was cut for. */
interface PlannedSide {
  id: number;
  cutFor: number | null;
}

export interface DocumentPrintChoices<Side extends PlannedSide> {
  both: boolean;
  type: KnownDocumentType;
  source: DocumentSource;
  /** The operator's both-side layout: '0' one above the other, '1' side by side. */
  layoutChoice: '0' | '1';
  copiesChoice: number;
  frontCrop: Side | null;
  backCrop: Side | null;
  /** The cards cut from a card PDF (source `card-pdf`): a front, and its back when the card has one. */
  pdfCards: { front: Side; back: Side | null } | null;
  /** The slots of the PVC card tray printed on (decision 0091), or null/absent for A4 paper. */
  traySlots?: number | null;
}

/** The crop, if it was cut for this document type (a crop made for another type no longer counts). */
export function cropFor<Side extends PlannedSide>(crop: Side | null, type: KnownDocumentType): Side | null {
  return crop && crop.cutFor === type.cropAspect ? crop : null;
}

/**
 * What the document studio will print from the operator's choices: the layout actually used (side
 * by side only when it fits), the copies within what fits, the sides' pictures (a crop cut for
 * another document type no longer counts; the cards from a card PDF replace the crops), and whether
 * everything needed is there. On a card tray the tray's slots say how many cards (the both-side layout is not
 * chosen: stacked is sent, and the tray places the cards).
 */
export function documentPrintPlan<Side extends PlannedSide>(choices: DocumentPrintChoices<Side>) {
  const { both, type, source, layoutChoice, copiesChoice, frontCrop, backCrop, pdfCards, traySlots = null } = choices;
  const fromPdf = source === 'card-pdf';
  const qr = printsQrReference(type, source);
  const sideBySideFits = maxDocumentCopies(type, '1', { qr }) > 0;
  const onTray = traySlots !== null;
  const layout: DocumentLayoutId = !both ? 'single' : layoutChoice === '1' && sideBySideFits && !onTray ? '1' : '0';
  const maxCopies = onTray ? traySlots : maxDocumentCopies(type, layout, { qr });
  const copies = Math.max(1, Math.min(copiesChoice, maxCopies));
  const printFront = fromPdf ? (pdfCards?.front ?? null) : cropFor(frontCrop, type);
  const printBack = !both ? null : fromPdf ? (pdfCards?.back ?? null) : cropFor(backCrop, type);
  const ready = printFront !== null && (!both || printBack !== null);
  const imagesKey = `${printFront?.id ?? ''}:${printBack?.id ?? ''}`;
  return { qr, sideBySideFits, layout, maxCopies, copies, printFront, printBack, ready, imagesKey };
}
