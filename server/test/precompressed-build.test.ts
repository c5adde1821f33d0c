// The real build, served by the real app: every compressible file of web/dist goes out pre-compressed,
// pdf.js's worker (.mjs), its WebAssembly, fonts and CMaps included, and the prerendered pages too.
// Reads web/dist when it is current (npm test builds it first), else builds the app (currentWebBuild).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentWebBuild } from '../../scripts/lib/build-web';
import { isCompressible } from '../../web/vite-plugins/precompress-files';
import { createTestApp, type TestApp } from './support/test-app';

let built: ReturnType<typeof currentWebBuild>;
let t: TestApp;

beforeAll(async () => {
  built = currentWebBuild();
  t = await createTestApp('sqlite', { WEB_DIST: built.webDist });
}, 300_000);
afterAll(async () => {
  await t?.close();
  built?.cleanup();
});

/** Every file the build wrote (its .br and .gz copies aside), relative to the build folder. */
function builtFiles(): string[] {
  return readdirSync(built.webDist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.relative(built.webDist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('the built web app goes out pre-compressed', () => {
  it('sends every compressible file in assets/ as brotli (or gzip), byte for byte the file', async () => {
    const assets = builtFiles().filter((file) => file.startsWith('assets/'));
    const compressible = assets.filter(isCompressible);
    expect(compressible.some((file) => /pdf\.worker.*\.mjs$/.test(file))).toBe(true);
    expect(compressible.some((file) => file.endsWith('.wasm'))).toBe(true);
    const notCompressed: string[] = [];
    for (const file of compressible) {
      const br = await t.app.inject({ method: 'GET', url: `/${file}`, headers: { 'accept-encoding': 'br' } });
      expect(br.statusCode, file).toBe(200);
      const original = readFileSync(path.join(built.webDist, file));
      if (br.headers['content-encoding'] !== 'br') {
        notCompressed.push(file);
        continue;
      }
      expect(brotliDecompressSync(br.rawPayload).equals(original), file).toBe(true);
      expect(br.rawPayload.length, file).toBeLessThan(original.length);
      const gz = await t.app.inject({ method: 'GET', url: `/${file}`, headers: { 'accept-encoding': 'gzip' } });
      // gzip's header makes a few tiny CMaps no smaller: those alone go out as they are to gzip-only browsers.
      if (gz.headers['content-encoding'] === 'gzip') expect(gunzipSync(gz.rawPayload).equals(original), file).toBe(true);
      else expect(gzipSync(original, { level: 9 }).length, file).toBeGreaterThanOrEqual(original.length);
    }
    expect(notCompressed).toEqual([]);
  });

  it('sends the worker of pdf.js (1.3 MB) as a compressed JavaScript module', async () => {
    const worker = builtFiles().find((file) => /^assets\/pdf\.worker.*\.mjs$/.test(file))!;
    const res = await t.app.inject({ method: 'GET', url: `/${worker}`, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(400_000);
  });

  it('sends pages (the shell and the prerendered ones) compressed', async () => {
    for (const url of ['/', '/ViewPricingTable', '/PassportSizePhoto']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString('utf8'), url).toContain('<div id="root"');
    }
  });
});
