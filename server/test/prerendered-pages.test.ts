import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../src/http/encoded-page';
import { createTestApp, fakeWebDist, type TestApp } from './support/test-app';

/** The fake build with two prerendered pages, as web/vite-plugins/prerender-public-pages.ts writes them (.br/.gz beside). */
function webDistWithPrerenderedPages(): string {
  const dist = fakeWebDist();
  mkdirSync(path.join(dist, 'prerendered'));
  const pages = {
    'index.html':
      '<!doctype html><html><head><title>Photo Print</title></head><body><div id="root" data-prerendered=""><h1>Welcome to Photo Print</h1></div></body></html>',
    'About-us.html':
      '<!doctype html><html><head><title>Photo Print</title></head><body><div id="root" data-prerendered=""><h1>About us</h1></div></body></html>',
  };
  for (const [name, html] of Object.entries(pages)) {
    const file = path.join(dist, 'prerendered', name);
    writeFileSync(file, html);
    writeFileSync(`${file}.br`, brotliCompressSync(html));
    writeFileSync(`${file}.gz`, gzipSync(html));
  }
  return dist;
}

describe('prerendered public pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { WEB_DIST: webDistWithPrerenderedPages() });
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('answers a prerendered path with its page, revalidated each time', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<h1>Welcome to Photo Print</h1>');
    expect((await get('/About-us?from=footer')).body).toContain('<h1>About us</h1>');
  });

  it('answers other page paths with the empty shell (history fallback)', async () => {
    for (const url of ['/PassportSizePhoto', '/about-us', '/About-us/more', '/prerendered']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('gives a browser that may be signed in (csrf cookie) the shell: the app draws its own page there', async () => {
    for (const cookie of ['csrf=abc', 'lang=hi; __Host-csrf=abc', 'sid=x;csrf=y']) {
      const res = await get('/', { cookie });
      expect(res.body, cookie).toContain('<div id="root"></div>');
      expect(res.headers.vary).toMatch(/cookie/i);
    }
    expect((await get('/', { cookie: 'notcsrf=1; xcsrf=2' })).body).toContain('Welcome to Photo Print');
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Welcome to Photo Print');
    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('Welcome to Photo Print');
    expect((await get('/')).headers['content-encoding']).toBeUndefined();
  });
});

describe('page shells: a page’s code asked for with its HTML (decision 0072)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = webDistWithPrerenderedPages();
    const shell = (chunk: string) =>
      `<!doctype html><html><head><title>__BRAND_NAME__</title><link rel="modulepreload" crossorigin href="/assets/${chunk}.js"></head><body><div id="root"></div></body></html>`;
    mkdirSync(path.join(dist, 'page-shells', 'signed-in'), { recursive: true });
    writeFileSync(path.join(dist, 'page-shells', 'login.html'), shell('login-page-abc'));
    writeFileSync(path.join(dist, 'page-shells', 'About-us.html'), shell('about-us-page-abc'));
    writeFileSync(path.join(dist, 'page-shells', 'signed-in', 'PassportSizePhoto.html'), shell('passport-size-photo-page-abc'));
    t = await createTestApp('sqlite', { WEB_DIST: dist, BRAND_NAME: 'Photo Print' });
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('answers a page with its shell, the brand written in', async () => {
    const login = await get('/login?error=sign-in-failed');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('href="/assets/login-page-abc.js"');
    expect(login.body).toContain('<title>Photo Print</title>');
    expect((await get('/login', 'csrf=abc')).body).toContain('href="/assets/login-page-abc.js"');
  });

  it('sends a signed-in page’s shell only to a browser that may be signed in: one without a session loads nothing of it', async () => {
    expect((await get('/PassportSizePhoto', 'csrf=abc')).body).toContain('href="/assets/passport-size-photo-page-abc.js"');
    const signedOut = await get('/PassportSizePhoto');
    expect(signedOut.body).not.toContain('passport-size-photo-page-abc');
    expect(signedOut.body).toContain('<div id="root"></div>');
  });

  it('keeps a prerendered page for a signed-out visitor, and gives one who may be signed in its shell', async () => {
    expect((await get('/About-us')).body).toContain('<h1>About us</h1>');
    expect((await get('/About-us', 'csrf=abc')).body).toContain('href="/assets/about-us-page-abc.js"');
  });
});

describe('choosing an encoding from Accept-Encoding', () => {
  const page = { identity: Buffer.from('page'), br: Buffer.from('br'), gzip: Buffer.from('gz') };
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, encoding) => {
    expect(chooseEncoding(page, header).encoding).toBe(encoding);
  });

  it('sends the page as it is when the build made no compressed copy', () => {
    expect(chooseEncoding({ identity: Buffer.from('page') }, 'br, gzip')).toEqual({ body: Buffer.from('page') });
  });
});

describe('the brand in the built pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = fakeWebDist();
    const shell =
      '<!doctype html><html><head><meta name="application-name" content="__BRAND_NAME__" /><title>__BRAND_NAME__</title></head><body><div id="root"></div></body></html>';
    writeFileSync(path.join(dist, 'index.html'), shell);
    mkdirSync(path.join(dist, 'prerendered'));
    const landing =
      '<html><head><title>__BRAND_NAME__</title></head><body><div id="root" data-prerendered=""><h1>Welcome to __BRAND_NAME__</h1><h2>__BRAND_NAME__ Print Plans</h2></div></body></html>';
    writeFileSync(path.join(dist, 'prerendered', 'index.html'), landing);
    writeFileSync(path.join(dist, 'prerendered', 'index.html.br'), brotliCompressSync(landing));
    t = await createTestApp('sqlite', { WEB_DIST: dist, BRAND_NAME: 'Sharma & Sons <Studio>' });
  });
  afterAll(async () => t?.close());

  it('writes this server’s BRAND_NAME, escaped, where the build left its placeholder, compressed copies included', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    const html = brotliDecompressSync(home.rawPayload).toString('utf8');
    expect(html).toContain('<h1>Welcome to Sharma &amp; Sons &lt;Studio&gt;</h1>');
    // Words after the brand are dropped only where they repeat it (not for this brand).
    expect(html).toContain('<h2>Sharma &amp; Sons &lt;Studio&gt; Print Plans</h2>');
    expect(html).not.toContain('__BRAND_NAME__');
    const shell = await t.app.inject({ method: 'GET', url: '/PassportSizePhoto', headers: { 'accept-encoding': 'gzip' } });
    const shellHtml = gunzipSync(shell.rawPayload).toString('utf8');
    expect(shellHtml).toContain('<meta name="application-name" content="Sharma &amp; Sons &lt;Studio&gt;" />');
    expect(shellHtml).toContain('<title>Sharma &amp; Sons &lt;Studio&gt;</title>');
  });

  it('sends no page as a file, placeholder and all', async () => {
    for (const url of ['/index.html', '/prerendered/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('__BRAND_NAME__');
    }
  });
});
