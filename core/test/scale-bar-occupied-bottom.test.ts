import { describe, expect, it } from 'vitest';
import { documentTypes, findDocumentType, type DocumentType } from '../src/documents/document-types';
import { CROP_MARK } from '../src/layout/place-cut-lines';
import { placeDocuments, type DocumentPage } from '../src/layout/place-documents';
import { boundingBox, placePhotos } from '../src/layout/place-photos';
import { placeScaleBar } from '../src/layout/place-scale-bar';
import { documentPageOccupiedBottom, photoSheetOccupiedBottom } from '../src/layout/scale-bar-occupied-bottom';
import { sheetLayouts } from '../src/layout/sheet-layouts';
import { mm } from '../src/units/units';

const type = (id: string): DocumentType => findDocumentType(id)!;
const rect = (y: number, height: number) => ({ x: mm(10), y: mm(y), width: mm(20), height: mm(height) });

describe('where the scale bar starts on a photo sheet (photoSheetOccupiedBottom)', () => {
  it.each(sheetLayouts.map((l) => [l.id, l] as const))('%s: under the grid and its crop marks', (_id, layout) => {
    const rects = placePhotos(layout.paper, layout.photo, layout.count, 'columns' in layout ? layout.columns : undefined);
    const box = boundingBox(rects);
    expect(photoSheetOccupiedBottom(rects)).toBeCloseTo(box.y + box.height + CROP_MARK, 9);
  });

  it('leaves room for the bar under six photos on A4', () => {
    const layout = sheetLayouts.find((l) => l.id === 'a4-6')!;
    const rects = placePhotos(layout.paper, layout.photo, layout.count);
    expect(placeScaleBar(layout.paper, photoSheetOccupiedBottom(rects))).not.toBeNull();
  });
});

describe('where the scale bar starts on a document page (documentPageOccupiedBottom)', () => {
  it('is 1 mm under the lowest slot when the slots reach lower than the QR code', () => {
    const page: DocumentPage = {
      slots: [
        { side: 'front', copy: 0, rect: rect(10, 54), fit: 'exact' },
        { side: 'back', copy: 0, rect: rect(70, 54), fit: 'exact' },
      ],
      qr: rect(10, 14),
    };
    expect(documentPageOccupiedBottom(type('aadhaar'), page)).toBe(125);
  });

  it('is 1 mm under the QR code when it reaches lower than the slots', () => {
    const page: DocumentPage = { slots: [{ side: 'front', copy: 0, rect: rect(10, 54), fit: 'exact' }], qr: rect(60, 14) };
    expect(documentPageOccupiedBottom(type('aadhaar'), page)).toBe(75);
    expect(documentPageOccupiedBottom(type('aadhaar'), { ...page, qr: null })).toBe(65);
  });

  it.each(documentTypes.map((t) => [t.id, t] as const))('%s: a bar only for a type printed at its true size', (_id, docType) => {
    const placement = placeDocuments(docType, '0', 1);
    if (!placement.fits) throw new Error(placement.message);
    for (const page of placement.sheet.pages) {
      const bottoms = [...page.slots.map((s) => s.rect), ...(page.qr ? [page.qr] : [])].map((r) => r.y + r.height);
      expect(documentPageOccupiedBottom(docType, page)).toBe(docType.printedSize ? Math.max(...bottoms) + 1 : null);
    }
  });
});
