import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareUpload } from '../src/modules/prints/prepare-upload';

describe('preparing an upload', () => {
  it('applies EXIF orientation, strips metadata and re-encodes as JPEG', async () => {
    // A landscape 400×300 JPEG that says "rotate 90°" and carries a comment and GPS-like metadata.
    const tagged = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'customer at Boring Road' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 36/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(tagged).metadata()).orientation).toBe(6);
    const prepared = await prepareUpload(tagged);
    const meta = await sharp(prepared.jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([300, 400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(prepared.jpeg.includes(Buffer.from('Boring Road'))).toBe(false);
  });

  it('re-encodes PNG and WebP to JPEG, and centre-crops to the asked size', async () => {
    for (const encode of [(s: Sharp) => s.png(), (s: Sharp) => s.webp()]) {
      const input = await encode(sharp({ create: { width: 1000, height: 1000, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } })).toBuffer();
      const prepared = await prepareUpload(input, { cover: { width: 827, height: 1063 } });
      const meta = await sharp(prepared.jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 827, 1063]);
    }
  });

  it('refuses a file whose name says JPEG but whose content is not an image', async () => {
    await expect(prepareUpload(Buffer.from('%PDF-1.7 not an image'))).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE', status: 415 });
  });
});
