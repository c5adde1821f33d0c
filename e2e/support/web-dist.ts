import path from 'node:path';
import { webDistFromEnv } from '../../scripts/lib/build-web';
import { repoRoot } from '../../scripts/lib/local-server';

/**
 * The build the e2e servers serve and the bundle checks read: WEB_DIST when set (e.g. `vite build --outDir
 * /tmp/dist-x`, so two checkouts' runs don't share one folder), else web/dist. A relative WEB_DIST is taken
 * from the repository root, where the servers run.
 */
export function webDist(): string {
  return webDistFromEnv() ?? path.resolve(repoRoot, 'web/dist');
}
