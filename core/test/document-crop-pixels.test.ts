import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  documentCropPixels,
  dotsPerInch,
  fixedSizeCropPixels,
  PASSPORT_LEAST_CROP,
  printedCropSize,
  sizeInPixels,
} from '../src/documents/document-crop-pixels';
import { documentTypes, findDocumentType, type DocumentType } from '../src/documents/document-types';
import { ID1_CARD } from '../src/documents/document-sizes';
import { passportPhoto } from '../src/layout/papers';
import { pageDocumentArea } from '../src/layout/place-documents';
import { mm } from '../src/units/units';

const type = (id: string): DocumentType => findDocumentType(id)!;
const aadhaar = type('aadhaar');
const passportPage = type('passport-page');
const certificate = type('income-certificate');

describe('fixedSizeCropPixels', () => {
  it('rounds 35×45 mm to 827×1063 px at 600 dpi and 413×531 px at 300 dpi, and 85.6×54 mm to 1011×638 px at 300 dpi', () => {
    expect(sizeInPixels(passportPhoto, 600)).toEqual({ width: 827, height: 1063 });
    expect(sizeInPixels(passportPhoto, 300)).toEqual({ width: 413, height: 531 });
    expect(sizeInPixels(ID1_CARD, 300)).toEqual({ width: 1011, height: 638 });
  });

  it('exports a passport photo at 600 dpi (827×1063 px) from a crop with more pixels than that', () => {
    expect(fixedSizeCropPixels(passportPhoto, { width: 2000, height: 2571 }, PASSPORT_LEAST_CROP)).toEqual({ width: 827, height: 1063, lowResolution: false });
  });

  it('keeps a passport crop’s own width above the 420×540 floor, at 7:9', () => {
    expect(fixedSizeCropPixels(passportPhoto, { width: 500, height: 643 }, PASSPORT_LEAST_CROP)).toEqual({ width: 500, height: 643, lowResolution: false });
    expect(fixedSizeCropPixels(passportPhoto, { width: 420, height: 540 }, PASSPORT_LEAST_CROP)).toEqual({ width: 420, height: 540, lowResolution: false });
  });

  it('scales a passport crop under the floor up to 420×540 px and flags it as low resolution', () => {
    expect(PASSPORT_LEAST_CROP.width / PASSPORT_LEAST_CROP.height).toBeCloseTo(passportPhoto.width / passportPhoto.height, 10);
    expect(fixedSizeCropPixels(passportPhoto, { width: 419, height: 539 }, PASSPORT_LEAST_CROP)).toEqual({ width: 420, height: 540, lowResolution: true });
    expect(fixedSizeCropPixels(passportPhoto, { width: 200, height: 257 }, PASSPORT_LEAST_CROP)).toEqual({ width: 420, height: 540, lowResolution: true });
  });

  it('floors at 300 dpi of the size when no floor is given', () => {
    expect(fixedSizeCropPixels(passportPhoto, { width: 300, height: 386 })).toEqual({ width: 413, height: 531, lowResolution: true });
    expect(fixedSizeCropPixels(ID1_CARD, { width: 600, height: 380 })).toEqual({ width: 1011, height: 638, lowResolution: true });
  });

  it('is the card branch of documentCropPixels', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 8000, noNaN: true }), fc.double({ min: 0.2, max: 5, noNaN: true }), (width, aspect) => {
        const crop = { width, height: width / aspect };
        expect(documentCropPixels(aadhaar, crop)).toEqual(fixedSizeCropPixels(ID1_CARD, crop));
      }),
    );
  });

  it('refuses an empty crop', () => {
    expect(() => fixedSizeCropPixels(passportPhoto, { width: 0, height: 10 }, PASSPORT_LEAST_CROP)).toThrow(RangeError);
  });
});

describe('documentCropPixels: cards and passport pages', () => {
  it('exports 600 dpi of 85.6×54 mm (2022×1276 px) from a crop with more pixels than that', () => {
    expect(documentCropPixels(aadhaar, { width: 3000, height: 1893 })).toEqual({ width: 2022, height: 1276, lowResolution: false });
  });

  it('exports 600 dpi of 125×88 mm (2953×2079 px) for a passport page', () => {
    expect(documentCropPixels(passportPage, { width: 4000, height: 2816 })).toEqual({ width: 2953, height: 2079, lowResolution: false });
  });

  it('keeps the crop’s own width between 300 and 600 dpi, at the card’s aspect', () => {
    expect(documentCropPixels(aadhaar, { width: 1500, height: 950 })).toEqual({ width: 1500, height: 946, lowResolution: false });
  });

  it('scales a crop under 300 dpi up to 300 dpi (1011×638 px) and flags it as low resolution', () => {
    expect(documentCropPixels(aadhaar, { width: 600, height: 380 })).toEqual({ width: 1011, height: 638, lowResolution: true });
  });

  it('always gives the type’s aspect within a pixel and between 300 and 600 dpi, whatever the crop', () => {
    const cards = documentTypes.filter((t) => t.printedSize !== null);
    fc.assert(
      fc.property(
        fc.constantFrom(...cards),
        fc.double({ min: 1, max: 8000, noNaN: true }),
        fc.double({ min: 0.2, max: 5, noNaN: true }),
        (docType, width, aspect) => {
          const size = documentCropPixels(docType, { width, height: width / aspect });
          const printed = docType.printedSize!;
          expect(Math.abs(size.height - (size.width * printed.height) / printed.width)).toBeLessThanOrEqual(1);
          const dpi = dotsPerInch(size.width, printed.width);
          expect(dpi).toBeGreaterThanOrEqual(299.5);
          expect(dpi).toBeLessThanOrEqual(600.5);
          expect(size.lowResolution).toBe(dotsPerInch(width, printed.width) < 300 && size.width > width);
        },
      ),
    );
  });
});

describe('documentCropPixels: page documents (free aspect)', () => {
  it('prints a page document as large as fits inside the A4 margins less the 12 mm footer band, at the crop’s aspect', () => {
    const area = pageDocumentArea();
    expect(area).toEqual({ x: 5, y: 5, width: 200, height: 275 });
    // A portrait certificate taller than the area's aspect: the height fills the area.
    const tall = printedCropSize(certificate, 0.5);
    expect(tall.height).toBeCloseTo(275, 6);
    expect(tall.width).toBeCloseTo(137.5, 6);
    // A landscape passbook page: the width fills it.
    const wide = printedCropSize(type('bank-passbook'), 1.5);
    expect(wide.width).toBeCloseTo(200, 6);
    expect(wide.height).toBeCloseTo(133.333, 3);
  });

  it('scales a large scan down to 300 dpi of its printed width, aspect kept', () => {
    // 200 mm wide at 300 dpi = 2362 px.
    expect(documentCropPixels(certificate, { width: 4000, height: 4000 / 0.75 })).toEqual({ width: 2362, height: 3149, lowResolution: false });
  });

  it('never scales a smaller scan up, and flags one under 150 dpi', () => {
    expect(documentCropPixels(certificate, { width: 1800, height: 2400 })).toEqual({ width: 1800, height: 2400, lowResolution: false });
    // 137.5 mm wide (aspect 0.5) from 700 px is 129 dpi.
    expect(documentCropPixels(certificate, { width: 700, height: 1400 })).toEqual({ width: 700, height: 1400, lowResolution: true });
    expect(dotsPerInch(700, mm(137.5))).toBeCloseTo(129.3, 1);
  });

  it('refuses an empty crop', () => {
    expect(() => documentCropPixels(certificate, { width: 0, height: 10 })).toThrow(RangeError);
  });
});
