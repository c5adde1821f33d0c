import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const WASM = "'wasm-unsafe-eval'";

describe("the CSP for the white background's worker (issue 15 item 3)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  const cspOf = async (url: string) => String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);

  it("allows WebAssembly ('wasm-unsafe-eval', never 'unsafe-eval') for the worker's script, whose own response sets the worker's policy, and changes nothing else there", async () => {
    const worker = await cspOf('/assets/white-background.worker-Cm3ENe3_.js');
    expect(worker).toContain(`script-src 'self' ${WASM};`);
    expect(worker).not.toMatch(/(^|\s)'unsafe-eval'/);
    expect(worker).not.toContain('unsafe-inline');
    expect(worker.replace(` ${WASM}`, '')).toBe(await cspOf('/assets/index-abc123.js'));
  });

  it('keeps it off the studio page itself (the model runs in the worker only), its other scripts and the model files', async () => {
    for (const url of ['/PassportSizePhoto', '/assets/passport-size-photo-page-abc123.js', '/assets/selfie-abc123.bin', '/assets/white-background-abc.js']) {
      expect(await cspOf(url), url).not.toContain('wasm-unsafe-eval');
    }
  });
});
