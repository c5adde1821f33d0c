// The landing page's JavaScript budget (decisions 0032 and 0049): measured on
// the build the e2e servers serve, as scripts/check-landing-budget.ts does, so a change that brings a
// library or a feature onto the landing path fails here. Reads files only: no server, no browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDING_JS_BUDGET_GZIP_BYTES, landingJavaScript } from '../scripts/lib/landing-javascript';
import hi from '../web/src/locales/hi.json';
import { webDist } from './support/web-dist';

const dist = webDist();
const scripts = landingJavaScript(dist);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe("the landing page's JavaScript", () => {
  it(`is at most ${kB(LANDING_JS_BUDGET_GZIP_BYTES)} gzip: the entry script and every chunk it imports statically`, () => {
    const gzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const list = scripts.map((script) => `${kB(script.gzipBytes).padStart(8)}  ${script.path}`).join('\n');
    expect(gzip, `landing JavaScript ${kB(gzip)} gzip:\n${list}`).toBeLessThanOrEqual(LANDING_JS_BUDGET_GZIP_BYTES);
  });

  it('carries no TanStack Query, React Router, zod, pdf.js or Hindi texts (they come with the pages that use them)', () => {
    const code = scripts.map((script) => readFileSync(path.join(dist, script.path), 'utf8')).join('\n');
    const markers = {
      'TanStack Query': 'No QueryClient set',
      'React Router': 'inside another <Router>',
      zod: '$ZodType',
      'pdf.js': 'GlobalWorkerOptions',
      'Hindi texts': hi.nav.home,
    };
    const found = Object.entries(markers).filter(([, marker]) => code.includes(marker));
    expect(found.map(([name]) => name)).toEqual([]);
  });
});
