import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const readPackage = (folder: string) =>
  JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
const packageJson = readPackage('.');

/** Every package the given source folders import (static or dynamic), by package name. */
function importedPackages(...folders: string[]): Set<string> {
  const names = new Set<string>();
  for (const folder of folders) {
    for (const entry of readdirSync(path.join(repoRoot, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      for (const [, specifier] of source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'([^'.][^']*)'/gm)) {
        if (specifier!.startsWith('node:') || specifier!.startsWith('@core/')) continue;
        const parts = specifier!.split('/');
        names.add(specifier!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
      }
    }
  }
  return names;
}

describe('a production install (npm ci --omit=dev) runs the server', () => {
  it('has every package the server and core import among the production dependencies', () => {
    const imported = importedPackages('server/src', 'core/src');
    expect(imported.has('fastify')).toBe(true);
    const missing = [...imported].filter((name) => !(name in packageJson.dependencies));
    expect(missing).toEqual([]);
  });

  it('does not install the web app’s packages: the server serves the built web/dist', () => {
    const webOnly = ['@tanstack/react-query', 'pdfjs-dist', 'react', 'react-advanced-cropper', 'react-dom'];
    expect(webOnly.filter((name) => name in packageJson.dependencies)).toEqual([]);
  });
});

describe('tools used by one test or bench live in side packages with their own lock files (decision 0051)', () => {
  it.each(['test/cashfree-sdk', 'bench/lighthouse'])('%s: its packages are not in the root install', (folder) => {
    const side = Object.keys(readPackage(folder).dependencies);
    expect(side.length).toBeGreaterThan(0);
    const root = { ...packageJson.dependencies, ...packageJson.devDependencies };
    expect(side.filter((name) => name in root)).toEqual([]);
    const rootLock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    expect(side.filter((name) => `node_modules/${name}` in rootLock.packages)).toEqual([]);
  });
});
