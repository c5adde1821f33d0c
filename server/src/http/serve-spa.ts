import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LandingData } from '@core/contracts/landing-data';
import { chooseEncoding, encodePage, readEncodedPage, withBrandName, withBrandNameText, withLandingData, type EncodedPage } from './encoded-page';
import { sendError } from './error-handler';

/** Paths the SPA never answers: the API and server-rendered flows get a JSON 404 instead. */
/** Paths that are never a page: no SPA fallback (and so no page's policy) under them. `/assets/` holds built files only. */
const serverPrefixes = ['/api/', '/auth/', '/dev-idp/', '/dev-pay/', '/assets/'];
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** The languages a prerendered page's title and description come in (decision 0076): English, and Hindi under `hi/`. */
type PageLanguage = 'en' | 'hi';

/**
 * The public pages the build prerendered (web/vite-plugins/prerender-public-pages.ts), by language and path:
 * `prerendered/index.html` (/) and `prerendered/<path>.html`, the Hindi-titled copies in `prerendered/hi/`.
 * Held as text with the brand written in; `write` makes the pages sent, with the landing's data (decision 0076).
 */
function readPrerenderedPages(webDist: string, brandName: string) {
  const texts = new Map<PageLanguage, Map<string, string>>();
  for (const language of ['en', 'hi'] as const) {
    const folder = language === 'en' ? path.join(webDist, 'prerendered') : path.join(webDist, 'prerendered', language);
    const pages = new Map<string, string>();
    if (existsSync(folder)) {
      for (const name of readdirSync(folder)) {
        if (!name.endsWith('.html')) continue;
        const pathname = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`;
        pages.set(pathname, withBrandNameText(readFileSync(path.join(folder, name), 'utf8'), brandName));
      }
    }
    texts.set(language, pages);
  }
  /** Every page with `data` as its JSON data block, or without one (null), compressed. */
  const encodeAll = (data: LandingData | null) => {
    const next = new Map<PageLanguage, Map<string, EncodedPage>>();
    for (const [language, pages] of texts) {
      next.set(language, new Map([...pages].map(([pathname, html]) => [pathname, encodePage(data ? withLandingData(html, data) : html)])));
    }
    return next;
  };
  // Compressed when first asked for: the app writes the landing's data before it listens, so the pages are
  // compressed once at start, with it; without it only when the data could not be read.
  let sent: Map<PageLanguage, Map<string, EncodedPage>> | undefined;
  /** The pages sent from now on, with `data` as their JSON data block. */
  const write = (data: LandingData) => {
    sent = encodeAll(data);
  };
  /** The page for `pathname` in `language` (English when the build wrote no Hindi copy). */
  const get = (pathname: string, language: PageLanguage) => {
    sent ??= encodeAll(null);
    return sent.get(language)?.get(pathname) ?? sent.get('en')?.get(pathname);
  };
  return { get, write };
}

/** The language of the visitor's pages: Hindi when the web app's `lang` cookie says so (i18n.ts), else English. */
const pageLanguage = (request: FastifyRequest): PageLanguage => (request.cookies?.lang === 'hi' ? 'hi' : 'en');

/**
 * The page shells the build wrote (web/vite-plugins/page-shells.ts, decision 0072): index.html asking at
 * once for a lazy page's code, by path; `signedIn` are those of signed-in pages.
 */
function readPageShells(webDist: string, brandName: string): { any: Map<string, EncodedPage>; signedIn: Map<string, EncodedPage> } {
  const read = (folder: string) => {
    const shells = new Map<string, EncodedPage>();
    if (!existsSync(folder)) return shells;
    for (const name of readdirSync(folder)) {
      if (name.endsWith('.html')) shells.set(`/${name.slice(0, -'.html'.length)}`, withBrandName(readEncodedPage(path.join(folder, name)), brandName));
    }
    return shells;
  };
  return { any: read(path.join(webDist, 'page-shells')), signedIn: read(path.join(webDist, 'page-shells', 'signed-in')) };
}

/**
 * A prerendered page shows what a signed-out visitor sees. A browser with the csrf cookie (set
 * with a session) may be signed in: it gets the empty shell, as the web app decides the same way
 * (mayHaveSession) and would otherwise draw something else over the page.
 */
const mayHaveSession = (request: FastifyRequest) => /(?:^|;)\s*(?:__Host-)?csrf=/.test(request.headers.cookie ?? '');

/**
 * Serves the built SPA from `webDist`: hashed assets cached for a year, everything else
 * revalidated, every file sent pre-compressed (.br, .gz) when the browser accepts it. Unknown
 * page paths are answered with index.html (history fallback), or with the page's prerendered
 * HTML for a public page the build prerendered (decision 0032), or with its shell, which asks for
 * the page's code at once (decision 0072); `brandName` is written into all of them where the build
 * left its placeholder. A prerendered page goes out with its title and description in the visitor's language
 * (`lang` cookie) and, once `writeLandingData` has been called, the landing's data (decision 0076). Registers the
 * not-found handler, so unknown API routes get 404 `{code, message}`.
 */
export async function serveSpa(app: FastifyInstance, webDist: string, brandName: string): Promise<{ writeLandingData(data: LandingData): void }> {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? withBrandName(readEncodedPage(indexFile), brandName) : null;
  const prerendered = readPrerenderedPages(webDist, brandName);
  const shells = built ? readPageShells(webDist, brandName) : { any: new Map<string, EncodedPage>(), signedIn: new Map<string, EncodedPage>() };

  if (built) {
    await app.register(fastifyStatic, {
      root: path.resolve(webDist),
      wildcard: false,
      index: false,
      // Pages go out through the not-found handler below, with the brand written in: never as files.
      allowedPath: (pathName) => !pathName.endsWith('.html'),
      // The build writes .br and .gz beside every compressible file: sent to browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const inAssets = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', inAssets ? HASHED_ASSET_CACHE : 'no-cache');
      },
    });
    // Browsers ask for /favicon.ico on pages that name no icon (the dev sign-in page, a PDF in a frame).
    app.get('/favicon.ico', (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').redirect('/favicon.svg', 301));
  } else {
    app.log.warn({ webDist }, 'the web app is not built: pages answer 503 until `npm run build` has run');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !serverPrefixes.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix) &&
      path.extname(pathname) === '';
    // The address is not echoed back: an answer repeats nothing a caller sent.
    if (!isPage) return sendError(reply, 'NOT_FOUND', 'There is nothing at this address.');
    if (!indexHtml) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built yet. Run `npm run build`, then restart the server.');
    }
    // A signed-out visitor gets a public page's prerendered HTML; a page's shell asks for its code at once, a
    // signed-in page's only from a browser that may be signed in (one without a session goes to Login first).
    const signedIn = mayHaveSession(request);
    const page =
      (!signedIn && prerendered.get(pathname, pageLanguage(request))) || (signedIn && shells.signedIn.get(pathname)) || shells.any.get(pathname) || indexHtml;
    const { body, encoding } = chooseEncoding(page, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8').send(body);
  });

  return { writeLandingData: (data: LandingData) => prerendered.write(data) };
}
