// What the landing page loads of JavaScript, read from a build: the entry script index.html names
// and every chunk it imports statically, transitively (the ones its <link rel="modulepreload"> lists).
// Lazy chunks (other pages, the signed-in dashboard) are not part of it. One budget for every change:
// decision 0032, docs/PERFORMANCE.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The landing page's JavaScript budget, gzip bytes (kB = 1,000 bytes). */
export const LANDING_JS_BUDGET_GZIP_BYTES = 90_000;

export interface LandingScript {
  /** The URL path, e.g. /assets/index-abc.js. */
  path: string;
  rawBytes: number;
  /** gzip at its default level, as a compressing proxy sends it (the build's own .gz is a little smaller). */
  gzipBytes: number;
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), as URL paths. */
function staticImports(code: string, fromPath: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},\s*]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
    found.push(path.posix.join(path.posix.dirname(fromPath), match[1]!));
  }
  return found;
}

/** The scripts a visit to / loads before the page works, largest first (gzip). */
export function landingJavaScript(webDist: string): LandingScript[] {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
  if (queue.length === 0) throw new Error(`${webDist}/index.html names no module script`);
  const seen = new Map<string, LandingScript>();
  while (queue.length > 0) {
    const urlPath = queue.shift()!;
    if (seen.has(urlPath)) continue;
    const body = readFileSync(path.join(webDist, urlPath));
    seen.set(urlPath, { path: urlPath, rawBytes: body.length, gzipBytes: gzipSync(body).length });
    queue.push(...staticImports(body.toString('utf8'), urlPath));
  }
  return [...seen.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}
