import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentLayouts, hasBack, layoutsForService, type DocumentLayoutId } from '../src/documents/document-layouts';
import { documentSheetLabel } from '../src/documents/document-sheet-label';
import { documentTypes, findDocumentType, type DocumentType } from '../src/documents/document-types';
import { ID1_CARD, PASSPORT_PAGE } from '../src/documents/document-sizes';
import { printsQrReference, sourceAllowsType } from '../src/documents/prints-qr-reference';
import { fitInside } from '../src/layout/fit-inside';
import { papers } from '../src/layout/papers';
import {
  DOCUMENT_GAP,
  maxDocumentCopies,
  PAGE_FOOTER_BAND,
  PAGE_QR_SIZE,
  pageDocumentArea,
  placeDocuments,
  QR_REFERENCE_SIZE,
  type DocumentSheet,
  type PlaceDocumentsResult,
} from '../src/layout/place-documents';
import type { Rect } from '../src/layout/place-photos';
import { mm } from '../src/units/units';

const EPS = 1e-6;
const a4 = papers.a4;
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width - EPS && b.x < a.x + a.width - EPS && a.y < b.y + b.height - EPS && b.y < a.y + a.height - EPS;
const insideMargins = (r: Rect) =>
  r.x >= a4.margin - EPS && r.y >= a4.margin - EPS && r.x + r.width <= a4.width - a4.margin + EPS && r.y + r.height <= a4.height - a4.margin + EPS;

const type = (id: string): DocumentType => findDocumentType(id)!;

function placed(result: PlaceDocumentsResult): DocumentSheet {
  if (!result.fits) throw new Error(`expected a fit, got: ${result.message}`);
  return result.sheet;
}

/** Everything on every page inside the margins, nothing overlapping anything (the QR code included), sizes exact. */
function expectWellPlaced(sheet: DocumentSheet, docType: DocumentType) {
  expect(sheet.paper).toBe(a4);
  for (const page of sheet.pages) {
    const rects = [...page.slots.map((s) => s.rect), ...(page.qr ? [page.qr] : [])];
    for (const r of rects) expect(insideMargins(r), JSON.stringify(r)).toBe(true);
    for (let i = 0; i < rects.length; i += 1)
      for (let j = i + 1; j < rects.length; j += 1)
        expect(overlaps(rects[i]!, rects[j]!), `${JSON.stringify(rects[i])} × ${JSON.stringify(rects[j])}`).toBe(false);
    for (const slot of page.slots) {
      if (docType.printedSize) {
        expect(slot.fit).toBe('exact');
        expect(slot.rect.width).toBe(docType.printedSize.width);
        expect(slot.rect.height).toBe(docType.printedSize.height);
      } else {
        expect(slot.fit).toBe('contain');
        expect(slot.rect).toEqual(pageDocumentArea());
      }
    }
  }
}

