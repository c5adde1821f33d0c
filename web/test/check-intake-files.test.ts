import { beforeAll, describe, expect, it } from 'vitest';
import { INTAKE_MAX_FILE_BYTES, INTAKE_MAX_FILES } from '@core/intake/intake-terms';
import { checkIntakeFiles } from '../src/features/intake-send/lib/check-intake-files';
import { linkKeyText } from '../src/features/intake-send/lib/link-key-text';
import { loadPageTexts, translate } from '../src/lib/i18n';

const room = { taken: 0, maxFiles: INTAKE_MAX_FILES, maxFileBytes: INTAKE_MAX_FILE_BYTES };
/** The first bytes of each kind of file, as a phone's picker hands it over. */
const heads = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  webp: [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')],
  pdf: [...Buffer.from('%PDF-1.7\n')],
  heic: [0, 0, 0, 0x18, ...Buffer.from('ftypheic')],
  gif: [...Buffer.from('GIF89a')],
  docx: [0x50, 0x4b, 0x03, 0x04],
};
const picked = (name: string, head: keyof typeof heads, type = '', size = 1000) =>
  new File(size === 0 ? [] : [new Uint8Array(heads[head]), new Uint8Array(Math.max(0, size - heads[head].length))], name, { type });

describe('the files a customer picks (decision 0095), by their bytes', () => {
  beforeAll(async () => {
    await loadPageTexts();
  });

  it('refuses a HEIC photo by its bytes whatever its name and type, or by its name and type, with what to do instead', async () => {
    const check = await checkIntakeFiles(
      [picked('IMG_0001.jpg', 'heic', 'image/jpeg'), picked('IMG_0002.HEIC', 'docx', ''), picked('IMG_0003.x', 'gif', 'image/heif')],
      room,
    );
    expect(check.accepted).toEqual([]);
    expect(check.refused.map(({ reason }) => reason)).toEqual(['heic', 'heic', 'heic']);
    expect(translate('en', 'intakeSend.refused.heic')).toBe(
      "This photo is in HEIC format. In your camera settings choose 'Most compatible' (JPEG), or send it as a screenshot, then try again.",
    );
  });

  it('takes photos and PDFs by their bytes (not their names or types), and refuses other files, empty files and files over 15 MB', async () => {
    const check = await checkIntakeFiles(
      [
        picked('a.jpg', 'jpeg', 'image/jpeg'),
        picked('b', 'pdf', ''),
        picked('c.jpg', 'png', 'image/jpeg'),
        picked('d.webp', 'webp', 'image/webp'),
        picked('e.gif', 'gif', 'image/gif'),
        picked('f.pdf', 'docx', 'application/pdf'),
        picked('g.jpg', 'jpeg', 'image/jpeg', 0),
        picked('h.pdf', 'pdf', 'application/pdf', INTAKE_MAX_FILE_BYTES + 1),
        picked('i.pdf', 'pdf', 'application/pdf', INTAKE_MAX_FILE_BYTES),
      ],
      room,
    );
    expect(check.accepted.map(({ file, type }) => `${file.name} ${type}`)).toEqual([
      'a.jpg image/jpeg',
      'b application/pdf',
      'c.jpg image/png',
      'd.webp image/webp',
      'i.pdf application/pdf',
    ]);
    expect(check.refused.map(({ file, reason }) => `${file.name} ${reason}`)).toEqual(['e.gif type', 'f.pdf type', 'g.jpg empty', 'h.pdf size']);
  });

  it('takes ten files in all, counting those sent before: the 11th is refused, and a file refused anyway takes no place', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => picked(`${i + 1}.jpg`, 'jpeg', 'image/jpeg'));
    const check = await checkIntakeFiles(eleven, room);
    expect(check.accepted).toHaveLength(10);
    expect(check.refused).toEqual([{ file: eleven[10], reason: 'count' }]);

    const afterSeven = await checkIntakeFiles([picked('x.heic', 'heic', 'image/heic'), ...eleven.slice(0, 4)], { ...room, taken: 7 });
    expect(afterSeven.accepted.map(({ file }) => file.name)).toEqual(['1.jpg', '2.jpg', '3.jpg']);
    expect(afterSeven.refused.map(({ file, reason }) => `${file.name} ${reason}`)).toEqual(['x.heic heic', '4.jpg count']);
    expect(translate('en', 'intakeSend.refused.count', { max: 10 })).toBe('Only 10 files can be sent with this link.');
  });
});

describe('the key in the intake link', () => {
  const key = 'q3Vd0nR8bWc1xYz-_AbCdEfGhIjKlMnOpQrStUvWxYz';

  it('is read from #k=…, and a link without it or cut short has none', () => {
    expect(key).toHaveLength(43);
    expect(linkKeyText(`#k=${key}`)).toBe(key);
    expect(linkKeyText(`#x=1&k=${key}`)).toBe(key);
    expect(linkKeyText('')).toBeNull();
    expect(linkKeyText('#')).toBeNull();
    expect(linkKeyText(`#k=${key.slice(0, 40)}`)).toBeNull();
    expect(linkKeyText(`#k=${key.slice(0, 42)}+`)).toBeNull();
  });
});
