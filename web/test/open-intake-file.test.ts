import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { IntakeFile, IntakePublicKey } from '@core/contracts/intakes';
import { intakeChunkCount } from '@core/intake/intake-terms';
import { fixturePath } from '../../test/fixtures/fixture-path';
import { ApiError } from '../src/lib/api-client';
import { checkIntakeFile } from '../src/lib/intake/check-intake-file';
import { agreeKey, makeAgreementPair, makeLinkKey, sealChunk, sealMeta } from '../src/lib/intake/intake-crypto';
import { describeIntakeFile, handedFileName, intakeFileKey, openIntakeFile, type IntakeChunkFetcher } from '../src/lib/intake/open-intake-file';
import { readImageDimensions } from '../src/lib/image-dimensions';

const intakeId = 'A'.repeat(43);
const jpeg = new Uint8Array(readFileSync(fixturePath('phone-portrait-3024x4032.jpg')));
const png = new Uint8Array(readFileSync(fixturePath('portrait-astronaut.png')));

/** A file as a phone sends it: its description and every chunk sealed under `key`, kept as the server keeps them. */
async function sent(
  key: CryptoKey,
  bytes: Uint8Array<ArrayBuffer>,
  options: { fileId?: string; sendId?: string; name?: string; senderKey?: IntakePublicKey | null } = {},
) {
  const fileId = options.fileId ?? '0f0e0d0c-0b0a-4098-8765-43210fedcba9';
  const sendId = options.sendId ?? 'Q2FzdG9yLXNlbmQtb25lMQ';
  const blob = new Blob([bytes]);
  const chunks = intakeChunkCount(bytes.length);
  const stored = await Promise.all(Array.from({ length: chunks }, (_, seq) => sealChunk(key, { intakeId, sendId }, blob, seq)));
  const entry: IntakeFile = {
    id: fileId,
    seq: 1,
    sendId,
    meta: await sealMeta(key, { intakeId, sendId }, { name: options.name ?? 'IMG_2041.jpg', type: 'image/jpeg', bytes: bytes.length, customer: 'Asha' }),
    senderKey: options.senderKey ?? null,
    chunks,
    received: chunks,
    complete: true,
    createdAt: '2026-03-01T10:04:00.000Z',
  };
  const fetchChunk = vi.fn<IntakeChunkFetcher>((ids, seq) => {
    expect(ids).toEqual({ intakeId, fileId });
    return Promise.resolve(stored[seq]!.slice());
  });
  return { entry, stored, fetchChunk };
}

async function opened(key: CryptoKey, entry: IntakeFile, fetchChunk: IntakeChunkFetcher) {
  const description = await describeIntakeFile(key, intakeId, entry);
  if (!description) throw new Error('the description did not open');
  return openIntakeFile({ intakeId, file: entry, key, description, fetchChunk });
}

