// Checks the landing page's JavaScript against its budget (90 kB gzip): prints the figure and each
// script, and exits with 1 above the budget. Reads WEB_DIST, else web/dist (build it first:
// `npm run build`). Run: `node --import tsx scripts/check-landing-budget.ts`.
import path from 'node:path';
import { webDistFromEnv } from './lib/build-web';
import { LANDING_JS_BUDGET_GZIP_BYTES, landingJavaScript } from './lib/landing-javascript';
import { repoRoot } from './lib/local-server';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const webDist = webDistFromEnv() ?? path.join(repoRoot, 'web/dist');
const scripts = landingJavaScript(webDist);
const gzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
const raw = scripts.reduce((sum, script) => sum + script.rawBytes, 0);
for (const script of scripts) console.log(`${kB(script.gzipBytes).padStart(9)} gzip  ${kB(script.rawBytes).padStart(9)}  ${script.path}`);
const within = gzip <= LANDING_JS_BUDGET_GZIP_BYTES;
console.log(
  `landing page JavaScript: ${kB(gzip)} gzip in ${scripts.length} files (${kB(raw)} uncompressed); budget ${kB(LANDING_JS_BUDGET_GZIP_BYTES)}: ${within ? 'within' : 'OVER'}`,
);
if (!within) process.exitCode = 1;
