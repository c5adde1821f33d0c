import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Errors raised before or around routing (the router, the body parsers, the not-found handler)
 * answer as every other error does: `{code, message}`, our security headers, and nothing of the
 * request repeated back.
 */
describe('errors outside the routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  const cases: Array<{
    name: string;
    method: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    payload?: string;
    status: number;
    code: string;
    echo: string[];
  }> = [
    {
      name: 'bad percent-encoding in a path parameter',
      method: 'GET',
      url: '/api/v1/orders/%E0%A4%A',
      status: 400,
      code: 'VALIDATION',
      echo: ['%E0%A4%A', 'orders'],
    },
    {
      name: 'bad percent-encoding under a wildcard route',
      method: 'GET',
      url: '/dev-idp/%E0%A4%A',
      status: 400,
      code: 'VALIDATION',
      echo: ['%E0%A4%A', 'dev-idp'],
    },
    {
      name: 'a path parameter over maxParamLength',
      method: 'GET',
      url: `/api/v1/orders/${'probe'.repeat(40)}`,
      status: 400,
      code: 'VALIDATION',
      echo: ['probeprobe', 'orders'],
    },
    {
      name: 'an unknown API route',
      method: 'GET',
      url: '/api/v1/no-such-thing%3Cscript%3E',
      status: 404,
      code: 'NOT_FOUND',
      echo: ['no-such-thing', '<script>', '%3Cscript'],
    },
    { name: 'an unknown sign-in route', method: 'POST', url: '/auth/nowhere-probe', status: 404, code: 'NOT_FOUND', echo: ['nowhere-probe'] },
    {
      name: 'an unsupported media type',
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'text/x-probe' },
      payload: 'hello-probe',
      status: 415,
      code: 'UNSUPPORTED_TYPE',
      echo: ['x-probe', 'hello-probe'],
    },
    {
      name: 'a body over the limit',
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'big-probe'.repeat(130_000) }),
      status: 413,
      code: 'FILE_TOO_LARGE',
      echo: ['big-probe'],
    },
  ];

  it.each(cases)('$name: $status {code, message} with our headers, the input not echoed', async ({ method, url, headers, payload, status, code, echo }) => {
    const res = await t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload !== undefined ? { payload } : {}) });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code, message: expect.any(String) });
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    for (const fragment of echo) expect(res.body).not.toContain(fragment);
  });
});
