import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrinterProfile } from '@core/contracts/printer-profiles';
import { PHOTO_GAP, papers, passportPhoto } from '@core/layout/papers';
import { rowTop } from '@core/layout/place-photos';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { inspectPdf, type PlacedImage } from './support/inspect-pdf';
import { pdfOf, printOperator, receiptOf } from './support/print-operator';
import { printJobsOf } from './support/print-jobs';
import { readStrokedLines } from './support/read-stroked-lines';
import { polygonsOverlap, readWatermarkMarks, rectCorners } from './support/read-watermark-marks';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

const phonePhoto = readFileSync(fixturePath('phone-portrait-3024x4032.jpg'));
const astronaut = readFileSync(fixturePath('portrait-astronaut.png'));
const BRAND = 'Sharma Studio';
const a4 = papers.a4;
const fourBySix = papers['4x6'];
const epson = { name: 'Epson L3250', horizontal: 101, vertical: 99, offsetX: 1.5, offsetY: -2 };

const at35x45 = (image: PlacedImage, scaleX = 1, scaleY = 1) => Math.abs(image.widthMm - 35 * scaleX) < 0.1 && Math.abs(image.heightMm - 45 * scaleY) < 0.1;

describe.each(testEngines)('POST /api/v1/prints of more photos than one sheet holds (decision 0071) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100', BRAND_NAME: BRAND });
  });
  afterAll(async () => t?.close());

  async function operator(coins = 0) {
    const user = await printOperator(t.app, `pages-${randomUUID().slice(0, 8)}@example.in`, coins);
    return {
      uid: user.uid,
      user,
      print: (fields: Record<string, string>) => user.print(fields, { front: { bytes: phonePhoto, filename: 'photo.jpg', type: 'image/jpeg' } }),
    };
  }

  it('10 passport photos on 4×6 in: a PDF of two pages, 6 then 4 at 35×45 mm, page 2 from row 1; held as one print, charged as one photo', async () => {
    const { uid, print } = await operator(20);
    const res = await print({ service: 'passport-photo', mode: 'clean', layout: '4x6', size: '35x45', count: '10' });
    expect(res.status, res.res.body.slice(0, 200)).toBe(201);
    expect(receiptOf(res)).toMatchObject({ charge: 'coins', coinsCharged: 5, balanceAfter: 15 });
    // The held print (fetched from the receipt's printUrl) carries both pages.
    const pdf = await inspectPdf(pdfOf(res));
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.pages.map((p) => p.images.length)).toEqual([6, 4]);
    for (const page of pdf.pages) {
      expect(page.widthPt).toBeCloseTo((fourBySix.width * 72) / 25.4, 2);
      expect(page.images.every((image) => at35x45(image))).toBe(true);
      // Row 1 of each page at the top margin.
      expect(Math.min(...page.images.map((image) => image.yMm))).toBeCloseTo(fourBySix.margin, 1);
    }
    const [job] = await printJobsOf(t.app.database, uid);
    expect(job!.sheet).toEqual({
      kind: 'photo-sheet',
      paper: '4x6',
      photo: { width: 35, height: 45 },
      count: 10,
      startRow: 1,
      pages: [
        { count: 6, startRow: 1 },
        { count: 4, startRow: 1 },
      ],
    });
    // The same photo again today, on two sheets or one: the free reprint, as any count of it has always been.
    const again = await print({ service: 'passport-photo', mode: 'clean', layout: '4x6', size: '35x45', count: '12' });
    expect(receiptOf(again)).toMatchObject({ charge: 'reprint', coinsCharged: 0 });
    expect(await readBalance(t.app.database.db, uid)).toBe(15);
  });

  it('a partly used A4 sheet from row 5: its rows left on page 1 below the used part, the rest on page 2 from row 1', async () => {
    const { print } = await operator(20);
    const res = await print({ service: 'passport-photo', mode: 'clean', layout: 'a4', size: '35x45', startRow: '5', count: '15' });
    expect(res.status, res.res.body.slice(0, 200)).toBe(201);
    const bytes = pdfOf(res);
    const pdf = await inspectPdf(bytes);
    expect(pdf.pages.map((p) => p.images.length)).toEqual([10, 5]);
    const row5Top = rowTop(a4, passportPhoto, 5);
    const usedBottom = row5Top - PHOTO_GAP / 2;
    expect(Math.min(...pdf.pages[0]!.images.map((image) => image.yMm))).toBeCloseTo(row5Top, 1);
    expect(Math.min(...pdf.pages[1]!.images.map((image) => image.yMm))).toBeCloseTo(a4.margin, 1);
    for (const line of await readStrokedLines(bytes, 1)) expect(Math.min(line.y1, line.y2)).toBeGreaterThanOrEqual(usedBottom - 0.01);
    // Page 2 is a fresh sheet: its cuts start at the top row, above where page 1's used part ends.
    expect(Math.min(...(await readStrokedLines(bytes, 2)).map((line) => Math.min(line.y1, line.y2)))).toBeLessThan(usedBottom);
  });

  it('a free print on two sheets: the watermark on both pages, every photo under it, none over page 1’s used rows', async () => {
    const { print } = await operator();
    const res = await print({ service: 'passport-photo', mode: 'watermarked', layout: 'a4', size: '35x45', startRow: '5', count: '15' });
    expect(res.status, res.res.body.slice(0, 200)).toBe(201);
    const bytes = pdfOf(res);
    const pdf = await inspectPdf(bytes);
    const usedBottom = rowTop(a4, passportPhoto, 5) - PHOTO_GAP / 2;
    for (const pageNumber of [1, 2]) {
      expect(pdf.pages[pageNumber - 1]!.texts.filter((text) => text === BRAND).length, `page ${pageNumber}`).toBeGreaterThan(0);
      const marks = await readWatermarkMarks(bytes, BRAND, pageNumber);
      for (const image of pdf.pages[pageNumber - 1]!.images) {
        const rect = rectCorners({ x: image.xMm, y: image.yMm, width: image.widthMm, height: image.heightMm });
        expect(marks.some((box) => polygonsOverlap(box, rect))).toBe(true);
      }
      const highest = Math.min(...marks.flatMap((box) => box.map(([, y]) => y)));
      if (pageNumber === 1) expect(highest).toBeGreaterThanOrEqual(usedBottom - 0.01);
      // Page 2 has no used part: the whole page's pattern.
      else expect(marks).toHaveLength(140);
    }
  });

  it('the printer profile corrects both pages', async () => {
    const { user, print } = await operator();
    const { id } = (await user.post('/api/v1/printer-profiles', epson)).json<PrinterProfile>();
    const res = await print({ service: 'passport-photo', mode: 'watermarked', layout: '4x6', size: '35x45', count: '10', printerProfile: id });
    expect(res.status, res.res.body.slice(0, 200)).toBe(201);
    const pdf = await inspectPdf(pdfOf(res));
    expect(pdf.pages.map((p) => p.images.length)).toEqual([6, 4]);
    for (const page of pdf.pages) expect(page.images.every((image) => at35x45(image, 100 / 101, 100 / 99))).toBe(true);
  });

  it('customers who do not fit one A4 sheet: the later ones whole on sheet 2 with their labels, watermark on both, charged per distinct photo', async () => {
    const { uid, user } = await operator(40);
    const customers = [
      { label: '1', size: '35x45', count: 24 },
      { label: 'Ravi', size: '35x45', count: 12 },
      { label: '3', size: '35x45', count: 2 },
    ];
    const files = {
      photo1: { bytes: phonePhoto, filename: 'a.jpg', type: 'image/jpeg' },
      photo2: { bytes: astronaut, filename: 'b.png', type: 'image/png' },
      photo3: { bytes: phonePhoto, filename: 'a.jpg', type: 'image/jpeg' },
    };
    const fields = { service: 'passport-photo', layout: 'a4', customers: JSON.stringify(customers) };
    const clean = await user.print({ ...fields, mode: 'clean' }, files);
    expect(clean.status, clean.res.body.slice(0, 300)).toBe(201);
    // Two distinct photos (customer 3's is customer 1's), as on one sheet.
    expect(receiptOf(clean)).toMatchObject({ charge: 'coins', coinsCharged: 10, balanceAfter: 30 });
    const pdf = await inspectPdf(pdfOf(clean));
    expect(pdf.pages.map((p) => p.images.length)).toEqual([24, 14]);
    expect(pdf.pages[1]!.texts).toEqual(expect.arrayContaining(['Ravi', '3']));
    expect(pdf.pages[0]!.texts).not.toContain('Ravi');
    for (const page of pdf.pages) expect(page.images.every((image) => at35x45(image))).toBe(true);
    const [job] = await printJobsOf(t.app.database, uid);
    expect(job!.sheet).toMatchObject({ kind: 'customer-sheet', paper: 'a4', pages: [{ customers: 1 }, { customers: 2 }] });
    const free = await user.print({ ...fields, mode: 'watermarked' }, files);
    expect(free.status).toBe(201);
    const freePdf = await inspectPdf(pdfOf(free));
    for (const page of freePdf.pages) expect(page.texts.filter((text) => text === BRAND).length).toBeGreaterThan(0);
  });

  it('past two sheets: 422 LAYOUT_DOES_NOT_FIT saying the most, nothing charged, no job', async () => {
    const { uid, print } = await operator(20);
    const res = await print({ service: 'passport-photo', mode: 'clean', layout: '4x6', size: '35x45', count: '13' });
    expect(res.status).toBe(422);
    expect(res.error).toMatchObject({ code: 'LAYOUT_DOES_NOT_FIT', message: expect.stringMatching(/at most 12 \(6 on the first sheet, 6 on the second\)/) });
    expect(await readBalance(t.app.database.db, uid)).toBe(20);
    expect(await printJobsOf(t.app.database, uid)).toEqual([]);
  });
});
