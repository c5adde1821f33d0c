import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '@core/errors/app-error';
import { logLines } from './support/log-lines';
import { createTestApp, type TestApp } from './support/test-app';
import { testEngines } from './support/test-databases';

describe.each(testEngines)('platform on %s', (engine) => {
  let t: TestApp;
  let logLinesSeen: string[] = [];

  beforeAll(async () => {
    const { stream, lines } = logLines();
    logLinesSeen = lines;
    t = await createTestApp(engine, { LOG_LEVEL: 'info' }, { logger: undefined, logStream: stream });
    t.app.get('/api/v1/test/bug', async () => {
      throw new Error('secret detail: connection string postgres://user:pw@db');
    });
    t.app.get('/api/v1/test/app-error', async () => {
      throw new AppError('INSUFFICIENT_COINS');
    });
    t.app
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/v1/test/echo', { schema: { body: z.object({ name: z.string().min(2), count: z.number().int() }) } }, async (request) => request.body);
  });
  afterAll(async () => t?.close());

  it('answers /healthz and /readyz', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('answers unknown API routes with 404 {code, message}, not repeating the address', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nope'],
      ['POST', '/api/v1/nope'],
      ['DELETE', '/api/v1/services'],
      ['GET', '/auth/nope'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
      expect(res.body).not.toContain(url);
    }
  });

  it('turns a thrown bug into 500 INTERNAL without its details, and logs it with the request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/bug?token=abc' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('secret detail');
    const logged = logLinesSeen.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'unhandled error');
    expect(logged).toBeDefined();
    expect(logged?.route).toBe('/api/v1/test/bug');
    expect(JSON.stringify(logged)).toContain('secret detail');
    // Query strings (which can carry codes and tokens) never reach the log.
    expect(logLinesSeen.join('\n')).not.toContain('token=abc');
  });

  it('answers an AppError with its own status and code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/app-error' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ code: 'INSUFFICIENT_COINS', message: "You don't have enough coins to perform this action" });
  });

  it('answers bad input with 400 VALIDATION naming the field', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { name: 'x', count: 1.5 } });
    expect(bad.statusCode).toBe(400);
    const body = bad.json<{ code: string; message: string }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toMatch(/name/);
    const notJson = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ code: 'VALIDATION', message: 'The request body is not valid JSON.' });
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json<{ code: string }>().code).toBe('UNSUPPORTED_TYPE');
    const tooBig = await t.app.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { name: 'x'.repeat(2 * 1024 * 1024), count: 1 } });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ code: string }>().code).toBe('FILE_TOO_LARGE');
  });

  it('serves the catalog of services seeded by migration (exam files since 0011)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/services' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      services: [
        { id: 'passport-photo', name: 'Passport Size Photo', coins: 5, coveredBy: 'any-plan' },
        { id: 'single-side', name: 'Single Side Document Print', coins: 5, coveredBy: 'any-plan' },
        { id: 'both-side', name: 'Both Side Document Print', coins: 5, coveredBy: 'pro-plan' },
        { id: 'exam-files', name: 'Exam Photo and Signature Files', coins: 5, coveredBy: 'any-plan' },
      ],
    });
  });

  it('serves the plan offers with prices in paise, and filters them by channel: every offer is sold online (decision 0030)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/plans' });
    expect(res.statusCode).toBe(200);
    const { plans } = res.json<{ plans: Array<{ id: string; pricePaise: number; days: number | null; coins: number | null; channels: string[] }> }>();
    expect(plans.map((p) => [p.id, p.pricePaise, p.days ?? p.coins])).toEqual([
      ['pro-7d', 10500, 7],
      ['pro-30d', 21000, 30],
      ['pro-90d', 54500, 90],
      ['pro-180d', 96000, 180],
      ['pro-360d', 167000, 360],
      ['coins-200', 20000, 200],
      ['coins-1100', 100000, 1100],
    ]);
    const online = await t.app.inject({ method: 'GET', url: '/api/v1/plans?channel=online' });
    expect(online.json<{ plans: Array<{ id: string }> }>().plans.map((p) => p.id)).toEqual([
      'pro-7d',
      'pro-30d',
      'pro-90d',
      'pro-180d',
      'pro-360d',
      'coins-200',
      'coins-1100',
    ]);
    const manual = await t.app.inject({ method: 'GET', url: '/api/v1/plans?channel=manual' });
    expect(manual.json<{ plans: Array<{ id: string }> }>().plans.map((p) => p.id)).toEqual([
      'pro-30d',
      'pro-90d',
      'pro-180d',
      'pro-360d',
      'coins-200',
      'coins-1100',
    ]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/plans?channel=cash' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('VALIDATION');
  });

  it('reads catalog changes made in the database (the admin may change prices)', async () => {
    await t.app.database.db.updateTable('services').set({ coins: 7 }).where('id', '=', 'both-side').execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/services' });
    expect(res.json<{ services: Array<{ id: string; coins: number }> }>().services.find((s) => s.id === 'both-side')?.coins).toBe(7);
    await t.app.database.db.updateTable('services').set({ coins: 5 }).where('id', '=', 'both-side').execute();
  });

  it('refuses to store a negative price', async () => {
    await expect(t.app.database.db.updateTable('services').set({ coins: -1 }).where('id', '=', 'single-side').execute()).rejects.toThrow();
  });

  it('serves public site facts from configuration and no secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ brandName: string; shop: { phone: string } }>();
    expect(body.brandName).toBe('Photo Print');
    expect(body.shop.phone).toBe(t.config.shop.phone);
    expect(res.body).not.toContain(t.config.sessionSecret);
  });
});
