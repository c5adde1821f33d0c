import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

/** Paths the SPA never answers: the API and server-rendered flows get a JSON 404 instead. */
const serverPrefixes = ['/api/', '/auth/', '/dev-idp/', '/dev-pay/'];
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA from `webDist`: hashed assets cached for a year, everything else
 * revalidated, and unknown page paths answered with index.html (history fallback).
 * Registers the not-found handler, so unknown API routes get 404 `{code, message}`.
 */
export async function serveSpa(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile) : null;

  if (built) {
    await app.register(fastifyStatic, {
      root: path.resolve(webDist),
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each script and stylesheet: sent to browsers that accept them.
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
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
