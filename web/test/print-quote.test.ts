import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrintQuote } from '@core/contracts/print-quote';
import { examQuoteInput } from '../src/features/exam-files/api/exam-quote-input';
import { printFailure } from '../src/lib/prints/print-failure';
import { ApiError } from '../src/lib/api-client';
import { blobSha256, previewNote, previewStateOf, quoteAllowsClean, quoteInputOf, quoteRequestOf, quoteText } from '../src/lib/prints/print-quote';
import { loadPageTexts, setLanguage, translate, type Language, type TFunction } from '../src/lib/i18n';
import { stubBrowser } from './support/browser-globals';

const SHA_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const SHA_EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const blob = (text: string) => new Blob([text], { type: 'image/jpeg' });

const tOf =
  (lng: Language): TFunction =>
  (key, values) =>
    translate(lng, key, values);

describe('hashing what a print uploads', () => {
  it('is the SHA-256 of the bytes in lowercase hex, read once per Blob', async () => {
    const abc = blob('abc');
    const read = vi.spyOn(abc, 'arrayBuffer');
    expect(await blobSha256(abc)).toBe(SHA_ABC);
    expect(await blobSha256(abc)).toBe(SHA_ABC);
    expect(read).toHaveBeenCalledTimes(1);
    expect(await blobSha256(blob(''))).toBe(SHA_EMPTY);
  });

  it('quotes a white picture as the crop it was made from, and each kind by the blobs it uploads', async () => {
    const [white, crop, other] = [blob('white'), blob('abc'), blob('')];
    expect(
      await quoteRequestOf(quoteInputOf({ kind: 'photo-sheet', service: 'passport-photo', sheet: { layout: 'a4-6' }, front: white, frontCrop: crop })),
    ).toEqual({
      kind: 'photo-sheet',
      photo: SHA_ABC,
    });
    expect(await quoteRequestOf(quoteInputOf({ kind: 'photo-sheet', service: 'passport-photo', sheet: { layout: 'a4-6' }, front: crop }))).toEqual({
      kind: 'photo-sheet',
      photo: SHA_ABC,
    });
    const customers = [
      { label: '1', size: '35x45', count: 6 },
      { label: '2', size: '35x45', count: 6 },
    ];
    expect(
      await quoteRequestOf(
        quoteInputOf({
          kind: 'customer-sheet',
          service: 'passport-photo',
          sheet: { layout: 'a4', customers },
          photos: [white, other],
          photoCrops: [crop, null],
        }),
      ),
    ).toEqual({ kind: 'customer-sheet', photos: [SHA_ABC, SHA_EMPTY] });
    const document = { kind: 'document', service: 'both-side', document: { type: 'aadhaar', source: 'scan' }, sheet: { layout: '0', copies: 1 } } as const;
    expect(await quoteRequestOf(quoteInputOf({ ...document, front: crop, back: other }))).toEqual({
      kind: 'document',
      service: 'both-side',
      front: SHA_ABC,
      back: SHA_EMPTY,
    });
    expect(
      await quoteRequestOf(quoteInputOf({ ...document, service: 'single-side', sheet: { layout: 'single', copies: 2 }, front: crop, back: null })),
    ).toEqual({
      kind: 'document',
      service: 'single-side',
      front: SHA_ABC,
    });
  });

  it('quotes exam files by preset, the custom spec as the form sends it, the upload’s hash and the caption', async () => {
    const custom = { kind: 'photo', unit: 'px', width: 200, height: 230, dpi: 200, minKb: 10, maxKb: 50, format: 'jpeg', caption: 'none' } as never;
    const uploads = [
      { presetId: 'ssc-photo', png: blob('abc') },
      { presetId: 'custom', png: blob('') },
    ];
    expect(await quoteRequestOf(examQuoteInput(uploads, { custom, caption: { name: 'Asha', date: '27-11-2026' } }))).toEqual({
      kind: 'exam-files',
      files: [
        { presetId: 'ssc-photo', sha256: SHA_ABC },
        { presetId: 'custom', sha256: SHA_EMPTY, custom: JSON.stringify(custom) },
      ],
      captionName: 'Asha',
      captionDate: '27-11-2026',
    });
  });
});

