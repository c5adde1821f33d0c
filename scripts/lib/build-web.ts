// The built web app for the benchmarks and the e2e tests: WEB_DIST when set, else (benchmarks) a
// build of their own in a temporary folder, never web/dist, which `npm run build` and others share.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './local-server';
import { webBuildNeeded } from './web-build-freshness.mjs';

/** WEB_DIST as an absolute path (a relative one is taken from the repository root, where the servers run), or undefined when not set. */
export function webDistFromEnv(): string | undefined {
  const value = process.env.WEB_DIST?.trim();
  return value ? path.resolve(repoRoot, value) : undefined;
}

/** Whether `outDir` holds a build newer than every source of the web app. */
const upToDate = (outDir: string): boolean => webBuildNeeded(repoRoot, outDir) === null;

function viteBuild(outDir: string): void {
  console.log(`building the web app into ${outDir}…`);
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the web build failed');
}

/**
 * A current build of the web app, for a server to serve (its WEB_DIST). With WEB_DIST set, that
 * folder, built again there when a source is newer than it; else a fresh build in a temporary
 * folder, which `cleanup` removes.
 */
export function buildWeb(): { webDist: string; cleanup: () => void } {
  const configured = webDistFromEnv();
  if (configured) {
    if (upToDate(configured)) console.log(`${configured} is up to date`);
    else viteBuild(configured);
    return { webDist: configured, cleanup: () => undefined };
  }
  const outDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-web-'));
  try {
    viteBuild(outDir);
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  return { webDist: outDir, cleanup: () => rmSync(outDir, { recursive: true, force: true }) };
}

/**
 * For a test that only reads a build: `web/dist` when it is newer than every source of the web app (`npm test`
 * builds it before the unit tests run), so the test does not build the app again; else buildWeb().
 */
export function currentWebBuild(): { webDist: string; cleanup: () => void } {
  const shared = path.join(repoRoot, 'web', 'dist');
  if (!webDistFromEnv() && existsSync(path.join(shared, 'index.html')) && upToDate(shared)) {
    console.log(`${shared} is up to date`);
    return { webDist: shared, cleanup: () => undefined };
  }
  return buildWeb();
}
