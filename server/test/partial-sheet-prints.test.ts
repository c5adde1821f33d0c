import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_GAP, papers } from '@core/layout/papers';
import { placePhotoSheet } from '@core/layout/place-photo-sheet';
import { rowTop } from '@core/layout/place-photos';
import { photosFromRow, resolveSheetChoice, sheetCropSize, sheetLayouts, sheetRows, sizeSheetLayouts, type SheetLayout } from '@core/layout/sheet-layouts';
import { mmToPt } from '@core/units/units';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { readBalance } from '../src/modules/ledger/apply-ledger-entry';
import { composePhotoSheet } from '../src/modules/prints/compose-photo-sheet';
import { photoPixels } from '../src/modules/prints/print-passport-photos';
import { prepareUpload } from '../src/modules/prints/prepare-upload';
import { inspectPdf } from './support/inspect-pdf';
import { pdfOf, printOperator } from './support/print-operator';
import { photoSheet, printJobsOf } from './support/print-jobs';
import { readStrokedLines } from './support/read-stroked-lines';
import { polygonsOverlap, readWatermarkMarks, rectCorners } from './support/read-watermark-marks';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

const portrait = readFileSync(fixturePath('portrait-astronaut.png'));
const phonePhoto = readFileSync(fixturePath('phone-portrait-3024x4032.jpg'));
const a4 = papers.a4;

/** Every A4 sheet (fixed, and each size's fullest) from its second row, its middle row and its last row, with the photos the rows left take. */
const a4Sheets: SheetLayout[] = [...sheetLayouts, ...sizeSheetLayouts].filter((l) => l.paper.id === 'a4');
const partialSheets: SheetLayout[] = a4Sheets.flatMap((full) => {
  const rows = sheetRows(full);
  return [...new Set([2, Math.ceil(rows / 2), rows])].map((startRow) => {
    const choice = full.size ? { layout: 'a4', size: full.size } : { layout: full.id };
    const chosen = resolveSheetChoice({ ...choice, startRow, count: Math.min(full.count, photosFromRow(full, startRow)) });
    if (!chosen.ok) throw new Error(chosen.message);
    return chosen.layout;
  });
});

describe('composing a partly used A4 sheet (decision 0038), read back', async () => {
  const crops = new Map<string, Uint8Array>();
  const cropFor = async (layout: SheetLayout) => {
    const size = sheetCropSize(layout);
    const key = `${size.width}x${size.height}`;
    if (!crops.has(key)) crops.set(key, (await prepareUpload(portrait, { cover: photoPixels(false, size) })).jpeg);
    return crops.get(key)!;
  };

  it.each(partialSheets.map((l) => [l.id, l] as const))(
    '%s: the photos in the rows from the start row at their size within 0.1 mm, nothing drawn over the used part',
    async (_id, layout) => {
      const bytes = await composePhotoSheet({ layout, photoJpeg: await cropFor(layout), watermark: null, brand: 'Photo Print' });
      const page = (await inspectPdf(bytes)).pages[0]!;
      expect(page.widthPt).toBeCloseTo(mmToPt(a4.width), 2);
      expect(page.heightPt).toBeCloseTo(mmToPt(a4.height), 2);
      const sheet = placePhotoSheet(layout);
      const firstTop = rowTop(a4, layout.photo, layout.startRow!);
      const usedBottom = firstTop - PHOTO_GAP / 2;
      expect(page.images).toHaveLength(layout.count);
      page.images.forEach((image, i) => {
        expect(Math.abs(image.widthMm - layout.photo.width)).toBeLessThan(0.1);
        expect(Math.abs(image.heightMm - layout.photo.height)).toBeLessThan(0.1);
        expect(Math.abs(image.xMm - sheet.rects[i]!.x)).toBeLessThan(0.1);
        expect(Math.abs(image.yMm - sheet.rects[i]!.y)).toBeLessThan(0.1);
        // In a row of the grid at or below the start row, inside the margin.
        const row = (image.yMm - a4.margin) / (layout.photo.height + PHOTO_GAP) + 1;
        expect(Math.abs(row - Math.round(row))).toBeLessThan(0.01);
        expect(Math.round(row)).toBeGreaterThanOrEqual(layout.startRow!);
        expect(image.xMm).toBeGreaterThanOrEqual(a4.margin - 0.01);
        expect(image.xMm + image.widthMm).toBeLessThanOrEqual(a4.width - a4.margin + 0.01);
        expect(image.yMm + image.heightMm).toBeLessThanOrEqual(a4.height - a4.margin + 0.01);
      });
      expect(Math.min(...page.images.map((image) => image.yMm))).toBeCloseTo(firstTop, 1);
      // Every stroked line (cuts and the bar) below the used part's edge, inside the margin.
      for (const line of await readStrokedLines(bytes)) {
        expect(Math.min(line.y1, line.y2), JSON.stringify(line)).toBeGreaterThanOrEqual(usedBottom - 0.01);
        expect(Math.max(line.y1, line.y2)).toBeLessThanOrEqual(a4.height - a4.margin + 0.01);
      }
      expect(page.texts.some((t) => t.startsWith('50 mm'))).toBe(sheet.scaleBar !== null);
    },
  );

  it.each(partialSheets.map((l) => [l.id, l] as const))(
    '%s, free: no watermark over the used rows, every photo printed under the watermark (decision 0065)',
    async (_id, layout) => {
      const bytes = await composePhotoSheet({ layout, photoJpeg: await cropFor(layout), watermark: 'Photo Print', brand: 'Photo Print' });
      const usedBottom = rowTop(a4, layout.photo, layout.startRow!) - PHOTO_GAP / 2;
      const marks = await readWatermarkMarks(bytes, 'Photo Print');
      expect(marks.length).toBeGreaterThan(0);
      for (const box of marks) for (const [, y] of box) expect(y).toBeGreaterThanOrEqual(usedBottom - 0.01);
      const { images } = (await inspectPdf(bytes)).pages[0]!;
      expect(images).toHaveLength(layout.count);
      for (const image of images) {
        const rect = rectCorners({ x: image.xMm, y: image.yMm, width: image.widthMm, height: image.heightMm });
        expect(marks.some((box) => polygonsOverlap(box, rect))).toBe(true);
      }
    },
  );
});

