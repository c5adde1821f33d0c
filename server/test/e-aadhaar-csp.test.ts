import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const WASM = "'wasm-unsafe-eval'";

describe('the CSP for opening e-Aadhaar PDFs in the browser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  const cspOf = async (url: string) => String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);

  it("allows WebAssembly ('wasm-unsafe-eval', never 'unsafe-eval') on /BothSideDoc, and changes nothing else there", async () => {
    const home = await cspOf('/');
    const bothSide = await cspOf('/BothSideDoc?type=aadhaar&source=e-aadhaar');
    expect(bothSide).toContain(`script-src 'self' ${WASM};`);
    expect(bothSide).not.toMatch(/(^|\s)'unsafe-eval'/);
    expect(bothSide).not.toContain('unsafe-inline');
    expect(bothSide.replace(` ${WASM}`, '')).toBe(home);
  });

  it("allows it for pdf.js's worker script, whose own response sets the worker's policy", async () => {
    expect(await cspOf('/assets/pdf.worker.min-C8PGFc0r.mjs')).toContain(`script-src 'self' ${WASM};`);
  });

  it('keeps it off every other page, script and API answer', async () => {
    for (const url of ['/', '/SingleSideDoc', '/PassportSizePhoto', '/BothSideDocs', '/assets/index-abc123.js', '/api/v1/services']) {
      expect(await cspOf(url), url).not.toContain('wasm-unsafe-eval');
    }
  });
});
