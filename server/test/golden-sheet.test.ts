import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sheetLayouts } from '@core/layout/sheet-layouts';
import { composePhotoSheet } from '../src/modules/prints/compose-photo-sheet';
import { prepareUpload } from '../src/modules/prints/prepare-upload';
import { photoPixels } from '../src/modules/prints/print-passport-photos';
import { embeddedImages } from './support/embedded-images';
import { renderFirstPage } from './support/render-pdf';
import { greyRegion, structuralSimilarity } from './support/structural-similarity';
import { fixturePath } from '../../test/fixtures/fixture-path';

const portrait = readFileSync(fixturePath('portrait-astronaut.png'));
const goldenPath = fileURLToPath(new URL('./golden/a4-6-watermarked.png', import.meta.url));
/** The crop of a free sheet: 35×45 mm at 300 dpi (decision 0026). */
const CROP = photoPixels(true);
/** Where the face is in the 413×531 crop of the portrait: eyes, nose, mouth, chin. */
const FACE = { left: 115, top: 55, width: 130, height: 150 };
const BRAND = 'Photo Print';

async function rgbPixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The free 6-up A4 sheet as the server makes it: the brand burned into the crop, and over the page. */
async function freeSheet(source: Buffer) {
  const photo = await prepareUpload(source, { cover: CROP, watermark: BRAND });
  return composePhotoSheet({ layout: sheetLayouts[0], photoJpeg: photo.jpeg, watermark: BRAND, brand: BRAND, createdAt: new Date('2026-01-01T00:00:00Z') });
}

describe('golden sheet', () => {
  it('renders the free 6-up A4 sheet (brand burned into the photo and over the page) as the reviewed golden image (pixel-wise)', async () => {
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

  it('keeps the face recognisable under the burned-in brand, yet marked: the photo the free PDF embeds against the clean crop at the same size', async () => {
    expect(CROP).toEqual({ width: 413, height: 531 });
    const [embedded] = await embeddedImages(await freeSheet(portrait));
    const clean = await prepareUpload(portrait, { cover: CROP });
    const [marked, original] = await Promise.all([greyRegion(embedded!, FACE), greyRegion(clean.jpeg, FACE)]);
    const similarity = structuralSimilarity(marked, original);
    // The same face: structurally close to the clean crop (another face scores far lower, below).
    expect(similarity).toBeGreaterThan(0.8);
    // But not the clean face: the brand crosses it.
    expect(similarity).toBeLessThan(0.97);
    let changed = 0;
    for (let i = 0; i < marked.pixels.length; i += 1) if (Math.abs(marked.pixels[i]! - original.pixels[i]!) > 12) changed += 1;
    expect(changed / marked.pixels.length).toBeGreaterThan(0.03);
    expect(changed / marked.pixels.length).toBeLessThan(0.3);
    // What the measure says of a different face (the portrait mirrored): the bound above means something.
    const mirrored = await prepareUpload(await sharp(portrait).flop().toBuffer(), { cover: CROP });
    expect(structuralSimilarity(await greyRegion(mirrored.jpeg, FACE), original)).toBeLessThan(0.5);
  });
});
