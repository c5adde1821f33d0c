import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const WASM = "'wasm-unsafe-eval'";

/**
 * Where the policy allows WebAssembly ('wasm-unsafe-eval' in script-src, never 'unsafe-eval'): each place
 * that needs it (its policy is otherwise exactly that of `sameAs`), and the places that must stay strict.
 */
const features: {
  feature: string;
  allowed: { what: string; url: string; sameAs: string }[];
  keptOff: { what: string; urls: string[] };
}[] = [
  {
    feature: 'opening e-Aadhaar PDFs in the browser',
    allowed: [
      { what: '/BothSideDoc', url: '/BothSideDoc?type=aadhaar&source=e-aadhaar', sameAs: '/' },
      {
        what: "pdf.js's worker script, whose own response sets the worker's policy",
        url: '/assets/pdf.worker.min-C8PGFc0r.mjs',
        sameAs: '/assets/index-abc123.js',
      },
    ],
    keptOff: {
      what: 'every other page, script and API answer',
      urls: ['/', '/SingleSideDoc', '/PassportSizePhoto', '/BothSideDocs', '/assets/index-abc123.js', '/api/v1/services'],
    },
  },
  {
    feature: 'the face finder (decision 0043)',
    allowed: [{ what: "the face finder's worker script alone", url: '/assets/face-detector.worker-CFq8QTGk.js', sameAs: '/assets/index-abc123.js' }],
    keptOff: {
      what: 'the passport studio page, which runs the finder only in that worker, and the model files',
      urls: ['/PassportSizePhoto', '/assets/tiny_face_detector_model-C4Zmc5xe.bin', '/assets/tfjs-backend-wasm-simd-BrM3BlWr.wasm', '/assets/face-detector.js'],
    },
  },
  {
    feature: "the white background's worker (decision 0044)",
    allowed: [
      {
        what: "the worker's script, whose own response sets the worker's policy",
        url: '/assets/white-background.worker-Cm3ENe3_.js',
        sameAs: '/assets/index-abc123.js',
      },
    ],
    keptOff: {
      what: "the studio page itself (the model runs in the worker only), its other scripts, the TensorFlow.js module the workers import (a worker runs under its own script's policy) and the model files",
      urls: [
        '/PassportSizePhoto',
        '/assets/passport-size-photo-page-abc123.js',
        '/assets/tfjs-F-XOD649.js',
        '/assets/selfie-abc123.bin',
        '/assets/white-background-abc.js',
      ],
    },
  },
  {
    feature: 'paths that only look like a worker script',
    allowed: [],
    keptOff: {
      what: "a longer path under a worker's name, another extension, or no hash at all (none of them is the built file)",
      urls: [
        '/assets/face-detector.worker-x/y',
        '/assets/face-detector.worker-CFq8QTGk.js/index.html',
        '/assets/face-detector.worker-CFq8QTGk.js.map',
        '/assets/face-detector.worker-.js',
        '/assets/white-background.worker-Cm3ENe3_.mjs',
        '/assets/white-background.worker-a/b.js',
        '/assets/pdf.worker.min-C8PGFc0r.mjs/x',
        '/assets/pdf.worker.min-C8PGFc0r.js',
      ],
    },
  },
];

describe('under /assets/, built files only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  it("answers a missing file 404 {code, message}, never the app's page (whose policy a worker's name could give)", async () => {
    for (const url of ['/assets/face-detector.worker-x/y', '/assets/nothing-here', '/assets', '/assets/white-background.worker-abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe("the CSP's WebAssembly allowance", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t?.close());

  const cspOf = async (url: string) => String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);

  for (const { feature, allowed, keptOff } of features) {
    describe(`for ${feature}`, () => {
      for (const { what, url, sameAs } of allowed) {
        it(`allows WebAssembly ('wasm-unsafe-eval', never 'unsafe-eval') for ${what}, and changes nothing else there`, async () => {
          const csp = await cspOf(url);
          expect(csp).toContain(`script-src 'self' ${WASM};`);
          expect(csp).not.toMatch(/(^|\s)'unsafe-eval'/);
          expect(csp).not.toContain('unsafe-inline');
          expect(csp.replace(` ${WASM}`, '')).toBe(await cspOf(sameAs));
        });
      }

      it(`keeps it off ${keptOff.what}`, async () => {
        for (const url of keptOff.urls) expect(await cspOf(url), url).not.toContain('wasm-unsafe-eval');
      });
    });
  }
});
