import { describe, expect, it, vi } from 'vitest';
import { siteResponse } from '@core/contracts/site';
import { defaultErrorMessage } from '@core/errors/error-codes';
import { ApiError, apiFetch, apiFetchResponse, mayHaveSession } from '../src/lib/api-client';
import { loadPageTexts, setLanguage, translate } from '../src/lib/i18n';
import { siteResponseGuard } from '../src/lib/landing-guards';
import { stubBrowser, stubFetchPerTest } from './support/browser-globals';

const site = {
  brandName: 'Sharma Studio',
  shop: { phone: '1', whatsapp: '2', email: 'a@b.in', address: 'Jaipur' },
  counters: { happyCustomers: 1, dailyPrints: 2, supportHours: 24 },
};
const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiFetch', () => {
  const fetchMock = stubFetchPerTest('csrf=token%201');

  it('checks answers with a landing guard or a zod/mini contract alike', async () => {
    for (const schema of [siteResponseGuard, siteResponse]) {
      fetchMock.mockResolvedValueOnce(answer(200, site));
      await expect(apiFetch('/api/v1/site', { schema })).resolves.toEqual(site);
      fetchMock.mockResolvedValueOnce(answer(200, { ...site, counters: { ...site.counters, dailyPrints: -1 } }));
      await expect(apiFetch('/api/v1/site', { schema })).rejects.toMatchObject({ code: 'BAD_RESPONSE', status: 200 });
    }
  });

  it('sends the CSRF token on state-changing calls only, and JSON bodies as JSON', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(201, { id: 'm1' })));
    await apiFetch('/api/v1/contact', { method: 'POST', body: { name: 'Asha' } });
    const [, post] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = post.headers as Headers;
    expect(headers.get('X-CSRF-Token')).toBe('token 1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(post.body).toBe('{"name":"Asha"}');
    await apiFetch('/api/v1/site');
    expect(((fetchMock.mock.calls[1] as [string, RequestInit])[1].headers as Headers).has('X-CSRF-Token')).toBe(false);
  });

  it("a server error keeps its code and message; a proxy's page or no connection becomes a plain ApiError", async () => {
    fetchMock.mockResolvedValueOnce(answer(429, { code: 'RATE_LIMITED', message: 'Slow down.' }));
    await expect(apiFetch('/api/v1/contact', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Slow down.' });
    fetchMock.mockResolvedValueOnce(answer(404, { code: 'NO_SUCH_CODE', message: 'Gone.' }));
    await expect(apiFetch('/api/v1/orders/x')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: defaultErrorMessage.NOT_FOUND });
    fetchMock.mockResolvedValueOnce(answer(502, '<html>Bad gateway</html>'));
    await expect(apiFetch('/api/v1/site')).rejects.toMatchObject({ status: 502, code: 'NETWORK' });
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    const failure = await apiFetch('/api/v1/site').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('a busy server (503) says so, with its words or, without a JSON body, in ours', async () => {
    fetchMock.mockResolvedValueOnce(answer(503, { code: 'BUSY', message: 'Busy printing, try again in 5 s.' }));
    await expect(apiFetch('/api/v1/prints', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 503,
      code: 'BUSY',
      message: 'Busy printing, try again in 5 s.',
    });
    fetchMock.mockResolvedValueOnce(answer(503, '<html>Service Unavailable</html>'));
    await expect(apiFetch('/api/v1/site')).rejects.toMatchObject({
      status: 503,
      code: 'BUSY',
      message: 'The server is busy. Please try again in a few seconds.',
    });
    fetchMock.mockResolvedValueOnce(answer(500, ''));
    await expect(apiFetch('/api/v1/site')).rejects.toMatchObject({ status: 500, code: 'INTERNAL' });
    fetchMock.mockResolvedValueOnce(answer(418, ''));
    await expect(apiFetch('/api/v1/site')).rejects.toMatchObject({ status: 418, code: 'VALIDATION' });
  });

  it('bytes go as application/octet-stream, to the fetch given when there is one; Retry-After is kept on the error (decision 0095)', async () => {
    const ownFetch = vi.fn((_path: string, _init: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ code: 'BUSY', message: 'Busy.' }), { status: 503, headers: { 'Retry-After': '7' } })),
    );
    const bytes = new Uint8Array([1, 2, 3]);
    const failure = (await apiFetch('/api/v1/intake-drops/x/files/y/chunks/0', { method: 'PUT', body: bytes, fetch: ownFetch }).catch(
      (error: unknown) => error,
    )) as ApiError;
    expect(fetchMock).not.toHaveBeenCalled();
    expect(failure).toMatchObject({ status: 503, code: 'BUSY', retryAfterMs: 7000 });
    const [, put] = ownFetch.mock.calls[0]!;
    expect((put.headers as Headers).get('Content-Type')).toBe('application/octet-stream');
    expect(put.body).toBe(bytes);

    fetchMock.mockResolvedValueOnce(answer(500, { code: 'INTERNAL', message: 'Oops.' }));
    await expect(apiFetch('/api/v1/site')).rejects.toMatchObject({ code: 'INTERNAL', retryAfterMs: undefined });
  });

  it('an error with an empty message gets the plain words of its code', async () => {
    fetchMock.mockResolvedValueOnce(answer(402, { code: 'INSUFFICIENT_COINS', message: '  ' }));
    await expect(apiFetch('/api/v1/prints', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'INSUFFICIENT_COINS',
      message: defaultErrorMessage.INSUFFICIENT_COINS,
    });
  });

  it("Hindi readers get the Hindi text of the error's code, not the server's English", async () => {
    await setLanguage('hi');
    try {
      fetchMock.mockResolvedValueOnce(answer(503, { code: 'BUSY', message: 'The server is busy.' }));
      const failure = (await apiFetch('/api/v1/site').catch((error: unknown) => error)) as ApiError;
      expect(failure.code).toBe('BUSY');
      expect(failure.message).toBe(translate('hi', 'errors.BUSY'));
      expect(failure.message).not.toBe(translate('en', 'errors.BUSY'));
    } finally {
      await setLanguage('en');
    }
  });

  it('a customer sheet’s refusals: the 402 carries the coins it needs, a bad list is worded per the field customers (decision 0042)', async () => {
    await loadPageTexts();
    fetchMock.mockResolvedValueOnce(
      answer(402, { code: 'INSUFFICIENT_COINS', message: 'This sheet needs 15 coins (3 new photos); you have 12.', coinsNeeded: 15 }),
    );
    const short = (await apiFetch('/api/v1/prints', { method: 'POST', body: {} }).catch((error: unknown) => error)) as ApiError;
    expect(short).toMatchObject({ code: 'INSUFFICIENT_COINS', coinsNeeded: 15 });
    fetchMock.mockResolvedValueOnce(answer(400, { code: 'VALIDATION', message: 'customers: label must be …', fields: ['customers'] }));
    const bad = (await apiFetch('/api/v1/prints', { method: 'POST', body: {} }).catch((error: unknown) => error)) as ApiError;
    expect(bad.message).toBe(translate('en', 'fieldErrors.customers'));
    // Other refusals carry no count.
    fetchMock.mockResolvedValueOnce(answer(402, { code: 'INSUFFICIENT_COINS', message: 'You don’t have enough coins' }));
    const plain = (await apiFetch('/api/v1/prints', { method: 'POST', body: {} }).catch((error: unknown) => error)) as ApiError;
    expect(plain.coinsNeeded).toBeUndefined();
  });

  it('a refusal naming fields says what to fix per field in plain words, never the field names, in either language', async () => {
    const refusal = { code: 'VALIDATION', message: 'Please check: utr: The UTR is the bank reference: 6 to 30 letters or digits.', fields: ['utr'] };
    await loadPageTexts();
    try {
      for (const lng of ['en', 'hi'] as const) {
        await setLanguage(lng);
        fetchMock.mockResolvedValueOnce(answer(400, refusal));
        const failure = (await apiFetch('/api/v1/admin/manual-requests/MR1/approve', { method: 'POST', body: {} }).catch(
          (error: unknown) => error,
        )) as ApiError;
        expect(failure).toMatchObject({ code: 'VALIDATION', fields: ['utr'], message: translate(lng, 'fieldErrors.utr') });
        expect(failure.message).not.toContain('utr:');
        // A field without words of its own: the known ones' words, then the code's plain message.
        fetchMock.mockResolvedValueOnce(answer(400, { code: 'VALIDATION', message: 'Please check: utr: …; color: …', fields: ['utr', 'color'] }));
        const mixed = (await apiFetch('/api/v1/x', { method: 'POST', body: {} }).catch((error: unknown) => error)) as ApiError;
        expect(mixed.message).toBe(`${translate(lng, 'fieldErrors.utr')} ${translate(lng, 'errors.VALIDATION')}`);
      }
    } finally {
      await setLanguage('en');
    }
    // A body whose fields are not a list of names is no error body of ours: the code's plain words.
    fetchMock.mockResolvedValueOnce(answer(400, { code: 'VALIDATION', message: 'utr: bad', fields: 'utr' }));
    await expect(apiFetch('/api/v1/x', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'VALIDATION', message: defaultErrorMessage.VALIDATION });
  });

  it('an empty answer is no data; a body that is not JSON is a bad response; a call cancelled by the page is not reported as a failure', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/v1/contact', { method: 'POST', body: {} })).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(answer(200, 'not json'));
    await expect(apiFetch('/api/v1/site')).rejects.toMatchObject({ code: 'BAD_RESPONSE', status: 200 });
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    fetchMock.mockRejectedValueOnce(abort);
    await expect(apiFetchResponse('/api/v1/prints/p1.pdf', { signal: controller.signal, accept: 'application/pdf' })).rejects.toBe(abort);
    expect(((fetchMock.mock.calls.at(-1) as [string, RequestInit])[1].headers as Headers).get('Accept')).toBe('application/pdf');
  });

  it('a browser without the csrf cookie has no session', () => {
    expect(mayHaveSession()).toBe(true);
    stubBrowser('');
    expect(mayHaveSession()).toBe(false);
    stubBrowser('__Host-csrf=x');
    expect(mayHaveSession()).toBe(true);
  });
});
