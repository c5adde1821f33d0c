import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressFiles } from './vite-plugins/precompress-files';
import { prerenderPublicPages } from './vite-plugins/prerender-public-pages';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * After the build is written: the public pages prerendered into copies of index.html (decision
 * 0032), then a .br and a .gz beside every compressible file, pdf.js's worker (`.mjs`), its
 * WebAssembly, fonts and CMaps included. Our visitors' connections are slow.
 */
function finishBuild(): Plugin {
  let outDir = path.join(webRoot, 'dist');
  let ssr = false;
  return {
    name: 'finish-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      const pages = await prerenderPublicPages(webRoot, outDir);
      const files = await precompressFiles(outDir);
      this.info(`prerendered ${pages.length} pages; compressed ${files} files (.br, .gz)`);
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), finishBuild()],
  resolve: { alias: { '@core': path.join(webRoot, '..', 'core', 'src') } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2020',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/auth': 'http://127.0.0.1:3000',
      '/dev-idp': 'http://127.0.0.1:3000',
      '/dev-pay': 'http://127.0.0.1:3000',
    },
  },
});
