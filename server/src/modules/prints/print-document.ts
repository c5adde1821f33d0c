import type { DocumentPrintRequest } from '@core/contracts/prints';
import type { DocumentType } from '@core/documents/document-types';
import { AppError } from '@core/errors/app-error';
import { papers } from '@core/layout/papers';
import { composeDocumentSheet } from './compose-document-sheet';
import { composeTrayPass } from './compose-tray-pass';
import { documentSheetLabel } from '@core/documents/document-sheet-label';
import { freeProof, imagePixels } from './image-resolution';
import { documentBasis } from '../entitlement/charge-basis';
import { sha256Hex } from '../../lib/sha256-hex';
import type { PlannedPrint, RunImageWork } from './print-pipeline';
import { prepareUpload, type PrepareUploadOptions, type PreparedImage } from './prepare-upload';
import { printReferenceText } from './print-reference-text';
import { checkTraySlots, readDocumentPrint } from './read-document-print';
import { sideLabel, type PrintForm } from './read-print-form';

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
 * A single- or both-side document print (decision 0010), for the one print pipeline: the request and files
 * checked (nothing decoded or charged when they're wrong); front and back re-encoded one at a time (a free
 * print's made proofs of layout, decision 0053); the PDF carries the print reference (the job's id) in its
 * QR code; charged as the `single-side` or `both-side` service by the document's hash.
 */
export function planDocument(request: DocumentPrintRequest, files: PrintForm['files']): PlannedPrint {
  const print = readDocumentPrint(request, files);
  if (files.frontCrop || files.backCrop) throw new AppError('VALIDATION', 'A document prints as it was scanned: send no crop beside it.');
  const prepare = async (run: RunImageWork, side: 'front' | 'back', bytes: Buffer, options: PrepareUploadOptions): Promise<PreparedImage> => {
    try {
      return await run(() => prepareUpload(bytes, options));
    } catch (error) {
      const label = sideLabel(side, print.service);
      if (label && error instanceof AppError && error.code !== 'BUSY') throw new AppError(error.code, `${label}${error.message}`, { cause: error });
      throw error;
    }
  };
  const { tray } = print;
  return {
    service: print.service,
    mode: print.mode,
    recordsFree: true,
    printerProfileId: request.sheet.printerProfileId,
    ...(tray ? { tray: { profileId: tray.profileId, check: (layout) => checkTraySlots(print.copies, layout.slots.length) } } : {}),
    sheet: {
      kind: 'document',
      docType: print.docType.id,
      layout: print.layout,
      copies: print.copies,
      ...(tray ? { tray: { pass: tray.pass, bleed: tray.bleed } } : {}),
    },
    filename: tray ? `${print.docType.id}-tray-${tray.pass}` : `${print.docType.id}-${print.service}`,
    log: { docType: print.docType.id, layout: print.layout, copies: print.copies, source: print.source, ...(tray ? { trayPass: tray.pass } : {}) },
    chargeBasis: async () => documentBasis(print.service, sha256Hex(print.front), print.back ? sha256Hex(print.back) : null),
    async compose({ watermark, brand, readings, tray: trayLayout, jobId, now, run }) {
      const options: PrepareUploadOptions = { ...documentImageOptions(print.docType, watermark !== null), proof: watermark !== null ? freeProof(null) : null };
      if (tray && trayLayout) {
        // One side per pass: the other side's bytes were only hashed (the charge is the card's, as on paper).
        const side = tray.pass === 'back' && print.back ? await prepare(run, 'back', print.back, options) : await prepare(run, 'front', print.front, options);
        return composeTrayPass({
          layout: trayLayout,
          pass: tray.pass,
          count: print.copies,
          bleed: tray.bleed,
          image: side,
          watermark,
          brand,
          title: `${brand}: ${documentSheetLabel(print.docType, print.layout, print.copies)}, card tray ${tray.pass} pass${watermark ? ' (watermarked)' : ''}`,
        });
      }
      const front = await prepare(run, 'front', print.front, options);
      const back = print.back ? await prepare(run, 'back', print.back, options) : null;
      return composeDocumentSheet({
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
    },
  };
}