describe('a file from the phone, fetched and opened in the browser (docs/decisions/0095-files-from-the-customers-phone.md)', () => {
  it('a photo sent with the link key: every chunk fetched and opened, the bytes as sent, typed by its bytes', async () => {
    const { key } = await makeLinkKey();
    const { entry, fetchChunk } = await sent(key, jpeg);
    expect(entry.chunks).toBeGreaterThan(1);
    const outcome = await opened(key, entry, fetchChunk);
    if (!('opened' in outcome)) throw new Error(`refused: ${outcome.refused}`);
    expect(fetchChunk).toHaveBeenCalledTimes(entry.chunks);
    expect(outcome.opened.kind).toBe('image');
    expect(outcome.opened.file.type).toBe('image/jpeg');
    expect(outcome.opened.file.name).toBe('IMG_2041.jpg');
    expect(Buffer.from(await outcome.opened.file.arrayBuffer()).equals(jpeg)).toBe(true);
    expect(outcome.opened.width! * outcome.opened.height!).toBe(3024 * 4032);
  });

  it('a PDF sent by a phone that typed the code: its key agreed with the operator’s by ECDH', async () => {
    const operator = await makeAgreementPair();
    const phone = await makeAgreementPair();
    const phoneKey = await agreeKey(phone.privateKey, operator.publicKey, intakeId);
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
    const { entry, fetchChunk } = await sent(phoneKey, pdf, { name: 'EAadhaar.pdf', senderKey: phone.publicKey });
    const key = await intakeFileKey({ id: intakeId, linkKey: (await makeLinkKey()).key, privateKey: operator.privateKey }, entry.senderKey, new Map());
    const outcome = await opened(key!, entry, fetchChunk);
    if (!('opened' in outcome)) throw new Error(`refused: ${outcome.refused}`);
    expect(outcome.opened).toMatchObject({ kind: 'pdf', width: null, height: null });
    expect(outcome.opened.file.type).toBe('application/pdf');
  });

  it('the link key is used for a file without a sender key; a phone key agreed once is kept for its next files', async () => {
    const link = await makeLinkKey();
    const operator = await makeAgreementPair();
    const phone = await makeAgreementPair();
    const keys = { id: intakeId, linkKey: link.key, privateKey: operator.privateKey };
    expect(await intakeFileKey(keys, null, new Map())).toBe(link.key);
    const agreed = new Map<string, CryptoKey>();
    const first = await intakeFileKey(keys, phone.publicKey, agreed);
    expect(await intakeFileKey(keys, phone.publicKey, agreed)).toBe(first);
    expect(await intakeFileKey(keys, { ...phone.publicKey, x: phone.publicKey.y, y: phone.publicKey.x }, new Map())).toBeNull();
  });

  it('a chunk altered on the way is refused, in plain words, and nothing is handed over', async () => {
    const { key } = await makeLinkKey();
    const { entry, stored, fetchChunk } = await sent(key, jpeg);
    const altered = stored[1]!;
    altered[40] = altered[40]! ^ 0x01;
    expect(await opened(key, entry, fetchChunk)).toEqual({ refused: 'unreadable' });
  });

  it('chunks swapped, or a file under another key, are refused the same way', async () => {
    const { key } = await makeLinkKey();
    const { entry, stored, fetchChunk } = await sent(key, jpeg);
    [stored[0], stored[1]] = [stored[1]!, stored[0]!];
    expect(await opened(key, entry, fetchChunk)).toEqual({ refused: 'unreadable' });
    const other = await makeLinkKey();
    expect(await describeIntakeFile(other.key, intakeId, entry)).toBeNull();
  });

  it('a description put on another file of the intake, or a file listed under another send, does not open (decision 0107)', async () => {
    const { key } = await makeLinkKey();
    const first = await sent(key, jpeg, { name: 'Aadhaar front.jpg' });
    const second = await sent(key, png, { fileId: '1f0e0d0c-0b0a-4098-8765-43210fedcba9', sendId: 'T3RoZXItc2VuZC10d28tMg', name: 'photo.png' });
    // The second file's description on the first file: refused, so no name is shown for bytes it does not describe.
    expect(await describeIntakeFile(key, intakeId, { ...first.entry, meta: second.entry.meta })).toBeNull();
    // The first file's description and send with the second file's chunks: the description opens, the chunks do not.
    const swapped = { ...second.entry, sendId: first.entry.sendId, meta: first.entry.meta };
    const description = await describeIntakeFile(key, intakeId, swapped);
    expect(description?.name).toBe('Aadhaar front.jpg');
    expect(await openIntakeFile({ intakeId, file: swapped, key, description: { ...description!, bytes: png.length }, fetchChunk: second.fetchChunk })).toEqual({
      refused: 'unreadable',
    });
  });

  it('a file cut short (fewer chunks than its size needs) is refused as damaged', async () => {
    const { key } = await makeLinkKey();
    const { entry, fetchChunk } = await sent(key, jpeg);
    const outcome = await opened(key, { ...entry, chunks: entry.chunks - 1 }, fetchChunk);
    expect(outcome).toEqual({ refused: 'damaged' });
  });

  it('bytes that are not a photo or a PDF are refused, whatever the phone called them', async () => {
    const { key } = await makeLinkKey();
    const heic = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);
    const { entry, fetchChunk } = await sent(key, heic, { name: 'photo.jpg' });
    expect(await opened(key, entry, fetchChunk)).toEqual({ refused: 'type' });
  });

  it('a picture claiming more pixels than the limit is refused before anything decodes it', async () => {
    const { key } = await makeLinkKey();
    const bomb = png.slice(0, 64);
    new DataView(bomb.buffer).setUint32(16, 100_000);
    new DataView(bomb.buffer).setUint32(20, 100_000);
    const { entry, fetchChunk } = await sent(key, bomb, { name: 'bomb.png' });
    expect(await opened(key, entry, fetchChunk)).toEqual({ refused: 'pixels' });
  });

  it('a chunk that cannot be fetched is a failure to try again, not a refusal', async () => {
    const { key } = await makeLinkKey();
    const { entry } = await sent(key, jpeg);
    const offline = new ApiError(0, 'NETWORK', 'offline');
    await expect(opened(key, entry, () => Promise.reject(offline))).rejects.toBe(offline);
  });

  it('the name handed over has no folders or control characters', () => {
    expect(handedFileName('../../etc/passwd', 'image')).toBe('.. .. etc passwd');
    expect(handedFileName('\u0000\u0007', 'pdf')).toBe('document.pdf');
    expect(handedFileName('a'.repeat(300), 'image')).toHaveLength(120);
  });
});

describe('the checks a file from the phone gets', () => {
  it('reads the pixel size of a JPEG and a PNG from their headers', async () => {
    expect(readImageDimensions(jpeg, 'jpeg')!.width * readImageDimensions(jpeg, 'jpeg')!.height).toBe(3024 * 4032);
    expect(await checkIntakeFile(png)).toMatchObject({ kind: 'image', format: 'png' });
  });

  it('reads the pixel size of each kind of WebP', () => {
    const webp = (chunk: string, body: number[]) => {
      const bytes = new Uint8Array(40);
      bytes.set(new TextEncoder().encode(`RIFF\0\0\0\0WEBP${chunk}`));
      bytes.set(body, 20);
      return bytes;
    };
    // VP8X: the canvas size, minus one, in 24 bits each.
    expect(readImageDimensions(webp('VP8X', [0, 0, 0, 0, 0x1f, 0x03, 0, 0x57, 0x02, 0]), 'webp')).toEqual({ width: 800, height: 600 });
    // VP8L: 14 bits each, minus one, after the signature.
    expect(readImageDimensions(webp('VP8L', [0x2f, 0x1f, 0xc3, 0x95, 0x00]), 'webp')).toEqual({ width: 800, height: 600 });
    // VP8: a key frame's start code, then 14-bit width and height.
    expect(readImageDimensions(webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x20, 0x03, 0x58, 0x02]), 'webp')).toEqual({ width: 800, height: 600 });
    expect(readImageDimensions(webp('VP8 ', [0, 0, 0, 0, 0, 0, 0x20, 0x03, 0x58, 0x02]), 'webp')).toBeNull();
  });

  it('a JPEG whose header says nothing of its size is damaged', async () => {
    expect(await checkIntakeFile(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2, 0, 0, 0, 0, 0, 0]))).toEqual({ refused: 'damaged' });
  });
});