describe('the quote in words', () => {
  beforeAll(async () => {
    stubBrowser();
    await loadPageTexts();
    await setLanguage('hi');
    await setLanguage('en');
  });
  const quotes: Record<PrintQuote['charge'], PrintQuote> = {
    reprint: { charge: 'reprint', coins: 0, balance: 2, newItems: 0 },
    plan: { charge: 'plan', coins: 0, balance: 2, newItems: 1 },
    coins: { charge: 'coins', coins: 5, balance: 20, newItems: 1 },
    short: { charge: 'short', coins: 5, balance: 2, newItems: 1 },
  };

  it('says each charge in English and Hindi', () => {
    const en = tOf('en');
    const hi = tOf('hi');
    expect(Object.values(quotes).map((quote) => quoteText(en, quote))).toEqual([
      'Free reprint',
      'Covered by your plan',
      '5 coins',
      'Needs 5 coins — you have 2',
    ]);
    expect(Object.values(quotes).map((quote) => quoteText(hi, quote))).toEqual(['मुफ़्त दोबारा प्रिंट', 'आपके प्लान में शामिल', '5 कॉइन', '5 कॉइन चाहिए — आपके पास 2 हैं']);
    expect(quoteText(en, { ...quotes.coins, coins: 1 })).toBe('1 coin');
  });

  it('says a changed price plainly: nothing was charged, press Print again', () => {
    expect(tOf('en')('studio.quote.changed', { quote: quoteText(tOf('en'), quotes.coins) })).toBe(
      'The price changed to 5 coins — nothing was charged. Press Print again.',
    );
    expect(tOf('hi')('studio.quote.changed', { quote: quoteText(tOf('hi'), quotes.coins) })).toBe(
      'कीमत बदलकर 5 कॉइन हो गई है — कुछ भी नहीं कटा। फिर से प्रिंट दबाएँ।',
    );
  });

  it('lets a clean print be asked unless short, and shows the sheet clean whenever Print makes it clean (decision 0073)', () => {
    expect([undefined, ...Object.values(quotes)].map(quoteAllowsClean)).toEqual([false, true, true, true, false]);
    expect([undefined, ...Object.values(quotes)].map(previewStateOf)).toEqual(['watermarked', 'reprint', 'plan', 'coins', 'watermarked']);
  });

  it('says under the preview what Print gives: the free proof, paid today, clean, or clean for the coins it takes', () => {
    const notes = (lang: 'en' | 'hi') => [undefined, ...Object.values(quotes)].map((quote) => previewNote(tOf(lang), quote, { paid: 'PAID', clean: 'CLEAN' }));
    expect(notes('en')).toEqual([
      tOf('en')('studio.preview.watermarked'),
      'PAID',
      'CLEAN',
      'CLEAN Print takes 5 coins.',
      tOf('en')('studio.preview.watermarked'),
    ]);
    expect(notes('hi')[3]).toBe('CLEAN प्रिंट में 5 कॉइन लगेंगे।');
    expect(previewNote(tOf('en'), { ...quotes.coins, coins: 1 }, { paid: 'PAID', clean: 'CLEAN' })).toBe('CLEAN Print takes 1 coin.');
  });
});

describe('a refused print', () => {
  beforeAll(async () => {
    stubBrowser();
    await loadPageTexts();
    await setLanguage('hi');
    await setLanguage('en');
  });
  const quote: PrintQuote = { charge: 'coins', coins: 10, balance: 20, newItems: 2 };

  it('QUOTE_CHANGED: shows the new quote and says plainly nothing was charged (English and Hindi), never asking again by itself', () => {
    const changed = new ApiError(409, 'QUOTE_CHANGED', 'The price changed.', [], undefined, quote);
    expect(printFailure(tOf('en'), changed)).toEqual({ text: 'The price changed to 10 coins — nothing was charged. Press Print again.', quote });
    expect(printFailure(tOf('hi'), changed)).toEqual({ text: 'कीमत बदलकर 10 कॉइन हो गई है — कुछ भी नहीं कटा। फिर से प्रिंट दबाएँ।', quote });
    // Without a quote in the body: the quote is read again, and the server's words shown.
    expect(printFailure(tOf('en'), new ApiError(409, 'QUOTE_CHANGED', 'The price changed.'))).toEqual({ text: 'The price changed.', requote: true });
  });

  it('402 opens the low-coin dialog (a customer sheet says what it needed); other failures say the server’s words', () => {
    expect(printFailure(tOf('en'), new ApiError(402, 'INSUFFICIENT_COINS', 'Not enough coins.'))).toEqual({ text: 'Not enough coins.', needCoins: true });
    expect(printFailure(tOf('en'), new ApiError(402, 'INSUFFICIENT_COINS', 'x', [], 10))).toMatchObject({
      needCoins: true,
      text: expect.stringContaining('10 coins'),
    });
    expect(printFailure(tOf('en'), new ApiError(404, 'NOT_FOUND', 'Not found.'))).toEqual({ text: 'Not found.', notFound: true });
    expect(printFailure(tOf('en'), new Error('boom'))).toEqual({ text: translate('en', 'errors.INTERNAL') });
  });
});
