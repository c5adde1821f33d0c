import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webDist } from './support/web-dist';

/** The same build the e2e servers serve (WEB_DIST, else web/dist). */
const dist = webDist();

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe('the browser bundle (docs/SECURITY.md §1: no secret ever reaches it)', () => {
  const shipped = files(dist).filter((f) => /\.(js|mjs|html|css|json|map)$/.test(f));
  const text = shipped.map((f) => readFileSync(f, 'utf8')).join('\n');

  it('is built', () => {
    expect(shipped.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(shipped.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(0);
  });

  it.each([
    'SESSION_SECRET',
    'OIDC_CLIENT_SECRET',
    'CASHFREE_SECRET_KEY',
    'x-client-secret',
    'client_secret',
    'METRICS_TOKEN',
    'DATABASE_URL',
    'REDIS_URL',
    'better-sqlite3',
    'process.env',
  ])('contains no trace of %s', (needle) => {
    expect(text.includes(needle)).toBe(false);
  });

  it('ships no server code', () => {
    expect(text).not.toMatch(/server\/src\//);
    expect(text).not.toMatch(/from ["']node:/);
  });
});
