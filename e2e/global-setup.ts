import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalServer } from '../scripts/lib/local-server';
import { webDist } from './support/web-dist';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The portal, with its dev identity provider on the same origin. */
    baseURL: string;
    /** A second portal at 127.0.0.1 whose dev identity provider is on another origin (localhost), as Google is. */
    crossOriginBaseURL: string;
  }
}

/** Starts the real servers (built SPA, fresh SQLite files, dev sign-in, payment simulator) for the e2e tests. */
export default async function setup(project: TestProject) {
  const dist = webDist();
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} has no build: run \`npm run build\` first (npm run test:e2e does).`);
  // Every journey's browser comes from 127.0.0.1, so the whole suite shares one client address's limits
  // (20 sign-ins a minute): ten times the limits, still limited. The limits themselves are tested in
  // server/test/rate-limits.test.ts.
  const limits = { RATE_LIMIT_FACTOR: '10' };
  const main = await startLocalServer({ env: { ADMIN_EMAILS: 'owner@shop.in', WEB_DIST: dist, ...limits } });
  const cross = await startLocalServer({ env: { DEV_IDP_ISSUER: 'http://localhost:{port}/dev-idp', WEB_DIST: dist, ...limits } });
  project.provide('baseURL', main.baseURL);
  project.provide('crossOriginBaseURL', cross.baseURL);
  return async () => {
    await Promise.all([main.stop(), cross.stop()]);
  };
}
