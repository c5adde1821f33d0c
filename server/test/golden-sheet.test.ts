import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sheetLayouts } from '../../core/src/layout/sheet-layouts';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { composePhotoSheet } from '../src/modules/prints/compose-photo-sheet';
import { prepareUpload } from '../src/modules/prints/prepare-upload';
import { renderFirstPage } from './support/render-pdf';

const goldenPath = fileURLToPath(new URL('./golden/a4-6-watermarked.png', import.meta.url));

async function rgbPixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('golden sheet', () => {
  it('renders the watermarked 6-up A4 sheet as the reviewed golden image (pixel-wise)', async () => {
    const photo = await prepareUpload(readFileSync(fixturePath('portrait-astronaut.png')), { cover: { width: 827, height: 1063 } });
    const pdf = await composePhotoSheet({ layout: sheetLayouts[0], photoJpeg: photo.jpeg, watermark: 'Photo Print', brand: 'Photo Print', createdAt: new Date('2026-01-01T00:00:00Z') });
    const rendered = renderFirstPage(pdf, 30);
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
});
