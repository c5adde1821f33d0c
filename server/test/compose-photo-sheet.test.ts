import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placePhotoSheet } from '@core/layout/place-photo-sheet';
import { WATERMARK_REPEATS } from '@core/layout/place-watermark';
import { findPhotoSize } from '@core/layout/photo-sizes';
import { resolveSheetChoice, sheetCropSize, sheetLayouts, sizeSheetLayouts, type SheetLayout } from '@core/layout/sheet-layouts';
import { mmToPt } from '@core/units/units';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { composePhotoSheet } from '../src/modules/prints/compose-photo-sheet';
import { photoPixels } from '../src/modules/prints/print-passport-photos';
import { prepareUpload } from '../src/modules/prints/prepare-upload';
import { inspectPdf } from './support/inspect-pdf';
import { readStrokedLines, type StrokedLine } from './support/read-stroked-lines';

const portrait = readFileSync(fixturePath('portrait-astronaut.png'));

describe('composing a sheet of passport photos', async () => {
  const photo = await prepareUpload(portrait, { cover: { width: 827, height: 1063 } });

  it.each(sheetLayouts.map((l) => [l.id, l] as const))('%s: page size in points, every photo placed at its size in mm', async (_id, layout) => {
    const pdf = await inspectPdf(await composePhotoSheet({ layout, photoJpeg: photo.jpeg, watermark: null, brand: 'Photo Print' }));
    expect(pdf.pages).toHaveLength(1);
    const [page] = pdf.pages;
    expect(page!.widthPt).toBeCloseTo(mmToPt(layout.paper.width), 2);
    expect(page!.heightPt).toBeCloseTo(mmToPt(layout.paper.height), 2);
    const expected = placePhotoSheet(layout).rects;
    expect(page!.images).toHaveLength(layout.count);
    page!.images.forEach((image, i) => {
      expect(Math.abs(image.widthMm - layout.photo.width)).toBeLessThan(0.1);
      expect(Math.abs(image.heightMm - layout.photo.height)).toBeLessThan(0.1);
      expect(Math.abs(image.xMm - expected[i]!.x)).toBeLessThan(0.1);
      expect(Math.abs(image.yMm - expected[i]!.y)).toBeLessThan(0.1);
    });
    expect(page!.texts.filter((t) => t === 'Photo Print')).toHaveLength(0);
    expect(pdf.printScalingNone).toBe(true);
  });

  it(`draws the watermark ${WATERMARK_REPEATS} times over the sheet when asked`, async () => {
    const layout = sheetLayouts.find((l) => l.id === 'a4-42')!;
    const pdf = await inspectPdf(await composePhotoSheet({ layout, photoJpeg: photo.jpeg, watermark: 'Sharma Studio', brand: 'Sharma Studio' }));
    expect(pdf.pages[0]!.texts.filter((t) => t === 'Sharma Studio')).toHaveLength(140);
    expect(pdf.pages[0]!.images).toHaveLength(42);
    expect(pdf.title).toBe('Sharma Studio: 42 photos on A4 (30×38.6 mm) (watermarked)');
  });

  it('embeds the photo once, however many times it is drawn', async () => {
    const layout = sheetLayouts.find((l) => l.id === 'a4-24')!;
    const bytes = await composePhotoSheet({ layout, photoJpeg: photo.jpeg, watermark: null, brand: 'Photo Print' });
    // One JPEG inside: the PDF is about the size of the photo, not 24 times it.
    expect(bytes.length).toBeLessThan(photo.jpeg.length + 30_000);
  });

  it('prints the 50 mm scale bar wherever core places it: under the photos, upright beside the 42-up and 6-up 4×6 grids, not on the 8-up 4×6 landscape', async () => {
    const scaleBarText = async (id: string) => {
      const layout = sheetLayouts.find((l) => l.id === id)!;
      const pdf = await inspectPdf(await composePhotoSheet({ layout, photoJpeg: photo.jpeg, watermark: null, brand: 'Photo Print' }));
      return pdf.pages[0]!.texts.some((t) => t.startsWith('50 mm'));
    };
    for (const layout of sheetLayouts) expect(await scaleBarText(layout.id), layout.id).toBe(layout.id !== '4x6l-8');
  });

  it.each([...sheetLayouts, ...sizeSheetLayouts].map((l) => [l.id, l] as const))(
    "%s: read back, the lines are exactly core's cut lines and scale bar, none by an empty place",
    async (_id, layout) => {
      const sheet = placePhotoSheet(layout);
      const lines = await readStrokedLines(await composePhotoSheet({ layout, photoJpeg: photo.jpeg, watermark: null, brand: 'Photo Print' }));
      const key = (l: { x1: number; y1: number; x2: number; y2: number }) => {
        const ends = [
          [l.x1, l.y1],
          [l.x2, l.y2],
        ]
          .map(([x, y]) => `${x!.toFixed(2)},${y!.toFixed(2)}`)
          .sort();
        return ends.join(' ');
      };
      const bar = sheet.scaleBar ? [sheet.scaleBar.line, ...sheet.scaleBar.ticks] : [];
      const thin = lines.filter((l: StrokedLine) => l.widthPt < 0.35);
      const barLines = lines.filter((l: StrokedLine) => l.widthPt >= 0.35);
      expect(thin.map(key).sort()).toEqual(sheet.cuts.map(key).sort());
      expect(barLines.map(key).sort()).toEqual(bar.map(key).sort());
      // Every cut runs beside a photo: within a crop mark's reach (3 mm) of one at its middle.
      for (const cut of thin) {
        const [x, y] = [(cut.x1 + cut.x2) / 2, (cut.y1 + cut.y2) / 2];
        const near = sheet.rects.some((r) => Math.max(r.x - x, x - r.x - r.width, 0) ** 2 + Math.max(r.y - y, y - r.y - r.height, 0) ** 2 <= 3.01 ** 2);
        expect(near, key(cut)).toBe(true);
      }
    },
  );
});

