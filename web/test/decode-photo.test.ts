import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodePhoto, DecodeError, refusalBeforeDecode } from '../src/lib/decode-image';
import { MAX_DECODED_SIDE } from '../src/lib/decode-protocol';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const MB = 1024 * 1024;

/** A browser without module workers (node has none): decodePhoto decodes on the page, through these stubs. */
function stubPageDecoder(size: { width: number; height: number }) {
  const drawn: Array<{ width: number; height: number }> = [];
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ ...size, close })),
  );
  vi.stubGlobal('document', {
    createElement: () => {
      const canvas = {
        width: 0,
        height: 0,
        getContext: () => ({
          fillStyle: '',
          imageSmoothingQuality: 'low',
          fillRect: () => undefined,
          drawImage: (_source: unknown, _x: number, _y: number, width: number, height: number) => drawn.push({ width, height }),
        }),
        toBlob: (done: (blob: Blob) => void) => done(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' })),
      };
      return canvas;
    },
  });
  return { drawn, close };
}

describe('opening a chosen photo (decodePhoto)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a file before decoding it only for its format, never for its size', () => {
    expect(refusalBeforeDecode('jpeg')).toBeNull();
    expect(refusalBeforeDecode('png')).toBeNull();
    expect(refusalBeforeDecode('webp')).toBeNull();
    expect(refusalBeforeDecode(null)).toBe('unsupported-type');
  });

  it('takes a 40 MB PNG of 12000×9000 px (over the old 15 MB limit) and scales it down to 4096 px long in the browser', async () => {
    const { drawn, close } = stubPageDecoder({ width: 12000, height: 9000 });
    const file = new Blob([PNG_HEAD, new Uint8Array(40 * MB)], { type: 'image/png' });
    const stages: string[] = [];
    const photo = await decodePhoto(file, (stage) => stages.push(stage));
    expect(file.size).toBeGreaterThan(15 * MB);
    expect(photo).toMatchObject({ width: MAX_DECODED_SIDE, height: 3072, scaled: true });
    expect(drawn).toEqual([{ width: 4096, height: 3072 }]);
    expect(stages).toEqual(['reading', 'decoding', 'resizing', 'encoding']);
    expect(close).toHaveBeenCalled();
  });

  it('still refuses what is not a JPEG, PNG or WebP by its bytes, whatever its size', async () => {
    stubPageDecoder({ width: 100, height: 100 });
    const heic = new Blob([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]), new Uint8Array(20 * MB)]);
    await expect(decodePhoto(heic, () => undefined)).rejects.toEqual(new DecodeError('unsupported-type'));
  });

  it('says "could not be opened" (decode) when the browser cannot decode it, however large', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError'))),
    );
    const file = new Blob([PNG_HEAD, new Uint8Array(16 * MB)]);
    await expect(decodePhoto(file, () => undefined)).rejects.toEqual(new DecodeError('decode'));
  });
});
