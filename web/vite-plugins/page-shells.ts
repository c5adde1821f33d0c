import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/** Where the page shells go, inside the build: `page-shells/<path>.html`, and `page-shells/signed-in/<path>.html` for signed-in pages. */
const pageShellsFolder = 'page-shells';

/** A lazy route of the table: its path, whether it is for signed-in users, and its page's module (`src/app/routes/x.tsx`). */
export interface RouteModule {
  path: string;
  requiresAuth: boolean;
  module: string;
}

/** A built chunk's file and the chunks it imports statically, by the module it was built from (relative to the web root). */
type ChunkFiles = Map<string, { file: string; imports: readonly string[] }>;

/** The chunks of the bundle by their module (`src/app/routes/x.tsx` → its file and static imports). */
function chunkFilesOf(bundle: OutputBundle, webRoot: string): ChunkFiles {
  const chunks: ChunkFiles = new Map();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.facadeModuleId) continue;
    chunks.set(path.relative(webRoot, output.facadeModuleId).split(path.sep).join('/'), { file: output.fileName, imports: output.imports });
  }
  return chunks;
}

/** A chunk file and every chunk it imports statically, transitively. */
function withStaticImports(bundle: OutputBundle, file: string, into: Set<string>): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const output = bundle[file];
  if (output?.type === 'chunk') for (const imported of output.imports) withStaticImports(bundle, imported, into);
  return into;
}

/**
 * Writes, for each lazy route without params, a copy of the built index.html whose head asks at once
 * for the page's code (`<link rel="modulepreload">`: its chunk, the chunks it imports and TanStack Query's
 * scope, which every lazy page arrives with), so that it downloads beside the app's own script instead of
 * after it has run (decision 0072). The server sends a page its shell (a signed-in page's only to a
 * browser that may be signed in); the app is the same. `queryScopeModule` is lib/query-client-scope.
 */
export async function writePageShells(
  outDir: string,
  bundle: OutputBundle,
  routes: readonly RouteModule[],
  queryScopeModule: string,
  webRoot: string,
): Promise<number> {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const inIndex = new Set([...template.matchAll(/(?:href|src)="\/([^"]+\.js)"/g)].map((match) => match[1]!));
  const chunks = chunkFilesOf(bundle, webRoot);
  const scope = chunks.get(queryScopeModule);
  if (!scope) throw new Error(`page shells: no chunk for ${queryScopeModule}`);
  let written = 0;
  for (const route of routes) {
    if (route.path.includes(':') || route.path === '*') continue;
    const page = chunks.get(route.module);
    if (!page) throw new Error(`page shells: no chunk for ${route.path} (${route.module})`);
    const files = withStaticImports(bundle, scope.file, withStaticImports(bundle, page.file, new Set()));
    const links = [...files]
      .filter((file) => !inIndex.has(file))
      .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
      .join('');
    if (!template.includes('</head>')) throw new Error('page shells: index.html has no </head>');
    const folder = path.join(outDir, pageShellsFolder, ...(route.requiresAuth ? ['signed-in'] : []));
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, `${route.path.slice(1)}.html`), template.replace('  </head>', `${links}  </head>`));
    written += 1;
  }
  return written;
}
