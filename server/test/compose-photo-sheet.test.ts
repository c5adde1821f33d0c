import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placePhotos } from '@core/layout/place-photos';
import { WATERMARK_REPEATS } from '@core/layout/place-watermark';
import { sheetLayouts } from '@core/layout/sheet-layouts';
import { mmToPt } from '@core/units/units';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { composePhotoSheet } from '../src/modules/prints/compose-photo-sheet';
import { prepareUpload } from '../src/modules/prints/prepare-upload';
import { inspectPdf } from './support/inspect-pdf';

const portrait = readFileSync(fixturePath('portrait-astronaut.png'));

describe('composing a sheet of passport photos', async () => {
  const photo = await prepareUpload(portrait, { cover: { width: 827, height: 1063 } });

  it.each(sheetLayouts.map((l) => [l.id, l] as const))('%s: page size in points, every photo placed at its size in mm', async (_id, layout) => {
    const pdf = await inspectPdf(await composePhotoSheet({ layout, photoJpeg: photo.jpeg, watermark: null, brand: 'Photo Print' }));
    expect(pdf.pages).toHaveLength(1);
    const [page] = pdf.pages;
    expect(page!.widthPt).toBeCloseTo(mmToPt(layout.paper.width), 2);
    expect(page!.heightPt).toBeCloseTo(mmToPt(layout.paper.height), 2);
    const expected = placePhotos(layout.paper, layout.photo, layout.count, 'columns' in layout ? layout.columns : undefined);
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

  it('prints the 50 mm scale bar where it fits and not on the full 42-up sheet', async () => {
    const six = await inspectPdf(await composePhotoSheet({ layout: sheetLayouts[0], photoJpeg: photo.jpeg, watermark: null, brand: 'Photo Print' }));
    expect(six.pages[0]!.texts.some((t) => t.startsWith('50 mm'))).toBe(true);
    const full = await inspectPdf(
      await composePhotoSheet({ layout: sheetLayouts.find((l) => l.id === 'a4-42')!, photoJpeg: photo.jpeg, watermark: null, brand: 'Photo Print' }),
    );
    expect(full.pages[0]!.texts.some((t) => t.startsWith('50 mm'))).toBe(false);
  });
});
