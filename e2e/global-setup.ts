import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startLocalServer } from '../scripts/lib/local-server';

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
  // WEB_DIST picks another build (e.g. `vite build --outDir /tmp/dist-x`), so two checkouts' runs don't share one folder.
  const webDist = process.env.WEB_DIST ?? path.join(repoRoot, 'web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist} has no build: run \`npm run build\` first (npm run test:e2e does).`);
  const main = await startLocalServer({ env: { ADMIN_EMAILS: 'owner@shop.in', WEB_DIST: webDist } });
  const cross = await startLocalServer({ env: { DEV_IDP_ISSUER: 'http://localhost:{port}/dev-idp', WEB_DIST: webDist } });
  project.provide('baseURL', main.baseURL);
  project.provide('crossOriginBaseURL', cross.baseURL);
  return async () => {
    await Promise.all([main.stop(), cross.stop()]);
  };
}
