import { PDFDocument, PrintScaling } from 'pdf-lib';

/**
 * An empty print PDF: title, producer and dates set (fixed dates give reproducible output), and
 * PrintScaling=None so the print dialog defaults to actual size.
 */
export async function createPrintPdf(options: { title: string; brand: string; createdAt: Date }): Promise<PDFDocument> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(options.title);
  doc.setProducer(options.brand);
  doc.setCreator(options.brand);
  doc.setCreationDate(options.createdAt);
  doc.setModificationDate(options.createdAt);
  doc.catalog.getOrCreateViewerPreferences().setPrintScaling(PrintScaling.None);
  return doc;
}
