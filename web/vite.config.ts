import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressFiles } from './vite-plugins/precompress-files';
import { writePageShells } from './vite-plugins/page-shells';
import { prerenderPublicPages } from './vite-plugins/prerender-public-pages';
import { sharedTfjsRuntime } from './vite-plugins/shared-tfjs-runtime';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** Our workers' one TensorFlow.js: face-api's and the white background's, built once (decision 0052). */
const tfjsRuntimeEntry = path.join(webRoot, 'src', 'lib', 'tfjs-runtime.ts');
const tfjsRuntime = sharedTfjsRuntime(tfjsRuntimeEntry);

/**
 * After the build is written: the public pages prerendered into copies of index.html (decision
 * 0032), the page shells that ask for a lazy page's code at once (decision 0072), then a .br and a .gz
 * beside every compressible file, pdf.js's worker (`.mjs`), its WebAssembly, fonts and CMaps included.
 * Our visitors' connections are slow.
 */
function finishBuild(): Plugin {
  let outDir = path.join(webRoot, 'dist');
  let ssr = false;
  let bundle: Rolldown.OutputBundle | undefined;
  return {
    name: 'finish-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    async closeBundle() {
      if (ssr) return;
      if (!bundle) throw new Error('finish-build: the bundle was not written');
      const { pages, routes } = await prerenderPublicPages(webRoot, outDir);
      const shells = await writePageShells(outDir, bundle, routes, 'src/lib/query-client-scope.tsx', webRoot);
      const files = await precompressFiles(outDir);
      this.info(`prerendered ${pages.length} pages; ${shells} page shells; compressed ${files} files (.br, .gz)`);
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), tfjsRuntime.main, finishBuild()],
  resolve: {
    alias: [
      { find: '@core', replacement: path.join(webRoot, '..', 'core', 'src') },
      // face-api without its own TensorFlow.js (face-api.esm-nobundle.js) imports these three; our
      // workers share one TensorFlow.js (src/lib/tfjs-runtime.ts), and the umbrella package and WebGL aren't installed.
      { find: /^@tensorflow\/tfjs\/dist\/index\.js$/, replacement: tfjsRuntimeEntry },
      { find: /^@tensorflow\/tfjs-backend-webgl\/dist\/index\.js$/, replacement: path.join(webRoot, 'src', 'lib', 'tfjs-no-webgl.ts') },
      { find: /^@tensorflow\/tfjs-backend-wasm\/dist\/index\.js$/, replacement: '@tensorflow/tfjs-backend-wasm' },
      // React 19 has useSyncExternalStore: wouter's shim for older Reacts is not shipped (decision 0078).
      { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: path.join(webRoot, 'src', 'lib', 'react-sync-external-store.ts') },
      // wouter's default route syntax; the app gives every Router its own (src/lib/route-pattern.ts, decision 0078).
      { find: /^regexparam$/, replacement: path.join(webRoot, 'src', 'lib', 'route-pattern.ts') },
    ],
  },
  worker: {
    // Module workers (as src/lib/lazy-worker.ts makes them), so that they can import the shared TensorFlow.js.
    format: 'es',
    plugins: () => [tfjsRuntime.worker()],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2020',
    rolldownOptions: {
      // React's forwardRef and memo only wrap a component: a component nobody renders (wouter's Link, which the
      // app's own Link replaces, decision 0078) is dropped instead of shipped on every page.
      treeshake: { manualPureFunctions: ['forwardRef', 'memo'] },
    },
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
