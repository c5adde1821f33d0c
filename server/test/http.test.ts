import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('HTTP surface', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { METRICS_TOKEN: 'metrics-token-0123456789' });
    proxied = await createTestApp('sqlite', { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  describe('security headers', () => {
    it('sends a strict CSP and the other headers on pages, API answers and errors', async () => {
      for (const url of ['/', '/Contact-us', '/api/v1/services', '/api/v1/nope']) {
        const res = await t.app.inject({ method: 'GET', url });
        const csp = String(res.headers['content-security-policy']);
        expect(csp, url).toContain("script-src 'self'");
        expect(csp).not.toContain('unsafe-inline');
        expect(csp).not.toContain('unsafe-eval');
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("img-src 'self' data: blob: https://*.googleusercontent.com");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    });

    it('lets our own pages frame the terms page, and nothing else', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/TermsAndConditions' });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('sends HSTS only over https, as told by a trusted proxy', async () => {
      const viaProxy = await proxied.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(viaProxy.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      // Without TRUST_PROXY, a client can't claim https for itself.
      const spoofed = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('the built web app', () => {
    it('serves index.html for every page path (history fallback), revalidated each time', async () => {
      for (const url of ['/', '/Contact-us', '/PassportSizePhoto?x=1', '/some/unknown/page']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<title>Photo Print</title>');
      }
    });

    it('caches hashed assets for a year and 404s missing files', async () => {
      const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-type']).toMatch(/javascript/);
      const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(favicon.statusCode).toBe(200);
      expect(favicon.headers['cache-control']).toBe('no-cache');
      const legacyIcon = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
      expect(legacyIcon.statusCode).toBe(301);
      expect(legacyIcon.headers.location).toBe('/favicon.svg');
      const missing = await t.app.inject({ method: 'GET', url: '/assets/index-zzz.js' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    });

    it('sends the pre-compressed asset a browser accepts (brotli, else gzip)', async () => {
      const br = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log("app")');
      const gz = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
    });

    it('does not answer POSTs to page paths with the app', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/Contact-us' });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ code: string }>().code).toBe('NOT_FOUND');
    });
  });

  describe('/metrics', () => {
    it('answers loopback requests with Prometheus text that counts requests by route', async () => {
      await t.app.inject({ method: 'GET', url: '/api/v1/services' });
      const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/services",status="200"\} \d+/);
      expect(res.body).toContain('http_request_duration_seconds_bucket');
      expect(res.body).toContain('process_cpu_user_seconds_total');
    });

    it('hides from other addresses unless they bear METRICS_TOKEN', async () => {
      const outside = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5' });
      expect(outside.statusCode).toBe(404);
      const wrong = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5', headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(404);
      const withToken = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.5',
        headers: { authorization: 'Bearer metrics-token-0123456789' },
      });
      expect(withToken.statusCode).toBe(200);
    });

    it('does not count a request relayed by an untrusted proxy as loopback', async () => {
      const relayed = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.5' } });
      expect(relayed.statusCode).toBe(404);
    });

    it('behind a trusted proxy, judges the client address the proxy reports', async () => {
      const outside = await proxied.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.5' } });
      expect(outside.statusCode).toBe(404);
      const local = await proxied.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(local.statusCode).toBe(200);
    });
  });

  describe('shutdown', () => {
    it('reports not ready once draining, so a load balancer stops sending traffic', async () => {
      const app = await createTestApp('sqlite');
      try {
        expect((await app.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
        app.app.beginShutdown();
        const ready = await app.app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({ status: 'unavailable', checks: { shutdown: 'failing' } });
      } finally {
        await app.close();
      }
    });
  });
});
