import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { landingJavaScript } from '../../scripts/lib/landing-javascript';

let dist: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), text);
};

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-landing-js-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the landing page’s JavaScript, read from a build', () => {
  it('counts the entry and every chunk it imports statically, transitively, once each; not the lazy ones', () => {
    write(
      'index.html',
      '<html><head><script type="module" crossorigin src="/assets/index-a1.js"></script><link rel="modulepreload" href="/assets/react-b2.js"></head></html>',
    );
    write('assets/index-a1.js', 'import{a as e}from"./react-b2.js";import"./i18n-c3.js";const p=()=>import("./about-page-d4.js");e(p);');
    write('assets/react-b2.js', 'import{x}from"./i18n-c3.js";export const a=x;'.repeat(20));
    write('assets/i18n-c3.js', 'export const x=1;');
    write('assets/about-page-d4.js', 'export default 1;'.repeat(1000));
    const scripts = landingJavaScript(dist);
    expect(scripts.map((script) => script.path).sort()).toEqual(['/assets/i18n-c3.js', '/assets/index-a1.js', '/assets/react-b2.js']);
    for (const script of scripts) expect(script.gzipBytes).toBeGreaterThan(0);
    expect(scripts[0]!.gzipBytes).toBeGreaterThanOrEqual(scripts.at(-1)!.gzipBytes);
  });

  it('refuses a build whose index.html names no module script', () => {
    write('index.html', '<html></html>');
    expect(() => landingJavaScript(dist)).toThrow(/no module script/);
  });
});
