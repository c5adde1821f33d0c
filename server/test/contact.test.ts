import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

const valid = { name: '  Ramesh Kumar ', email: 'ramesh@example.in', message: 'Do you print PVC Aadhaar cards?' };

describe.each(testEngines)('contact messages on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const stored = () => t.app.database.db.selectFrom('contact_messages').selectAll().execute();

  it('stores a valid message for the admin, trimmed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress: '198.51.100.1' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, name: 'Ramesh Kumar', email: 'ramesh@example.in', message: 'Do you print PVC Aadhaar cards?', uid: null });
  });

  it.each([
    [{ ...valid, email: 'not-an-email' }, /valid email/],
    [{ ...valid, name: '   ' }, /name/i],
    [{ ...valid, message: '' }, /message/i],
    [{ name: 'x', email: 'a@b.in' }, /message/i],
    [{ ...valid, message: 'x'.repeat(5001) }, /too long/],
  ])('refuses bad input %# with 400 and stores nothing', async (payload, wording) => {
    const before = (await stored()).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload, remoteAddress: '198.51.100.2' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toMatch(wording);
    expect((await stored()).length).toBe(before);
  });

  it('limits each client address to 5 messages in 10 minutes, with a plain 429', async () => {
    const from = (ip: string) => t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress: ip });
    for (let i = 0; i < 5; i += 1) expect((await from('198.51.100.50')).statusCode).toBe(201);
    const limited = await from('198.51.100.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds? and try again\.$/) });
    // Another shop is not affected.
    expect((await from('198.51.100.51')).statusCode).toBe(201);
  });
});

describe('rate limits', () => {
  it('key on the client address a trusted proxy reports, not the proxy', async () => {
    const t = await createTestApp('sqlite', { TRUST_PROXY: '1' });
    try {
      const send = (client: string) =>
        t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
      for (let i = 0; i < 5; i += 1) expect((await send('203.0.113.7')).statusCode).toBe(201);
      expect((await send('203.0.113.7')).statusCode).toBe(429);
      expect((await send('203.0.113.8')).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('ignore X-Forwarded-For when no proxy is trusted', async () => {
    const t = await createTestApp('sqlite');
    try {
      // A client rotating fake forwarded addresses is still one client.
      for (let i = 0; i < 5; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/contact',
          payload: valid,
          remoteAddress: '203.0.113.9',
          headers: { 'x-forwarded-for': `10.0.0.${i}` },
        });
        expect(res.statusCode).toBe(201);
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: valid,
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '10.0.0.99' },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('scale with RATE_LIMIT_FACTOR', async () => {
    const t = await createTestApp('sqlite', { RATE_LIMIT_FACTOR: '2' });
    try {
      for (let i = 0; i < 10; i += 1)
        expect((await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress: '203.0.113.10' })).statusCode).toBe(201);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress: '203.0.113.10' })).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)('are shared by every instance through REDIS_URL', async () => {
    // A unique client address per run, so counters left in Redis by an earlier run don't interfere.
    const client = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const a = await createTestApp('sqlite', { REDIS_URL: process.env.TEST_REDIS_URL! });
    const b = await createTestApp('sqlite', { REDIS_URL: process.env.TEST_REDIS_URL! });
    try {
      const send = (app: TestApp) => app.app.inject({ method: 'POST', url: '/api/v1/contact', payload: valid, remoteAddress: client });
      for (const app of [a, b, a, b, a]) expect((await send(app)).statusCode).toBe(201);
      expect((await send(b)).statusCode).toBe(429);
      expect((await send(a)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
