import { describe, expect, it } from 'vitest';
import { documentTypes } from '@core/documents/document-types';
import { maxDocumentCopies } from '@core/layout/place-documents';
import { documentPrintPlan } from '../src/features/print-studio/lib/document-print-plan';

const aadhaar = documentTypes.find((type) => type.id === 'aadhaar')!;
const certificate = documentTypes.find((type) => type.id === 'income-certificate')!;
const crop = (id: number, cutFor: number | null) => ({ id, cutFor });
const choices = {
  both: true,
  type: aadhaar,
  source: 'scan' as const,
  layoutChoice: '0' as const,
  copiesChoice: 1,
  frontCrop: null,
  backCrop: null,
  pdfCards: null,
};

describe('the document studio: what will print', () => {
  it('a both-side print is ready only with both sides, each cut for the chosen type', () => {
    const front = crop(1, aadhaar.cropAspect);
    const back = crop(2, aadhaar.cropAspect);
    expect(documentPrintPlan({ ...choices, frontCrop: front }).ready).toBe(false);
    const plan = documentPrintPlan({ ...choices, frontCrop: front, backCrop: back });
    expect(plan).toMatchObject({ ready: true, printFront: front, printBack: back, imagesKey: '1:2', layout: '0' });
    // Another type chosen after cropping: the crops no longer count.
    expect(documentPrintPlan({ ...choices, type: certificate, frontCrop: front, backCrop: back })).toMatchObject({
      ready: false,
      printFront: null,
      printBack: null,
    });
  });

  it("a card PDF's card replaces the crops, with no print-reference QR; a card without a back is ready on one side only", () => {
    const cards = { front: crop(7, null), back: crop(8, null) };
    const plan = documentPrintPlan({ ...choices, source: 'card-pdf', frontCrop: crop(1, aadhaar.cropAspect), pdfCards: cards });
    expect(plan).toMatchObject({ ready: true, qr: false, printFront: cards.front, printBack: cards.back, imagesKey: '7:8' });
    const alone = { front: crop(9, null), back: null };
    expect(documentPrintPlan({ ...choices, source: 'card-pdf', pdfCards: alone })).toMatchObject({ ready: false, printFront: alone.front, printBack: null });
    expect(documentPrintPlan({ ...choices, both: false, source: 'card-pdf', pdfCards: alone })).toMatchObject({
      ready: true,
      printFront: alone.front,
      printBack: null,
    });
  });

  it('side by side only where it fits, copies within what fits, and at least one', () => {
    expect(documentPrintPlan({ ...choices, layoutChoice: '1' }).layout).toBe('1');
    const page = documentPrintPlan({ ...choices, type: certificate, layoutChoice: '1', copiesChoice: 99 });
    expect(page).toMatchObject({ sideBySideFits: false, layout: '0' });
    expect(page.copies).toBe(page.maxCopies);
    expect(documentPrintPlan({ ...choices, copiesChoice: 0 }).copies).toBe(1);
    const single = documentPrintPlan({ ...choices, both: false, copiesChoice: 99 });
    expect(single).toMatchObject({ layout: 'single', printBack: null, copies: maxDocumentCopies(aadhaar, 'single', { qr: single.qr }) });
  });
});
