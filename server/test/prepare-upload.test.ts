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

  it("keeps the page's own JPEG on the clean path when it needs no change (decision 0077): its scan unchanged, its metadata dropped", async () => {
    // A browser crop: baseline, 4:4:4, exactly the asked size, upright; here with a comment and EXIF a client could add.
    const encoded = await sharp({ create: { width: 827, height: 1063, channels: 3, background: '#c84' } })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .withExif({ IFD0: { ImageDescription: 'customer at Boring Road' } })
      .withIccProfile('srgb')
      .toBuffer();
    const scanOf = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));
    const clean = await prepareUpload(encoded, { cover: { width: 827, height: 1063 } });
    expect(scanOf(clean.jpeg).equals(scanOf(encoded))).toBe(true);
    expect(clean.jpeg.includes(Buffer.from('Boring Road'))).toBe(false);
    expect(clean.jpeg.includes(Buffer.from('Exif'))).toBe(false);
    const meta = await sharp(clean.jpeg).metadata();
    expect([meta.width, meta.height, meta.chromaSubsampling, meta.exif, meta.icc]).toEqual([827, 1063, '4:4:4', undefined, undefined]);
    // Another size (cut to the asked one), another colour profile, or a free proof: encoded again by the server.
    const cut = await prepareUpload(encoded, { cover: { width: 800, height: 1063 } });
    expect(scanOf(cut.jpeg).equals(scanOf(encoded))).toBe(false);
    expect((await sharp(cut.jpeg).metadata()).chromaSubsampling).toBe('4:2:0');
    const p3 = await sharp(encoded).withIccProfile('p3').jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer();
    expect(scanOf((await prepareUpload(p3, { cover: { width: 827, height: 1063 } })).jpeg).equals(scanOf(p3))).toBe(false);
    const proof = await prepareUpload(encoded, { cover: { width: 827, height: 1063 }, proof: { pixelsPerMm: 600 / 25.4, head: null } });
    expect(scanOf(proof.jpeg).equals(scanOf(encoded))).toBe(false);
  });

  it('refuses a damaged JPEG even where it would be kept as encoded', async () => {
    const encoded = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#c84' } })
      .jpeg({ quality: 100 })
      .toBuffer();
    const cut = encoded.subarray(0, Math.floor(encoded.length * 0.6));
    await expect(prepareUpload(Buffer.concat([cut, Buffer.from([0xff, 0xd9])]), { cover: { width: 200, height: 100 } })).rejects.toMatchObject({
      code: 'UNSUPPORTED_TYPE',
    });
  });

  it('refuses a file whose name says JPEG but whose content is not an image', async () => {
    await expect(prepareUpload(Buffer.from('%PDF-1.7 not an image'))).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE', status: 415 });
  });
});
