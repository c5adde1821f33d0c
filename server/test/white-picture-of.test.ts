import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  isWhitePictureOf,
  measureWhitePicture,
  WHITE_PICTURE_MIN_DETAIL,
  WHITE_PICTURE_MIN_UNCHANGED,
  WHITE_PICTURE_TOLERANCE,
} from '../src/modules/prints/white-picture-of';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { whiteVersion } from './support/white-version';

const astronaut = readFileSync(fixturePath('portrait-astronaut.png'));
const photographer = readFileSync(fixturePath('camera-photographer.png'));

const figures = (m: object) => JSON.stringify(m);

describe('the white picture rule: isWhitePictureOf (docs/decisions/0057)', () => {
  it('passes the crop’s white-background version, re-encoded as the browser does, at several sizes and feathers', async () => {
    const crops = [astronaut, await sharp(astronaut).resize(300).png().toBuffer(), await sharp(astronaut).resize(1024).jpeg({ quality: 92 }).toBuffer()];
    for (const [i, crop] of crops.entries()) {
      for (const feather of [1, 8]) {
        const picture = await whiteVersion(crop, { feather });
        const m = await measureWhitePicture(crop, picture);
        // Measured: at most 6 levels darker at quality 90 (margin 6 under the tolerance), 31–39 % unchanged, detail 10–19.
        expect(m.darkest, `crop ${i}, feather ${feather}: ${figures(m)}`).toBeLessThanOrEqual(WHITE_PICTURE_TOLERANCE - 5);
        expect(m.unchanged, figures(m)).toBeGreaterThan(WHITE_PICTURE_MIN_UNCHANGED + 0.1);
        expect(m.detail, figures(m)).toBeGreaterThan(WHITE_PICTURE_MIN_DETAIL * 4);
        expect(await isWhitePictureOf(crop, picture)).toBe(true);
      }
    }
    // The crop itself is its own white picture (nothing whitened); quality 80 still passes.
    expect(await isWhitePictureOf(astronaut, astronaut)).toBe(true);
    const q80 = await measureWhitePicture(astronaut, await whiteVersion(astronaut, { quality: 80 }));
    expect(q80.darkest, figures(q80)).toBeLessThanOrEqual(WHITE_PICTURE_TOLERANCE);
  });

  it('passes white versions of photos the tolerance was not set on (held out), at the browser’s quality 92', async () => {
    // Measured: the darkest channel 1–6 levels under the crop (tolerance 12), 35–39 % unchanged, detail 8.6–10.7.
    for (const name of ['phone-portrait-3024x4032.jpg', 'camera-photographer.png'] as const) {
      for (const width of [600, 827, 1205]) {
        const crop = await sharp(readFileSync(fixturePath(name)))
          .rotate()
          .resize({ width })
          .toColourspace('srgb')
          .jpeg({ quality: 92 })
          .toBuffer();
        for (const feather of [1, 8]) {
          const picture = await whiteVersion(crop, { feather, quality: 92 });
          const m = await measureWhitePicture(crop, picture);
          expect(await isWhitePictureOf(crop, picture), `${name} at ${width} px, feather ${feather}: ${figures(m)}`).toBe(true);
        }
      }
    }
  });

  it('refuses another person’s photo, white background or not', async () => {
    for (const picture of [await sharp(photographer).jpeg({ quality: 90 }).toBuffer(), await whiteVersion(photographer)]) {
      const m = await measureWhitePicture(astronaut, picture);
      expect(m.darkest, figures(m)).toBeGreaterThan(100);
      expect(m.unchanged, figures(m)).toBeLessThan(WHITE_PICTURE_MIN_UNCHANGED / 2);
      expect(await isWhitePictureOf(astronaut, picture)).toBe(false);
    }
  });

  it('refuses a picture darker than the crop in places: a darkened patch on the face, the whole picture a little darker', async () => {
    const patch = await whiteVersion(astronaut, { darken: (x, y) => (x >= 190 && x < 250 && y >= 80 && y < 140 ? 40 : 0) });
    const m = await measureWhitePicture(astronaut, patch);
    expect(m.darkest, figures(m)).toBeGreaterThan(WHITE_PICTURE_TOLERANCE + 10);
    expect(await isWhitePictureOf(astronaut, patch)).toBe(false);
    const darker = await whiteVersion(astronaut, { darken: () => 20 });
    expect(await isWhitePictureOf(astronaut, darker), figures(await measureWhitePicture(astronaut, darker))).toBe(false);
    // All white: between the crop and white everywhere, but none of it is the crop.
    const white = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    expect(await isWhitePictureOf(astronaut, white)).toBe(false);
  });

  it('does not let a flat crop paid earlier (all black, all grey) free an unrelated picture', async () => {
    for (const background of ['#000000', '#808080', '#202020']) {
      const flat = await sharp({ create: { width: 512, height: 512, channels: 3, background } })
        .png()
        .toBuffer();
      for (const picture of [await whiteVersion(astronaut), await whiteVersion(photographer), await sharp(photographer).jpeg({ quality: 90 }).toBuffer()]) {
        const m = await measureWhitePicture(flat, picture);
        expect(m.detail, `${background}: ${figures(m)}`).toBeLessThan(WHITE_PICTURE_MIN_DETAIL);
        expect(await isWhitePictureOf(flat, picture), `${background}: ${figures(m)}`).toBe(false);
      }
    }
  });

  it('refuses pictures of another pixel size and bytes that are not a picture', async () => {
    const picture = await whiteVersion(astronaut);
    expect(await isWhitePictureOf(astronaut, await sharp(picture).resize(511, 512, { fit: 'fill' }).jpeg().toBuffer())).toBe(false);
    expect(await isWhitePictureOf(astronaut, Buffer.from('not a picture'))).toBe(false);
    expect(await isWhitePictureOf(Buffer.from('not a picture'), picture)).toBe(false);
    expect(await isWhitePictureOf(astronaut, picture.subarray(0, picture.length / 2))).toBe(false);
  });
});
