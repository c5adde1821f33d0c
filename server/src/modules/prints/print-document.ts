import { randomUUID } from 'node:crypto';
import type { DocumentPrintRequest, PrintFileField } from '@core/contracts/prints';
import type { DocumentType } from '@core/documents/document-types';
import { AppError } from '@core/errors/app-error';
import { papers } from '@core/layout/papers';
import type { Config } from '../../config/env';
import type { DatabaseHandle } from '../../db/create-database';
import type { BoundedQueue } from '../../lib/bounded-queue';
import { readPrinterReadings } from '../printer-profiles/read-printer-readings';
import { composeDocumentSheet } from './compose-document-sheet';
import { documentHash } from './document-hash';
import { freeProof, imagePixels } from './image-resolution';
import { prepareUpload, type PrepareUploadOptions, type PreparedImage } from './prepare-upload';
import { printReferenceText } from './print-reference-text';
import { readDocumentPrint } from './read-document-print';
import { sideLabel, type PrintForm } from './read-print-form';
import { settlePrint, type PrintedSheet } from './settle-print';

/** Page documents: at most 300 dpi of A4, free or clean, aspect kept, which bounds memory and the PDF's size. */
const PAGE_MAX_DPI = 300;

/**
 * Cards and passport pages: exactly the printed size at 600 dpi (clean) or 150 dpi (free),
 * centre-cropped (never stretched); page documents: capped at 300 dpi of A4, aspect kept.
 */
export function documentImageOptions(docType: DocumentType, watermarked: boolean): PrepareUploadOptions {
  if (!docType.printedSize) return { inside: imagePixels(papers.a4, watermarked, PAGE_MAX_DPI) };
  return { cover: imagePixels(docType.printedSize, watermarked) };
}

/**
 * A single- or both-side document print (decision 0010): checks the request and files (nothing decoded or charged when
 * it's wrong), re-encodes front and back one at a time through the bounded image queue, composes the
 * PDF with the print reference (the print_jobs id) in its QR code, and only then charges the
 * `single-side` or `both-side` service.
 */
export async function printDocument(
  deps: { config: Config; database: DatabaseHandle; imageQueue: BoundedQueue },
  uid: string,
  request: DocumentPrintRequest,
  files: PrintForm['files'],
): Promise<PrintedSheet> {
  const print = readDocumentPrint(request, files);
  // The caller's own printer profile, checked before any decode (404 when it isn't theirs).
  const readings = await readPrinterReadings(deps.database.db, uid, request.sheet.printerProfileId);
  const brand = deps.config.brandName;
  const watermark = print.mode === 'watermarked' ? brand : null;
  // A free print's images are proofs of layout too, at 150 dpi (decision 0053).
  const options: PrepareUploadOptions = { ...documentImageOptions(print.docType, watermark !== null), proof: watermark !== null ? freeProof(null) : null };
  const prepare = async (side: PrintFileField, bytes: Buffer): Promise<PreparedImage> => {
    try {
      return await deps.imageQueue.run(() => prepareUpload(bytes, options));
    } catch (error) {
      const label = sideLabel(side, print.service);
      if (label && error instanceof AppError && error.code !== 'BUSY') throw new AppError(error.code, `${label}${error.message}`, { cause: error });
      throw error;
    }
  };
  const front = await prepare('front', print.front);
  const back = print.back ? await prepare('back', print.back) : null;

  const now = Date.now();
  const jobId = randomUUID();
  const pdf = await composeDocumentSheet({
    docType: print.docType,
    layout: print.layout,
    copies: print.copies,
    front,
    back,
    reference: print.qr ? printReferenceText(brand, jobId, now) : null,
    watermark,
    brand,
    readings,
  });

  const layout = `${print.docType.id}:${print.layout}${print.copies > 1 ? `:x${print.copies}` : ''}`;
  const settled = await settlePrint(deps.database, print.mode, {
    uid,
    service: print.service,
    docHash: documentHash(print.front, print.back),
    layout,
    now,
    jobId,
  });
  return {
    pdf,
    filename: `${print.docType.id}-${print.service}${print.mode === 'watermarked' ? '-watermarked' : ''}.pdf`,
    jobId: settled.jobId,
    charge: settled.charge,
    coins: settled.coins,
    balance: settled.balance,
    log: {
      service: print.service,
      docType: print.docType.id,
      layout: print.layout,
      copies: print.copies,
      source: print.source,
      mode: print.mode,
      ...(readings ? { printerProfileId: request.sheet.printerProfileId! } : {}),
    },
  };
}