describe('document types (docs/domain-rules.md §7)', () => {
  it('has the ID-1 cards, the passport page and the page documents, with their sizes and crops', () => {
    expect(documentTypes.map((t) => [t.id, t.kind])).toEqual([
      ['aadhaar', 'card'],
      ['pan-card', 'card'],
      ['voter-id', 'card'],
      ['driving-licence', 'card'],
      ['ayushman-card', 'card'],
      ['abha-card', 'card'],
      ['e-shram-card', 'card'],
      ['passport-page', 'passport-page'],
      ['income-certificate', 'page'],
      ['residence-certificate', 'page'],
      ['caste-certificate', 'page'],
      ['bank-passbook', 'page'],
    ]);
    for (const t of documentTypes) {
      if (t.kind === 'card') {
        expect(t.printedSize).toEqual({ width: 85.6, height: 54 });
        expect(t.cropAspect).toBeCloseTo(85.6 / 54, 12);
      } else if (t.kind === 'passport-page') {
        expect(t.printedSize).toEqual({ width: 125, height: 88 });
        expect(t.cropAspect).toBeCloseTo(125 / 88, 12);
      } else {
        expect(t.printedSize).toBeNull();
        expect(t.cropAspect).toBeNull();
      }
      expect(t.label.length).toBeGreaterThan(0);
    }
    expect(ID1_CARD).toEqual({ width: 85.6, height: 54 });
    expect(PASSPORT_PAGE).toEqual({ width: 125, height: 88 });
    expect(findDocumentType('aadhar')).toBeUndefined();
  });

  it('prints the QR reference on every type but passport pages, and never on cards from a card PDF', () => {
    expect(documentTypes.filter((t) => printsQrReference(t)).map((t) => t.id)).toEqual(documentTypes.map((t) => t.id).filter((id) => id !== 'passport-page'));
    for (const id of ['aadhaar', 'pan-card', 'voter-id', 'ayushman-card', 'abha-card', 'e-shram-card']) {
      expect(printsQrReference(type(id), 'card-pdf')).toBe(false);
      expect(sourceAllowsType('card-pdf', type(id))).toBe(true);
    }
    expect(printsQrReference(type('aadhaar'), 'scan')).toBe(true);
    expect(sourceAllowsType('card-pdf', type('passport-page'))).toBe(false);
    expect(sourceAllowsType('card-pdf', type('caste-certificate'))).toBe(false);
    expect(sourceAllowsType('scan', type('pan-card'))).toBe(true);
  });

  it('maps layouts to services: single for single-side; 0 (default) and 1 for both-side', () => {
    expect(layoutsForService['single-side']).toEqual(['single']);
    expect(layoutsForService['both-side']).toEqual(['0', '1']);
    expect(documentLayouts.filter(hasBack)).toEqual(['0', '1']);
  });

  it('labels sheets with type, layout, copies and size', () => {
    expect(documentSheetLabel(type('aadhaar'), '0', 2)).toBe('Aadhaar card, both sides, stacked, 2 copies (85.6×54 mm)');
    expect(documentSheetLabel(type('passport-page'), 'single')).toBe('Passport page, single side (125×88 mm)');
    expect(documentSheetLabel(type('income-certificate'), '0')).toBe('Income certificate, both sides, stacked (A4, 2 pages)');
  });
});

