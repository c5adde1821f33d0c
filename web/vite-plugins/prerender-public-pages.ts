import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';

/** Where the prerendered pages go, inside the build: `prerendered/index.html` for /, `prerendered/<path>.html` for the others. */
const prerenderedFolder = 'prerendered';

/** The file of a prerendered path inside `prerendered/`: `/` → `index.html`, `/About-us` → `About-us.html`. */
const prerenderedFileName = (pathname: string): string => (pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);

const emptyRoot = '<div id="root"></div>';

interface PrerenderModule {
  prerenderedPaths: readonly string[];
  prerenderPage(pathname: string): Promise<string>;
}

/**
 * Renders the public pages to HTML at build time (web/src/prerender.tsx, loaded through Vite so
 * it resolves as the app does) and writes each into a copy of the built index.html's #root,
 * marked `data-prerendered` for main.tsx to hydrate. A page that fails to render, or whose
 * markup would need an inline script (a boundary left to the client), fails the build.
 */
export async function prerenderPublicPages(webRoot: string, outDir: string): Promise<string[]> {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes(emptyRoot)) throw new Error(`prerender: ${outDir}/index.html has no empty ${emptyRoot}`);
  const server = await createServer({
    configFile: path.join(webRoot, 'vite.config.ts'),
    root: webRoot,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const { prerenderedPaths, prerenderPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
    await mkdir(path.join(outDir, prerenderedFolder), { recursive: true });
    for (const pathname of prerenderedPaths) {
      const markup = await prerenderPage(pathname);
      if (markup.includes('<script') || markup.includes('<template')) {
        throw new Error(`prerender: ${pathname} left part of its page to the browser (a component failed or suspended on the server)`);
      }
      const html = template.replace(emptyRoot, `<div id="root" data-prerendered="">${markup}</div>`);
      await writeFile(path.join(outDir, prerenderedFolder, prerenderedFileName(pathname)), html);
    }
    return [...prerenderedPaths];
  } finally {
    await server.close();
  }
}
