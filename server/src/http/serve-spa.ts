import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, readEncodedPage, withBrandName, type EncodedPage } from './encoded-page';
import { sendError } from './error-handler';

/** Paths the SPA never answers: the API and server-rendered flows get a JSON 404 instead. */
/** Paths that are never a page: no SPA fallback (and so no page's policy) under them. `/assets/` holds built files only. */
const serverPrefixes = ['/api/', '/auth/', '/dev-idp/', '/dev-pay/', '/assets/'];
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * The public pages the build prerendered (web/vite-plugins/prerender-public-pages.ts): path →
 * page, from `prerendered/index.html` (/) and `prerendered/<path>.html`.
 */
function readPrerenderedPages(webDist: string, brandName: string): Map<string, EncodedPage> {
  const folder = path.join(webDist, 'prerendered');
  const pages = new Map<string, EncodedPage>();
  if (!existsSync(folder)) return pages;
  for (const name of readdirSync(folder)) {
    if (!name.endsWith('.html')) continue;
    const pathname = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`;
    pages.set(pathname, withBrandName(readEncodedPage(path.join(folder, name)), brandName));
  }
  return pages;
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
 * HTML for a public page the build prerendered (decision 0032); `brandName` is written into
 * both where the build left its placeholder. Registers the not-found handler, so unknown API
 * routes get 404 `{code, message}`.
 */
export async function serveSpa(app: FastifyInstance, webDist: string, brandName: string) {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? withBrandName(readEncodedPage(indexFile), brandName) : null;
  const prerendered = built ? readPrerenderedPages(webDist, brandName) : new Map<string, EncodedPage>();

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
    const page = (!mayHaveSession(request) && prerendered.get(pathname)) || indexHtml;
    const { body, encoding } = chooseEncoding(page, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8').send(body);
  });
}
