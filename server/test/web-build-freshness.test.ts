import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildNeeded, webBuildSources } from '../../scripts/lib/web-build-freshness.mjs';

/** A checkout in a temporary folder: the build's sources, each written at `at` (seconds since 1970). */
let root: string;
const at = (seconds: number) => new Date(seconds * 1000);

function write(file: string, seconds: number) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, file);
  utimesSync(full, at(seconds), at(seconds));
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'portal-freshness-'));
  write('web/src/main.tsx', 1000);
  write('web/index.html', 1000);
  write('web/vite.config.ts', 1000);
  write('core/src/units/mm.ts', 1000);
  write('package-lock.json', 1000);
  for (const folder of ['web/src', 'web', 'core/src', 'core/src/units']) utimesSync(path.join(root, folder), at(1000), at(1000));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds the web app again when its sources are newer than web/dist', () => {
  it('builds when there is no build', () => {
    expect(webBuildNeeded(root)).toBe('missing');
  });

  it('keeps a build newer than every source', () => {
    write('web/dist/index.html', 2000);
    expect(webBuildNeeded(root)).toBeNull();
  });

  it.each([
    ['a web source (a git pull changed a page)', 'web/src/app/routes/home-page.tsx'],
    ['core code the web app imports', 'core/src/units/mm.ts'],
    ['the Vite configuration', 'web/vite.config.ts'],
    ['index.html', 'web/index.html'],
    ['a file of web/public', 'web/public/favicon.svg'],
    ['the installed packages (package-lock.json)', 'package-lock.json'],
  ])('builds again after a change to %s', (_what, file) => {
    write('web/dist/index.html', 2000);
    write(file, 3000);
    expect(webBuildNeeded(root)).toBe('stale');
  });

  it('does not look at the server’s code or the tests', () => {
    write('web/dist/index.html', 2000);
    write('server/src/main.ts', 3000);
    write('web/test/i18n.test.ts', 3000);
    expect(webBuildNeeded(root)).toBeNull();
  });

  it('judges another build folder (the benchmarks’ WEB_DIST) the same way', () => {
    const outDir = path.join(root, 'elsewhere');
    write('elsewhere/index.html', 2000);
    expect(webBuildNeeded(root, outDir)).toBeNull();
    write('web/src/main.tsx', 3000);
    expect(webBuildNeeded(root, outDir)).toBe('stale');
  });

  it('names the sources the build reads', () => {
    expect(webBuildSources).toEqual(expect.arrayContaining(['web/src', 'web/vite.config.ts', 'core/src']));
  });
});
