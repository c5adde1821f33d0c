import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes a .br and a .gz beside every built script and style sheet, compressed once at build
 * time at the highest levels, for a server that sends pre-compressed files (@fastify/static's
 * `preCompressed`) or a proxy that does (nginx `gzip_static`/`brotli_static`). Our visitors'
 * connections are slow: the landing page's scripts are about 330 kB as they are, 105 kB gzip.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(webRoot, 'dist');
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
        );
      }
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), precompressAssets()],
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
