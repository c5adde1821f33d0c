import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sheetLayouts } from '@core/layout/sheet-layouts';
import { composePhotoSheet } from '../src/modules/prints/compose-photo-sheet';
import { prepareUpload } from '../src/modules/prints/prepare-upload';
import { freeProof } from '../src/modules/prints/image-resolution';
import { photoPixels } from '../src/modules/prints/print-passport-photos';
import { embeddedImages } from './support/embedded-images';
import { renderFirstPage } from './support/render-pdf';
import { headGuides } from '@core/face/head-rules';
import { passportPhoto } from '@core/layout/papers';
import { fixturePath } from '../../test/fixtures/fixture-path';

const portrait = readFileSync(fixturePath('portrait-astronaut.png'));
const goldenPath = fileURLToPath(new URL('./golden/a4-6-watermarked.png', import.meta.url));
/** The crop of a free sheet: 35×45 mm at 150 dpi (decision 0053). */
const CROP = photoPixels(true);
const BRAND = 'Photo Print';

async function rgbPixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The free 6-up A4 sheet as the server makes it: the crop made a proof, the brand over the page. */
async function freeSheet(source: Buffer) {
  const photo = await prepareUpload(source, { cover: CROP, proof: freeProof(passportPhoto) });
  return composePhotoSheet({ layout: sheetLayouts[0], photoJpeg: photo.jpeg, watermark: BRAND, brand: BRAND, createdAt: new Date('2026-01-01T00:00:00Z') });
}

describe('golden sheet', () => {
  it('renders the free 6-up A4 sheet (the photo a proof, the brand over the page) as the reviewed golden image (pixel-wise)', async () => {
    const rendered = renderFirstPage(await freeSheet(portrait), 30);
    if (process.env.UPDATE_GOLDEN === '1' || !existsSync(goldenPath)) {
      if (process.env.CI) throw new Error('golden image missing in CI: run UPDATE_GOLDEN=1 locally, review it, commit it');
      writeFileSync(goldenPath, rendered);
    }
    const [actual, golden] = await Promise.all([rgbPixels(rendered), rgbPixels(readFileSync(goldenPath))]);
    expect([actual.width, actual.height]).toEqual([golden.width, golden.height]);
    // A4 at 30 dpi: 248.03 × 350.8 px, which pdftoppm rounds up.
    expect([actual.width, actual.height]).toEqual([249, 351]);
    let differing = 0;
    let total = 0;
    for (let i = 0; i < actual.data.length; i += 1) {
      const d = Math.abs(actual.data[i]! - golden.data[i]!);
      total += d;
      if (d > 24) differing += 1;
    }
    expect(total / actual.data.length).toBeLessThan(1.5);
    expect(differing / actual.data.length).toBeLessThan(0.005);
  });

  it('makes the free photo a proof (decision 0053): opaque marks over most of it and of its face zone, unlike the picture beneath, and the head guides where the rule wants them', async () => {
    expect(CROP).toEqual({ width: 207, height: 266 });
    const freePhoto = async (source: Buffer) => {
      const [image] = await embeddedImages(await freeSheet(source));
      return image!;
    };
    const solid = (level: number) =>
      sharp({ create: { width: 512, height: 512, channels: 3, background: { r: level, g: level, b: level } } })
        .png()
        .toBuffer();
    const [portraitFree, black, white] = await Promise.all([freePhoto(portrait), freePhoto(await solid(0)), freePhoto(await solid(255))]);
    const luma = (image: typeof black, i: number) =>
      0.299 * image.pixels[i * image.channels]! + 0.587 * image.pixels[i * image.channels + 1]! + 0.114 * image.pixels[i * image.channels + 2]!;
    const { width, height } = black;
    // Marked: the same whatever the picture (a blend of at least 5 % of a white or black picture would differ by 12 levels or more).
    const marked = (i: number) => Math.abs(luma(black, i) - luma(white, i)) < 12;
    const share = (box: { left: number; top: number; width: number; height: number }) => {
      let n = 0;
      for (let y = box.top; y < box.top + box.height; y += 1) for (let x = box.left; x < box.left + box.width; x += 1) if (marked(y * width + x)) n += 1;
      return n / (box.width * box.height);
    };
    const pxPerMm = width / 35;
    const guides = headGuides(passportPhoto);
    const crownY = guides.crown * height;
    const chinY = guides.chin * height;
    const headHeight = chinY - crownY;
    const faceZone = {
      left: Math.round(width / 2 - 0.35 * headHeight),
      top: Math.round(crownY),
      width: Math.round(0.7 * headHeight),
      height: Math.round(headHeight),
    };
    expect(share({ left: 0, top: 0, width, height })).toBeGreaterThanOrEqual(0.6);
    expect(share(faceZone)).toBeGreaterThanOrEqual(0.6);

    // Every mark pixel stands at least 60 levels from the picture shown next to it: the nearest unmarked pixel in its
    // row within 3 mm, skipping the two pixels by the mark's edge that the JPEG encode smears.
    let unlike = 0;
    let marks = 0;
    const reach = Math.round(3 * pxPerMm);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = y * width + x;
        if (!marked(i)) continue;
        for (let d = 1; d <= reach; d += 1) {
          // Past the first unmarked pixel, two more into the picture.
          const j = [x - d - 2, x + d + 2].find((xx, side) => {
            const edge = side === 0 ? x - d : x + d;
            return xx >= 0 && xx < width && [edge, (edge + xx) / 2, xx].every((at) => !marked(y * width + at));
          });
          if (j === undefined) continue;
          marks += 1;
          if (Math.abs(luma(portraitFree, i) - luma(portraitFree, y * width + j)) >= 60) unlike += 1;
          break;
        }
      }
    }
    expect(unlike / marks).toBeGreaterThan(0.95);

    // The crown and chin guides: red rows across the photo, where the 35×45 mm rule puts them (4 mm and 38 mm from the top).
    const redRows: number[] = [];
    for (let y = 0; y < height; y += 1) {
      let red = 0;
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * portraitFree.channels;
        if (portraitFree.pixels[at]! > 150 && portraitFree.pixels[at + 1]! < 90) red += 1;
      }
      if (red > 0.8 * width) redRows.push(y);
    }
    const rowsNear = (mmFromTop: number) => redRows.filter((y) => Math.abs((y + 0.5) / pxPerMm - mmFromTop) < 0.4);
    expect(rowsNear(4).length).toBeGreaterThan(0);
    expect(rowsNear(38).length).toBeGreaterThan(0);
    expect(redRows.every((y) => rowsNear(4).includes(y) || rowsNear(38).includes(y))).toBe(true);
  });
});
