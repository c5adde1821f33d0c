import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';
import type { RouteModule } from './page-shells';

/**
 * Where the prerendered pages go, inside the build: `prerendered/index.html` for /, `prerendered/<path>.html` for the
 * others, with English title and description; `prerendered/hi/` the same pages with Hindi ones (decision 0076).
 */
const prerenderedFolder = 'prerendered';

/** The file of a prerendered path inside `prerendered/`: `/` → `index.html`, `/About-us` → `About-us.html`. */
const prerenderedFileName = (pathname: string): string => (pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);

const emptyRoot = '<div id="root"></div>';
/** index.html's title and description, replaced by each page's own (decision 0076). */
const titlePattern = /<title>[^<]*<\/title>/;
const descriptionPattern = /<meta name="description" content="[^"]*" \/>/;

interface PageHead {
  title: string;
  description: string;
}

interface PrerenderModule {
  prerenderedPaths: readonly string[];
  prerenderPage(pathname: string): Promise<string>;
  pageHeads(pathname: string): { en: PageHead; hi: PageHead };
  routeModules(): RouteModule[];
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => htmlEscapes[char]!);

/** `html` with the page's own title and description. */
function withHead(html: string, head: PageHead): string {
  return html
    .replace(titlePattern, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(descriptionPattern, () => `<meta name="description" content="${escapeHtml(head.description)}" />`);
}

/**
 * Renders the public pages to HTML at build time (web/src/prerender.tsx, loaded through Vite so
 * it resolves as the app does) and writes each into a copy of the built index.html's #root,
 * marked `data-prerendered` for main.tsx to hydrate. A page that fails to render, or whose
 * markup would need an inline script (a boundary left to the client), fails the build. Returns the
 * pages written and the lazy routes' page modules (for web/vite-plugins/page-shells.ts).
 */
export async function prerenderPublicPages(webRoot: string, outDir: string): Promise<{ pages: string[]; routes: RouteModule[] }> {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  if (!template.includes(emptyRoot)) throw new Error(`prerender: ${outDir}/index.html has no empty ${emptyRoot}`);
  if (!titlePattern.test(template) || !descriptionPattern.test(template))
    throw new Error(`prerender: ${outDir}/index.html has no <title> or description to replace`);
  const server = await createServer({
    configFile: path.join(webRoot, 'vite.config.ts'),
    root: webRoot,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const { prerenderedPaths, prerenderPage, pageHeads, routeModules } = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
    await mkdir(path.join(outDir, prerenderedFolder, 'hi'), { recursive: true });
    for (const pathname of prerenderedPaths) {
      const markup = await prerenderPage(pathname);
      if (markup.includes('<script') || markup.includes('<template')) {
        throw new Error(`prerender: ${pathname} left part of its page to the browser (a component failed or suspended on the server)`);
      }
      const html = template.replace(emptyRoot, () => `<div id="root" data-prerendered="">${markup}</div>`);
      // The same page with the title and description in English, and in Hindi (`hi/`) for a visitor who chose it.
      const heads = pageHeads(pathname);
      await writeFile(path.join(outDir, prerenderedFolder, prerenderedFileName(pathname)), withHead(html, heads.en));
      await writeFile(path.join(outDir, prerenderedFolder, 'hi', prerenderedFileName(pathname)), withHead(html, heads.hi));
    }
    return { pages: [...prerenderedPaths], routes: routeModules() };
  } finally {
    await server.close();
  }
}
