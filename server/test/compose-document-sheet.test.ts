import { readFileSync } from 'node:fs';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documentLayouts, type DocumentLayoutId } from '@core/documents/document-layouts';
import { documentTypes, findDocumentType, type DocumentType } from '@core/documents/document-types';
import { fitInside } from '@core/layout/fit-inside';
import { maxDocumentCopies, pageDocumentArea, placeDocuments } from '@core/layout/place-documents';
import { mm, mmToPt } from '@core/units/units';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { composeDocumentSheet, type DocumentImage } from '../src/modules/prints/compose-document-sheet';
import { documentImageOptions } from '../src/modules/prints/print-document';
import { prepareUpload } from '../src/modules/prints/prepare-upload';
import { inspectPdf, type PlacedImage } from './support/inspect-pdf';
import { readQrCodes, type FoundQrCode } from './support/read-qr-codes';

const cardFront = readFileSync(fixturePath('card-front-photo.jpg'));
const cardBack = readFileSync(fixturePath('card-back-photo.jpg'));
const REFERENCE = 'Sharma Studio | 0b8f3a52-3c1e-4c1f-9d2a-5d7a4e2f9c11 | 2026-03-14';

const type = (id: string): DocumentType => findDocumentType(id)!;
const overlaps = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const imageBox = (i: PlacedImage) => ({ x: i.xMm, y: i.yMm, w: i.widthMm, h: i.heightMm });
const qrBox = (q: FoundQrCode) => ({ x: q.xMm, y: q.yMm, w: q.widthMm, h: q.heightMm });

/** The symbol `QRCode.create` makes for a text, as a grid of booleans. */
function expectedModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, r) => Array.from({ length: modules.size }, (_, c) => Boolean(modules.get(r, c))));
}

