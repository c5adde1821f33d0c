import { beforeAll, describe, expect, it } from 'vitest';
import { INTAKE_MAX_FILE_BYTES, INTAKE_MAX_FILES } from '@core/intake/intake-terms';
import { checkIntakeFiles, intakeFileType, isHeic, type PickedFile } from '../src/features/intake-send/lib/check-intake-files';
import { linkKeyText } from '../src/features/intake-send/lib/link-key-text';
import { loadPageTexts, translate } from '../src/lib/i18n';

const room = { taken: 0, maxFiles: INTAKE_MAX_FILES, maxFileBytes: INTAKE_MAX_FILE_BYTES };
const picked = (name: string, type: string, size = 1000): PickedFile => ({ name, type, size });

describe('the files a customer picks (decision 0095)', () => {
  beforeAll(async () => {
    await loadPageTexts();
  });

  it('refuses a HEIC photo by its type or only by its name, with what to do instead', () => {
    const check = checkIntakeFiles(
      [picked('IMG_0001.HEIC', ''), picked('IMG_0002.jpg', 'image/heif'), picked('IMG_0003.heif', 'application/octet-stream')],
      room,
    );
    expect(check.accepted).toEqual([]);
    expect(check.refused.map(({ reason }) => reason)).toEqual(['heic', 'heic', 'heic']);
    expect(isHeic({ name: 'scan.jpg', type: 'image/heic-sequence' })).toBe(true);
    expect(translate('en', 'intakeSend.refused.heic')).toBe(
      "This photo is in HEIC format. In your camera settings choose 'Most compatible' (JPEG), or send it as a screenshot, then try again.",
    );
  });

  it('takes photos and PDFs (by the name when the browser gives no type), and refuses other types, empty files and files over 15 MB', () => {
    const check = checkIntakeFiles(
      [
        picked('a.jpg', 'image/jpeg'),
        picked('b.PDF', ''),
        picked('c.png', 'image/png'),
        picked('d.webp', 'image/webp'),
        picked('e.gif', 'image/gif'),
        picked('f.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
        picked('g.jpg', 'image/jpeg', 0),
        picked('h.pdf', 'application/pdf', INTAKE_MAX_FILE_BYTES + 1),
        picked('i.pdf', 'application/pdf', INTAKE_MAX_FILE_BYTES),
      ],
      room,
    );
    expect(check.accepted.map(({ file, type }) => `${file.name} ${type}`)).toEqual([
      'a.jpg image/jpeg',
      'b.PDF application/pdf',
      'c.png image/png',
      'd.webp image/webp',
      'i.pdf application/pdf',
    ]);
    expect(check.refused.map(({ file, reason }) => `${file.name} ${reason}`)).toEqual(['e.gif type', 'f.docx type', 'g.jpg empty', 'h.pdf size']);
    expect(intakeFileType({ name: 'x', type: 'image/jpg' })).toBe('image/jpeg');
    expect(intakeFileType({ name: 'x.txt', type: '' })).toBeNull();
  });

  it('takes ten files in all, counting those sent before: the 11th is refused, and a file refused anyway takes no place', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => picked(`${i + 1}.jpg`, 'image/jpeg'));
    const check = checkIntakeFiles(eleven, room);
    expect(check.accepted).toHaveLength(10);
    expect(check.refused).toEqual([{ file: eleven[10], reason: 'count' }]);

    const afterSeven = checkIntakeFiles([picked('x.heic', 'image/heic'), ...eleven.slice(0, 4)], { ...room, taken: 7 });
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