describe('placeDocuments: cards and passport pages at true size on A4', () => {
  it('single-side Aadhaar: one card at the top margin, the QR code to its right, the pair centred', () => {
    const sheet = placed(placeDocuments(type('aadhaar'), 'single', 1));
    expect(sheet.pages).toHaveLength(1);
    const [page] = sheet.pages;
    expect(page!.slots).toHaveLength(1);
    // 85.6 + 5 + 14 = 104.6 mm wide, centred: (210 − 104.6) / 2 = 52.7 mm from the left.
    expect(page!.slots[0]).toEqual({ side: 'front', copy: 0, rect: { x: 52.7, y: 5, width: 85.6, height: 54 }, fit: 'exact' });
    expect(page!.qr!.x).toBeCloseTo(52.7 + 85.6 + 5, 9);
    expect(page!.qr!.y).toBe(5);
    expect(page!.qr!.width).toBe(QR_REFERENCE_SIZE);
    expectWellPlaced(sheet, type('aadhaar'));
  });

  it('both-side stacked: front above back in one column, 4 mm apart; side by side: one row, front on the left', () => {
    const stacked = placed(placeDocuments(type('pan-card'), '0', 1)).pages[0]!.slots;
    expect(stacked.map((s) => s.side)).toEqual(['front', 'back']);
    expect(stacked[1]!.rect.x).toBe(stacked[0]!.rect.x);
    expect(stacked[1]!.rect.y - (stacked[0]!.rect.y + stacked[0]!.rect.height)).toBeCloseTo(DOCUMENT_GAP, 9);

    const row = placed(placeDocuments(type('pan-card'), '1', 1)).pages[0]!.slots;
    expect(row.map((s) => s.side)).toEqual(['front', 'back']);
    expect(row[1]!.rect.y).toBe(row[0]!.rect.y);
    expect(row[1]!.rect.x - (row[0]!.rect.x + row[0]!.rect.width)).toBeCloseTo(DOCUMENT_GAP, 9);
  });

  it('repeats the card (pair) down the sheet as far as it fits: 5 singles, 2 stacked pairs, 5 rows side by side', () => {
    for (const id of ['aadhaar', 'pan-card', 'voter-id', 'driving-licence', 'ayushman-card']) {
      expect([maxDocumentCopies(type(id), 'single'), maxDocumentCopies(type(id), '0'), maxDocumentCopies(type(id), '1')]).toEqual([5, 2, 5]);
    }
    const five = placed(placeDocuments(type('aadhaar'), '1', 5)).pages[0]!;
    expect(five.slots).toHaveLength(10);
    expect(five.slots.map((s) => [s.copy, s.side])).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4].map((copy, i) => [copy, i % 2 ? 'back' : 'front']));
    expect(new Set(five.slots.map((s) => s.rect.y)).size).toBe(5);
    const twoPairs = placed(placeDocuments(type('aadhaar'), '0', 2)).pages[0]!.slots;
    expect(twoPairs.map((s) => s.side)).toEqual(['front', 'back', 'front', 'back']);
    expect(new Set(twoPairs.map((s) => s.rect.x)).size).toBe(1);

    const tooMany = placeDocuments(type('aadhaar'), '0', 3);
    expect(tooMany).toMatchObject({ fits: false, code: 'LAYOUT_DOES_NOT_FIT', maxCopies: 2 });
    expect(placeDocuments(type('aadhaar'), 'single', 6)).toMatchObject({ fits: false, maxCopies: 5 });
    expect(placeDocuments(type('aadhaar'), '1', 6)).toMatchObject({ fits: false, maxCopies: 5 });
  });

  it('passport pages: 125×88 mm, no QR code, stacked fits once, side by side never', () => {
    const single = placed(placeDocuments(type('passport-page'), 'single', 3));
    expect(single.pages[0]!.slots).toHaveLength(3);
    expect(single.pages[0]!.qr).toBeNull();
    expectWellPlaced(single, type('passport-page'));
    // Centred: (210 − 125) / 2.
    expect(single.pages[0]!.slots[0]!.rect).toEqual({ x: 42.5, y: 5, width: 125, height: 88 });

    const stacked = placed(placeDocuments(type('passport-page'), '0', 1));
    expect(stacked.pages[0]!.slots.map((s) => s.side)).toEqual(['front', 'back']);
    expect(placeDocuments(type('passport-page'), '0', 2)).toMatchObject({ fits: false, code: 'LAYOUT_DOES_NOT_FIT', maxCopies: 1 });

    const sideBySide = placeDocuments(type('passport-page'), '1', 1);
    expect(sideBySide).toMatchObject({ fits: false, code: 'LAYOUT_DOES_NOT_FIT', maxCopies: 0 });
    expect(sideBySide.fits ? '' : sideBySide.message).toBe('Two passport pages (125×88 mm) do not fit side by side on A4. Choose stacked.');
    expect(placeDocuments(type('passport-page'), 'single', 4)).toMatchObject({ fits: false, maxCopies: 3 });
  });

  it('leaves the QR code off when asked (an e-Aadhaar print), and centres the cards alone', () => {
    const page = placed(placeDocuments(type('aadhaar'), '1', 1, { qr: false })).pages[0]!;
    expect(page.qr).toBeNull();
    const left = page.slots[0]!.rect.x;
    const right = page.slots[1]!.rect.x + page.slots[1]!.rect.width;
    expect(left).toBeCloseTo(a4.width - right, 9);
  });

  it('refuses copies that are not a positive integer (the server validates first)', () => {
    expect(() => placeDocuments(type('aadhaar'), 'single', 0)).toThrow(RangeError);
    expect(() => placeDocuments(type('aadhaar'), 'single', 1.5)).toThrow(RangeError);
  });
});

