import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const WASM = "'wasm-unsafe-eval'";

describe('the CSP for the face finder (issue 15)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  const cspOf = async (url: string) => String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);

  it("allows WebAssembly ('wasm-unsafe-eval', never 'unsafe-eval') for the face finder's worker script alone, and changes nothing else there", async () => {
    const worker = await cspOf('/assets/face-detector.worker-CFq8QTGk.js');
    const other = await cspOf('/assets/index-abc123.js');
    expect(worker).toContain(`script-src 'self' ${WASM};`);
    expect(worker).not.toMatch(/(^|\s)'unsafe-eval'/);
    expect(worker.replace(` ${WASM}`, '')).toBe(other);
  });

  it('keeps it off the passport studio page, which runs the finder only in that worker, and off the model files', async () => {
    for (const url of [
      '/PassportSizePhoto',
      '/assets/tiny_face_detector_model-C4Zmc5xe.bin',
      '/assets/tfjs-backend-wasm-simd-BrM3BlWr.wasm',
      '/assets/face-detector.js',
    ]) {
      expect(await cspOf(url), url).not.toContain('wasm-unsafe-eval');
    }
  });
});