/** A size's sheet with fewer photos than it holds (the custom count). */
const fewer = (layout: string, size: string, count: number): SheetLayout => {
  const chosen = resolveSheetChoice({ layout, size, count });
  if (!chosen.ok) throw new Error(chosen.message);
  return chosen.layout;
};

describe('composing the sheets of every photo size (decision 0036)', async () => {
  const crops = new Map<string, Uint8Array>();
  /** The crop as the server prepares it for the sheet: cover-fitted to 600 dpi of the sheet's size. */
  const cropFor = async (layout: SheetLayout) => {
    const size = sheetCropSize(layout);
    const key = `${size.width}x${size.height}`;
    if (!crops.has(key)) crops.set(key, (await prepareUpload(portrait, { cover: photoPixels(false, size) })).jpeg);
    return crops.get(key)!;
  };
  const layouts = [...sizeSheetLayouts, fewer('a4', '51x51', 10), fewer('4x6', '20x25', 7), fewer('5x7', '25x35', 1), fewer('4x6l', '35x45', 5)];

  it.each(layouts.map((l) => [l.id, l] as const))(
    "%s: page size in points, each photo at its size within 0.1 mm, at core's place, inside the margin, none over another",
    async (_id, layout) => {
      const pdf = await inspectPdf(await composePhotoSheet({ layout, photoJpeg: await cropFor(layout), watermark: null, brand: 'Photo Print' }));
      expect(pdf.pages).toHaveLength(1);
      const page = pdf.pages[0]!;
      expect(page.widthPt).toBeCloseTo(mmToPt(layout.paper.width), 2);
      expect(page.heightPt).toBeCloseTo(mmToPt(layout.paper.height), 2);
      expect(pdf.printScalingNone).toBe(true);
      const expected = placePhotoSheet(layout).rects;
      expect(page.images).toHaveLength(layout.count);
      const { paper } = layout;
      page.images.forEach((image, i) => {
        expect(Math.abs(image.widthMm - layout.photo.width)).toBeLessThan(0.1);
        expect(Math.abs(image.heightMm - layout.photo.height)).toBeLessThan(0.1);
        expect(Math.abs(image.xMm - expected[i]!.x)).toBeLessThan(0.1);
        expect(Math.abs(image.yMm - expected[i]!.y)).toBeLessThan(0.1);
        expect(image.xMm).toBeGreaterThanOrEqual(paper.margin - 0.01);
        expect(image.yMm).toBeGreaterThanOrEqual(paper.margin - 0.01);
        expect(image.xMm + image.widthMm).toBeLessThanOrEqual(paper.width - paper.margin + 0.01);
        expect(image.yMm + image.heightMm).toBeLessThanOrEqual(paper.height - paper.margin + 0.01);
      });
      const apart = (a: (typeof page.images)[number], b: (typeof page.images)[number]) =>
        a.xMm + a.widthMm <= b.xMm + 0.01 || b.xMm + b.widthMm <= a.xMm + 0.01 || a.yMm + a.heightMm <= b.yMm + 0.01 || b.yMm + b.heightMm <= a.yMm + 0.01;
      for (let i = 0; i < page.images.length; i += 1)
        for (let j = i + 1; j < page.images.length; j += 1) expect(apart(page.images[i]!, page.images[j]!), `${i} and ${j}`).toBe(true);
      // The scale bar where core puts one.
      expect(page.texts.some((t) => t.startsWith('50 mm'))).toBe(placePhotoSheet(layout).scaleBar !== null);
    },
  );

  it('embeds a 51×51 mm crop square, at 600 dpi of its size', async () => {
    expect(photoPixels(false, findPhotoSize('51x51')!)).toEqual({ width: 1205, height: 1205 });
    expect(photoPixels(true, findPhotoSize('20x25')!)).toEqual({ width: 118, height: 148 });
    const [, layout] = layouts.map((l) => [l.id, l] as const).find(([id]) => id === 'a4-51x51-15')!;
    const bytes = await composePhotoSheet({ layout, photoJpeg: await cropFor(layout), watermark: null, brand: 'Photo Print' });
    expect(bytes.length).toBeLessThan((await cropFor(layout)).length + 30_000);
  });
});