describe('placeDocuments: page documents', () => {
  it('one page per side, the area inside the margins less the 12 mm footer band, the QR code in the band', () => {
    const single = placed(placeDocuments(type('income-certificate'), 'single', 1));
    expect(single.pages).toHaveLength(1);
    const area = pageDocumentArea();
    expect(area).toEqual({ x: 5, y: 5, width: 200, height: 297 - 10 - PAGE_FOOTER_BAND });
    const qr = single.pages[0]!.qr!;
    expect(qr.width).toBe(PAGE_QR_SIZE);
    // Inside the footer band, below the area, inside the margin.
    expect(qr.y).toBeGreaterThanOrEqual(area.y + area.height);
    expect(qr.y + qr.height).toBeLessThanOrEqual(a4.height - a4.margin);
    expectWellPlaced(single, type('income-certificate'));

    const duplex = placed(placeDocuments(type('bank-passbook'), '0', 1));
    expect(duplex.pages.map((p) => p.slots.map((s) => s.side))).toEqual([['front'], ['back']]);
    expect(duplex.pages.every((p) => p.qr !== null)).toBe(true);
  });

  it('refuses side by side and more than one copy', () => {
    expect(placeDocuments(type('caste-certificate'), '1', 1)).toMatchObject({ fits: false, code: 'LAYOUT_DOES_NOT_FIT', maxCopies: 0 });
    expect(placeDocuments(type('caste-certificate'), 'single', 2)).toMatchObject({ fits: false, code: 'LAYOUT_DOES_NOT_FIT', maxCopies: 1 });
  });

  it('fits a scan inside the area with its aspect kept, centred, from the top', () => {
    const area = pageDocumentArea();
    const portrait = fitInside(area, 210 / 297);
    expect(portrait.height).toBeCloseTo(area.height, 9);
    expect(portrait.width / portrait.height).toBeCloseTo(210 / 297, 9);
    expect(portrait.x - area.x).toBeCloseTo(area.x + area.width - (portrait.x + portrait.width), 9);
    const landscape = fitInside(area, 4 / 3);
    expect(landscape).toEqual({ x: 5, y: 5, width: 200, height: 150 });
    expect(() => fitInside(area, 0)).toThrow(RangeError);
  });

  it('property: any fitted aspect stays inside the area and keeps its aspect', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 100, noNaN: true }), (aspect) => {
        const area = pageDocumentArea();
        const r = fitInside(area, aspect);
        expect(r.x).toBeGreaterThanOrEqual(area.x - EPS);
        expect(r.y).toBe(area.y);
        expect(r.x + r.width).toBeLessThanOrEqual(area.x + area.width + EPS);
        expect(r.y + r.height).toBeLessThanOrEqual(area.y + area.height + EPS);
        expect(r.width / r.height).toBeCloseTo(aspect, 6);
        // It touches the area on one side at least: the largest that fits.
        expect(Math.abs(r.width - area.width) < EPS || Math.abs(r.height - area.height) < EPS).toBe(true);
      }),
    );
  });
});

describe('placeDocuments property', () => {
  it('any type, layout, copies and QR choice: either a well-placed sheet with every side of every copy, or LAYOUT_DOES_NOT_FIT exactly beyond the limit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...documentTypes),
        fc.constantFrom<DocumentLayoutId>(...documentLayouts),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        (docType, layout, copies, qr) => {
          const result = placeDocuments(docType, layout, copies, { qr });
          const limit = maxDocumentCopies(docType, layout, { qr });
          expect(result.fits).toBe(copies <= limit);
          if (!result.fits) {
            expect(result.code).toBe('LAYOUT_DOES_NOT_FIT');
            expect(result.maxCopies).toBe(limit);
            expect(result.message.length).toBeGreaterThan(0);
            return;
          }
          const sheet = result.sheet;
          expectWellPlaced(sheet, docType);
          const sides = hasBack(layout) ? 2 : 1;
          const slots = sheet.pages.flatMap((p) => p.slots);
          expect(slots).toHaveLength(copies * sides);
          expect(sheet.pages).toHaveLength(docType.printedSize ? 1 : sides);
          for (const page of sheet.pages) expect(page.qr !== null).toBe(qr);
          // One more copy than the limit never fits.
          expect(placeDocuments(docType, layout, limit + 1, { qr }).fits).toBe(false);
          // Each copy has its front and (both-side) back.
          for (let copy = 0; copy < copies; copy += 1)
            expect(slots.filter((s) => s.copy === copy).map((s) => s.side)).toEqual(hasBack(layout) ? ['front', 'back'] : ['front']);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never lets the QR code sit on a document, with any card size that fits (sizes from 10 to 200 mm)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 200, max: 2000 }),
        fc.integer({ min: 100, max: 2000 }),
        fc.constantFrom<DocumentLayoutId>(...documentLayouts),
        fc.integer({ min: 1, max: 8 }),
        (w, h, layout, copies) => {
          const docType: DocumentType = {
            id: 'test',
            label: 'Test card',
            kind: 'card',
            printedSize: { width: mm(w / 10), height: mm(h / 10) },
            cropAspect: w / h,
            printsQr: true,
          };
          const result = placeDocuments(docType, layout, copies);
          if (result.fits) expectWellPlaced(result.sheet, docType);
          else expect(copies).toBeGreaterThan(result.maxCopies);
        },
      ),
      { numRuns: 300 },
    );
  });
});
