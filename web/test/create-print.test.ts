import { describe, expect, it } from 'vitest';
import { createPrint, fetchPrintPdf, printForm, type HeldPrintReceipt, type PrintRequest } from '../src/lib/prints/create-print';
import { fetchPdfOrAskAgain } from '../src/lib/prints/deliver-pdf';
import { ApiError } from '../src/lib/api-client';
import { stubFetchPerTest } from './support/browser-globals';

const photo = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
const crop = new Blob([new Uint8Array([4, 5, 6])], { type: 'image/jpeg' });
/** A passport sheet, as the studio asks for it. */
const request: PrintRequest = { kind: 'photo-sheet', service: 'passport-photo', sheet: { layout: 'a4-6' }, front: photo };

const receipt: HeldPrintReceipt = {
  jobId: 'job-1',
  charge: 'coins',
  coinsCharged: 5,
  balanceAfter: 15,
  reprint: false,
  printUrl: '/api/v1/prints/held/abc',
  filename: 'passport-photos-a4-6.pdf',
  expiresAt: '2026-11-27T10:00:00.000Z',
};
const json = (body: unknown, status = 201) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pdf = () => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200, headers: { 'content-type': 'application/pdf' } });
const notFound = () => json({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
const formOf = (call: unknown[]) => (call[1] as RequestInit).body as FormData;

describe('createPrint: one receipt for every print', () => {
  const fetchMock = stubFetchPerTest('csrf=token-1');

  it('answers the receipt as the server said, asked with the quote’s coins and no delivery field (receipt is the default)', async () => {
    fetchMock.mockResolvedValue(json(receipt));
    expect(await createPrint(request, 'clean', { expectedCoins: 5 })).toEqual(receipt);
    const [path, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(path).toBe('/api/v1/prints');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
    const form = init.body as FormData;
    expect(form.get('delivery')).toBeNull();
    expect(form.get('mode')).toBe('clean');
    expect(form.get('expectedCoins')).toBe('5');
    expect(form.get('layout')).toBe('a4-6');
    expect(form.get('frontCrop')).toBeNull();
  });

  it('sends no expectedCoins with a watermarked print', async () => {
    fetchMock.mockResolvedValue(json({ ...receipt, charge: 'none', coinsCharged: 0 }));
    await createPrint(request, 'watermarked', { expectedCoins: 5 });
    expect(formOf(fetchMock.mock.calls[0]!).get('expectedCoins')).toBeNull();
  });

  it('is BAD_RESPONSE when the body is not a receipt (the old header answer, a PDF, a receipt without its PDF)', async () => {
    for (const answer of [
      json({ printUrl: '/api/v1/prints/held/abc', filename: 'x.pdf', jobId: 'j', charge: 'coins', coins: 5, coinsRemaining: 15 }),
      pdf(),
      json({ ...receipt, printUrl: null }),
      json({ ...receipt, coinsCharged: -1 }),
    ]) {
      fetchMock.mockResolvedValueOnce(answer);
      const failure = await createPrint(request, 'clean', { expectedCoins: 5 }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).code).toBe('BAD_RESPONSE');
    }
  });

  it('carries the new quote of a 409 QUOTE_CHANGED, and charges nothing', async () => {
    const quote = { charge: 'coins', coins: 10, balance: 20, newItems: 2 };
    fetchMock.mockResolvedValue(json({ code: 'QUOTE_CHANGED', message: 'The price changed.', quote }, 409));
    const failure = await createPrint(request, 'clean', { expectedCoins: 5 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'QUOTE_CHANGED', quote });
  });

  it('sends a white picture with the crop it was made from (frontCrop, photoNCrop)', () => {
    const white = printForm({ ...request, frontCrop: crop }, 'clean', { expectedCoins: 0 });
    expect(white.get('front')).toBeInstanceOf(Blob);
    expect(white.get('frontCrop')).toBeInstanceOf(Blob);
    const sheet = printForm(
      {
        kind: 'customer-sheet',
        service: 'passport-photo',
        sheet: {
          layout: 'a4',
          customers: [
            { label: '1', size: '35x45', count: 6 },
            { label: '2', size: '35x45', count: 6 },
          ],
        },
        photos: [photo, photo],
        photoCrops: [null, crop],
      },
      'clean',
      { expectedCoins: 5 },
    );
    expect(sheet.get('photo1Crop')).toBeNull();
    expect(sheet.get('photo2Crop')).toBeInstanceOf(Blob);
    expect(sheet.get('expectedCoins')).toBe('5');
  });
});

describe('the PDF of a receipt', () => {
  const fetchMock = stubFetchPerTest('csrf=token-1');

  it('is fetched from printUrl; null once the server no longer holds it (404)', async () => {
    fetchMock.mockResolvedValueOnce(pdf());
    const file = await fetchPrintPdf(receipt);
    expect(file?.type).toBe('application/pdf');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/prints/held/abc');
    fetchMock.mockResolvedValueOnce(notFound());
    expect(await fetchPrintPdf(receipt)).toBeNull();
  });

  it('missing (404): the same print is asked again once, at 0 coins for a clean one (a free same-day reprint), then downloaded', async () => {
    const again = { ...receipt, jobId: 'job-2', charge: 'reprint', coinsCharged: 0, reprint: true, printUrl: '/api/v1/prints/held/def' };
    fetchMock.mockResolvedValueOnce(notFound()).mockResolvedValueOnce(json(again)).mockResolvedValueOnce(pdf());
    const got = await fetchPdfOrAskAgain(receipt, request, 'clean');
    expect(got.pdf.type).toBe('application/pdf');
    expect(got.filename).toBe(receipt.filename);
    const calls = fetchMock.mock.calls.map(([path, init]) => [(init as RequestInit | undefined)?.method ?? 'GET', path]);
    expect(calls).toEqual([
      ['GET', '/api/v1/prints/held/abc'],
      ['POST', '/api/v1/prints'],
      ['GET', '/api/v1/prints/held/def'],
    ]);
    const form = formOf(fetchMock.mock.calls[1]!);
    expect(form.get('mode')).toBe('clean');
    expect(form.get('expectedCoins')).toBe('0');
  });

  it('asks again only once: missing twice is NOT_FOUND', async () => {
    fetchMock
      .mockResolvedValueOnce(notFound())
      .mockResolvedValueOnce(json({ ...receipt, charge: 'none', coinsCharged: 0 }))
      .mockResolvedValueOnce(notFound());
    const failure = await fetchPdfOrAskAgain(receipt, request, 'watermarked').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'NOT_FOUND' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(formOf(fetchMock.mock.calls[1]!).get('expectedCoins')).toBeNull();
  });
});