describe.each(testEngines)('POST /api/v1/prints on a partly used A4 sheet (startRow) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { RATE_LIMIT_FACTOR: '100', BRAND_NAME: 'Sharma Studio' });
  });
  afterAll(async () => t?.close());

  async function operator(coins = 0) {
    const user = await printOperator(t.app, `rows-${randomUUID().slice(0, 8)}@example.in`, coins);
    return {
      uid: user.uid,
      print: (fields: Record<string, string>) => user.print(fields, { front: { bytes: phonePhoto, filename: 'photo.jpg', type: 'image/jpeg' } }),
    };
  }
  const jobsOf = async (uid: string) => (await printJobsOf(t.app.database, uid)).map(({ charge, sheet }) => ({ charge, sheet }));

  it('prints from row 3: the rows above empty, the rows left full; a form without startRow prints from row 1 as before', async () => {
    const { uid, print } = await operator(20);
    const res = await print({ service: 'passport-photo', mode: 'clean', layout: 'a4', size: '35x45', startRow: '3' });
    expect(res.status, res.res.body.slice(0, 200)).toBe(201);
    expect(res.fetched?.headers['content-disposition']).toContain('passport-photos-a4-35x45-20-from-row-3.pdf');
    const page = (await inspectPdf(pdfOf(res))).pages[0]!;
    expect(page.images).toHaveLength(20);
    const row3Top = 5 + 2 * 47;
    for (const image of page.images) {
      expect(image.yMm).toBeGreaterThanOrEqual(row3Top - 0.01);
      expect([Math.abs(image.widthMm - 35) < 0.1, Math.abs(image.heightMm - 45) < 0.1]).toEqual([true, true]);
    }
    const fresh = await print({ service: 'passport-photo', mode: 'clean', layout: 'a4-6' });
    expect(fresh.status).toBe(201);
    expect(Math.min(...(await inspectPdf(pdfOf(fresh))).pages[0]!.images.map((image) => image.yMm))).toBeCloseTo(5, 1);
    const fixed = await print({ service: 'passport-photo', mode: 'clean', layout: 'a4-24', startRow: '3', count: '20' });
    expect(fixed.status).toBe(201);
    expect((await jobsOf(uid)).map((job) => job.sheet)).toEqual([
      photoSheet('a4', [35, 45], 20, 3),
      photoSheet('a4', [35, 45], 6),
      photoSheet('a4', [35, 45], 20, 3),
    ]);
  });

  it('a free print from row 3: the server keeps the watermark off the used rows and over every photo it prints', async () => {
    const { print } = await operator();
    const res = await print({ service: 'passport-photo', mode: 'watermarked', layout: 'a4', size: '35x45', startRow: '3' });
    expect(res.status, res.res.body.slice(0, 200)).toBe(201);
    const bytes = pdfOf(res);
    const usedBottom = 5 + 2 * 47 - 1;
    const marks = await readWatermarkMarks(bytes, 'Sharma Studio');
    expect(marks.length).toBeGreaterThanOrEqual(80);
    for (const box of marks) for (const [, y] of box) expect(y).toBeGreaterThanOrEqual(usedBottom - 0.01);
    const { images } = (await inspectPdf(bytes)).pages[0]!;
    expect(images).toHaveLength(20);
    for (const image of images) {
      const rect = rectCorners({ x: image.xMm, y: image.yMm, width: image.widthMm, height: image.heightMm });
      expect(marks.some((box) => polygonsOverlap(box, rect))).toBe(true);
    }
  });

  it('refuses a count past the rows left and a second sheet, a start row past the last row, on another paper, or not a whole number, with {code, message}, before any charge', async () => {
    const { uid, print } = await operator(50);
    const base = { service: 'passport-photo', mode: 'clean' };
    const cases: Array<[Record<string, string>, number, string, RegExp]> = [
      // Past the rows left and a whole second sheet (decision 0071).
      [
        { ...base, layout: 'a4', size: '35x45', startRow: '5', count: '41' },
        422,
        'LAYOUT_DOES_NOT_FIT',
        /at most 40 \(10 on the first sheet from row 5, 30 on the second\)/,
      ],
      [{ ...base, layout: 'a4-24', startRow: '3', count: '51' }, 422, 'LAYOUT_DOES_NOT_FIT', /at most 50/],
      [{ ...base, layout: 'a4', size: '20x25', startRow: '11' }, 422, 'LAYOUT_DOES_NOT_FIT', /rows 1 to 10/],
      [{ ...base, layout: '4x6-6', startRow: '2' }, 422, 'LAYOUT_DOES_NOT_FIT', /Only A4 sheets/],
      [{ ...base, layout: 'a4-6', startRow: '0' }, 400, 'VALIDATION', /^startRow: /],
      [{ ...base, layout: 'a4-6', startRow: 'two' }, 400, 'VALIDATION', /^startRow: /],
    ];
    for (const [fields, status, code, message] of cases) {
      const res = await print(fields);
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(res.error, JSON.stringify(fields)).toMatchObject({ code, message: expect.stringMatching(message) });
    }
    expect(await readBalance(t.app.database.db, uid)).toBe(50);
    expect(await jobsOf(uid)).toEqual([]);
  });
});