describe('composing document sheets', async () => {
  const prepared = new Map<string, { front: DocumentImage; back: DocumentImage }>();
  for (const t of documentTypes) {
    const key = t.printedSize ? `${t.printedSize.width}x${t.printedSize.height}` : 'page';
    if (!prepared.has(key))
      prepared.set(key, {
        front: await prepareUpload(cardFront, documentImageOptions(t, false)),
        back: await prepareUpload(cardBack, documentImageOptions(t, false)),
      });
  }
  const imagesFor = (t: DocumentType) => prepared.get(t.printedSize ? `${t.printedSize.width}x${t.printedSize.height}` : 'page')!;
  const compose = (t: DocumentType, layout: DocumentLayoutId, copies = 1, options: { reference?: string | null; watermark?: string | null } = {}) =>
    composeDocumentSheet({
      docType: t,
      layout,
      copies,
      ...imagesFor(t),
      reference: options.reference === undefined ? (t.printsQr ? REFERENCE : null) : options.reference,
      watermark: options.watermark ?? null,
      brand: 'Sharma Studio',
    });

  it('re-encodes card and passport-page uploads at 600 dpi of the printed size, centre-cropped; page documents keep their aspect', () => {
    // The 4:3 phone photos are cut to the card's aspect, never stretched.
    expect([imagesFor(type('aadhaar')).front.width, imagesFor(type('aadhaar')).front.height]).toEqual([2022, 1276]);
    expect([imagesFor(type('passport-page')).front.width, imagesFor(type('passport-page')).front.height]).toEqual([2953, 2079]);
    expect([imagesFor(type('bank-passbook')).front.width, imagesFor(type('bank-passbook')).front.height]).toEqual([2400, 1800]);
  });

  it("re-encodes a free print's cards and passport pages at 150 dpi of the printed size, centre-cropped", async () => {
    const [card, passportPage] = await Promise.all([
      prepareUpload(cardFront, documentImageOptions(type('aadhaar'), true)),
      prepareUpload(cardFront, documentImageOptions(type('passport-page'), true)),
    ]);
    expect([card.width, card.height]).toEqual([506, 319]);
    expect([passportPage.width, passportPage.height]).toEqual([738, 520]);
  });

  it.each([
    [false, 3508],
    [true, 1754],
  ])('caps a large page-document scan at 300 dpi of A4 (150 dpi when free: %s), aspect kept', async (watermarked, height) => {
    const big = await sharp({ create: { width: 4000, height: 6000, channels: 3, background: '#eee' } })
      .jpeg()
      .toBuffer();
    const capped = await prepareUpload(big, documentImageOptions(type('income-certificate'), watermarked));
    expect(capped.height).toBe(height);
    expect(capped.width).toBe(Math.round((height * 4000) / 6000));
  });

  const cases = documentTypes.flatMap((t) => documentLayouts.filter((l) => maxDocumentCopies(t, l) > 0).map((l) => [`${t.id} ${l}`, t, l] as const));
  it.each(cases)('%s: A4 pages, each image where core puts it at its true size (within 0.2 mm), the QR code per type', async (_name, t, layout) => {
    const copies = maxDocumentCopies(t, layout);
    const bytes = await compose(t, layout, copies);
    const pdf = await inspectPdf(bytes);
    const qrs = await readQrCodes(bytes);
    const placement = placeDocuments(t, layout, copies);
    if (!placement.fits) throw new Error(placement.message);
    expect(pdf.printScalingNone).toBe(true);
    expect(pdf.pages).toHaveLength(placement.sheet.pages.length);
    pdf.pages.forEach((page, p) => {
      expect(page.widthPt).toBeCloseTo(mmToPt(mm(210)), 2);
      expect(page.heightPt).toBeCloseTo(mmToPt(mm(297)), 2);
      const slots = placement.sheet.pages[p]!.slots;
      expect(page.images).toHaveLength(slots.length);
      page.images.forEach((image, i) => {
        const slot = slots[i]!;
        const source = imagesFor(t)[slot.side];
        const want = slot.fit === 'exact' ? slot.rect : fitInside(slot.rect, source.width / source.height);
        if (t.printedSize) {
          expect(Math.abs(image.widthMm - t.printedSize.width)).toBeLessThan(0.2);
          expect(Math.abs(image.heightMm - t.printedSize.height)).toBeLessThan(0.2);
        }
        for (const [got, expected] of [
          [image.xMm, want.x],
          [image.yMm, want.y],
          [image.widthMm, want.width],
          [image.heightMm, want.height],
        ] as const)
          expect(Math.abs(got - expected)).toBeLessThan(0.2);
      });
      // The QR code: on every page of a type that prints it, never on passport pages; never over a document.
      expect(qrs[p]).toHaveLength(t.printsQr ? 1 : 0);
      for (const qr of qrs[p]!) {
        expect(qr.modules).toEqual(expectedModules(REFERENCE));
        for (const image of page.images) expect(overlaps(qrBox(qr), imageBox(image))).toBe(false);
        if (t.kind === 'page') {
          // In the 12 mm footer band, inside the margin.
          const area = pageDocumentArea();
          expect(qr.yMm).toBeGreaterThanOrEqual(area.y + area.height);
          expect(qr.yMm + qr.heightMm).toBeLessThanOrEqual(297 - 5 + 0.01);
        } else {
          expect(qr.widthMm).toBeCloseTo(14, 1);
        }
      }
      expect(page.texts.filter((text) => text === 'Sharma Studio')).toHaveLength(0);
    });
  });

  it('stacked: the back right under the front; side by side: the back right of the front, same row', async () => {
    const stacked = (await inspectPdf(await compose(type('aadhaar'), '0'))).pages[0]!.images;
    expect(Math.abs(stacked[1]!.xMm - stacked[0]!.xMm)).toBeLessThan(0.01);
    expect(stacked[1]!.yMm - (stacked[0]!.yMm + 54)).toBeCloseTo(4, 1);
    expect(stacked[0]!.yMm).toBeCloseTo(5, 1);
    const row = (await inspectPdf(await compose(type('aadhaar'), '1'))).pages[0]!.images;
    expect(Math.abs(row[1]!.yMm - row[0]!.yMm)).toBeLessThan(0.01);
    expect(row[1]!.xMm - (row[0]!.xMm + 85.6)).toBeCloseTo(4, 1);
  });

  it('copies go down the sheet: 5 rows of front and back side by side', async () => {
    const images = (await inspectPdf(await compose(type('voter-id'), '1', 5))).pages[0]!.images;
    expect(images).toHaveLength(10);
    expect(new Set(images.map((i) => i.yMm.toFixed(2))).size).toBe(5);
    expect(new Set(images.map((i) => i.xMm.toFixed(2))).size).toBe(2);
    expect(Math.max(...images.map((i) => i.yMm + i.heightMm))).toBeLessThanOrEqual(297 - 5);
  });

  it('a both-side page document is two A4 pages, the scan fitted with its aspect kept', async () => {
    const pdf = await inspectPdf(await compose(type('caste-certificate'), '0'));
    expect(pdf.pages).toHaveLength(2);
    for (const page of pdf.pages) {
      expect(page.images).toHaveLength(1);
      const [image] = page.images;
      // The 4:3 scan fills the width inside the margins: 200 × 150 mm from the top margin.
      expect(image!.widthMm).toBeCloseTo(200, 1);
      expect(image!.heightMm).toBeCloseTo(150, 1);
      expect(image!.xMm).toBeCloseTo(5, 1);
      expect(image!.yMm).toBeCloseTo(5, 1);
    }
    expect(pdf.title).toBe('Sharma Studio: Caste certificate, both sides, stacked (A4, 2 pages)');
  });

  it('draws the watermark 140 times on every page when asked, and none when clean', async () => {
    const both = await inspectPdf(await compose(type('income-certificate'), '0', 1, { watermark: 'Sharma Studio' }));
    expect(both.pages.map((p) => p.texts.filter((t) => t === 'Sharma Studio').length)).toEqual([140, 140]);
    expect(both.title).toBe('Sharma Studio: Income certificate, both sides, stacked (A4, 2 pages) (watermarked)');
    const card = await inspectPdf(await compose(type('aadhaar'), '1', 1, { watermark: 'Sharma Studio' }));
    expect(card.pages[0]!.texts.filter((t) => t === 'Sharma Studio')).toHaveLength(140);
    const clean = await inspectPdf(await compose(type('aadhaar'), '1'));
    expect(clean.pages[0]!.texts.filter((t) => t === 'Sharma Studio')).toHaveLength(0);
  });

  it('leaves the QR code off an e-Aadhaar print (no reference) and moves nothing over the cards', async () => {
    const bytes = await compose(type('aadhaar'), '1', 1, { reference: null });
    expect((await readQrCodes(bytes))[0]).toHaveLength(0);
    const images = (await inspectPdf(bytes)).pages[0]!.images;
    // Without the QR code the pair is centred on the page.
    expect(images[0]!.xMm).toBeCloseTo(210 - (images[1]!.xMm + images[1]!.widthMm), 1);
  });

  it('prints the 50 mm scale bar on card sheets where it fits, not on page documents', async () => {
    expect((await inspectPdf(await compose(type('aadhaar'), 'single'))).pages[0]!.texts.some((t) => t.startsWith('50 mm'))).toBe(true);
    expect((await inspectPdf(await compose(type('bank-passbook'), 'single'))).pages[0]!.texts.some((t) => t.startsWith('50 mm'))).toBe(false);
  });

  it('embeds each side once, however many copies are drawn', async () => {
    const { front, back } = imagesFor(type('aadhaar'));
    const bytes = await compose(type('aadhaar'), '1', 5);
    expect(bytes.length).toBeLessThan(front.jpeg.length + back.jpeg.length + 40_000);
  });

  it('refuses what core says does not fit', async () => {
    await expect(compose(type('passport-page'), '1')).rejects.toMatchObject({ code: 'LAYOUT_DOES_NOT_FIT' });
    await expect(compose(type('aadhaar'), '0', 3)).rejects.toMatchObject({ code: 'LAYOUT_DOES_NOT_FIT' });
  });
});
