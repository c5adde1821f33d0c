import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/http/error-handler';
import { signedInUser } from './support/browser-session';
import { multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

/**
 * U+0000 in any request string (docs/SECURITY.md): the contracts refuse it with 400 VALIDATION naming
 * where, before any handler or database sees it; PostgreSQL's 500 (SQLSTATE 22021) on the routes where
 * a review found it is gone, and no request here makes the database refuse a character.
 */
describe.each(testEngines)('U+0000 in a request on %s', (engine) => {
  let t: TestApp;
  let logged = '';
  beforeAll(async () => {
    const log = new PassThrough();
    log.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    t = await createTestApp(engine, { ADMIN_EMAILS: 'owner@shop.in', RATE_LIMIT_FACTOR: '1000', LOG_LEVEL: 'warn' }, { sweeper: false, logStream: log });
  });
  afterAll(async () => t?.close());

  it('answers 400 VALIDATION naming the NUL on every route a review found answering 500, and the database never refuses one', async () => {
    const owner = await signedInUser(t.app, { email: 'owner@shop.in' });
    const shop = await signedInUser(t.app, { email: 'nul-shop@example.in' });
    const cases: Array<[string, () => Promise<{ statusCode: number; json: <T>() => T }>]> = [
      [
        'contact form',
        () =>
          t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: { name: 'Asha\0', email: 'a@example.in', phone: '9876543210', message: 'hello' } }),
      ],
      ['order name', () => shop.post('/api/v1/orders', { offerId: 'pro', name: 'Asha\0', phone: '9876543210', address: 'x' })],
      ['order address', () => shop.post('/api/v1/orders', { offerId: 'pro', name: 'Asha', phone: '9876543210', address: 'Lane\0 4' })],
      ['order path parameter', () => shop.get('/api/v1/orders/order%00x')],
      ['admin user search', () => owner.get('/api/v1/admin/users?q=%00')],
      ['admin ledger path parameter', () => owner.get('/api/v1/admin/users/u%00/ledger')],
      ['manual request approval path parameter', () => owner.post('/api/v1/admin/manual-requests/R%00/approve', {})],
      ['admin preset text', () => owner.post('/api/v1/admin/exam-presets/ssc-photo', { note: 'see\0 notice' })],
      ['a key with a NUL', () => shop.post('/api/v1/orders', { 'off\0erId': 'pro' })],
    ];
    const form = async (url: string, fields: Record<string, string>) => {
      const body = await multipart(fields);
      return shop.post(url, body.payload, { 'content-type': body.contentType });
    };
    cases.push(
      ['a print form field', () => form('/api/v1/prints', { service: 'passport-photo', mode: 'watermarked', layout: 'a4\0' })],
      ['an exam form field', () => form('/api/v1/exam-files', { mode: 'preview', captionName: 'Asha\0' })],
    );
    for (const [name, send] of cases) {
      const res = await send();
      expect(res.statusCode, name).toBe(400);
      const body = res.json<{ code: string; message: string }>();
      expect(body.code, name).toBe('VALIDATION');
      expect(body.message, name).toContain('must not contain the NUL character (U+0000)');
    }
    // A NUL escaped inside a form field's JSON (a customer's label) meets the label's own rule.
    const label = await form('/api/v1/prints', {
      service: 'passport-photo',
      mode: 'watermarked',
      layout: 'a4',
      customers: JSON.stringify([{ label: 'A\0', size: '35x45', count: 6 }]),
    });
    expect([label.statusCode, label.json<{ code: string; fields: string[] }>()]).toEqual([
      400,
      expect.objectContaining({ code: 'VALIDATION', fields: ['customers'] }),
    ]);
    expect(logged, 'a NUL reached the database').not.toContain('the database refused a character');
  });
});

describe('a NUL the contracts let through to PostgreSQL (SQLSTATE 22021)', () => {
  it('answers 400 VALIDATION, never 500, and logs a warning with the route', async () => {
    const log = new PassThrough();
    let logged = '';
    log.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    const app = Fastify({ logger: { level: 'warn', stream: log } });
    registerErrorHandler(app);
    app.get('/stores-text', async () => {
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    });
    const res = await app.inject({ url: '/stores-text' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message: 'The request contains a character that cannot be stored (U+0000).' });
    expect(logged).toContain('the database refused a character the contracts let through (U+0000)');
    expect(logged).toContain('/stores-text');
    await app.close();
  });
});
