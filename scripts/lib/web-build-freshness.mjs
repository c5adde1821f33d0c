// Whether the built web app is older than its sources: read by `npm start` (scripts/start.mjs), which
// builds again when it is, and by the benchmarks' build (scripts/lib/build-web.ts). Plain JavaScript:
// `npm start` runs it with Node alone, before tsx is loaded.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the web build is made from, relative to the repository root: the web app, the core code it
 * imports, the build configuration (and the prerendering it runs), and the installed packages
 * (package-lock.json changes when `npm ci` after a pull brings new versions).
 */
export const webBuildSources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/vite-plugins', 'core/src', 'package-lock.json'];

/** The latest modification time (ms) of a file, or of a folder and everything in it. */
function newestChange(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

/**
 * Why `outDir` must be built (again) from the sources under `root`, or null when its build is newer
 * than every source. A build is judged by its index.html, written last.
 */
export function webBuildNeeded(root, outDir = path.join(root, 'web/dist')) {
  const built = path.join(outDir, 'index.html');
  if (!existsSync(built)) return 'missing';
  const builtAt = statSync(built).mtimeMs;
  const sources = webBuildSources.map((source) => path.join(root, source)).filter((source) => existsSync(source));
  return sources.some((source) => newestChange(source) > builtAt) ? 'stale' : null;
}
