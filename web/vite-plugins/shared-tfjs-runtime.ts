import { createHash } from 'node:crypto';
import { build, type Plugin, type Rolldown } from 'vite';

/** The packages of our one TensorFlow.js: a worker's import of any of them is an import of the shared runtime. */
const RUNTIME_PACKAGES: ReadonlySet<string> = new Set([
  '@tensorflow/tfjs-core',
  '@tensorflow/tfjs-converter',
  '@tensorflow/tfjs-backend-cpu',
  '@tensorflow/tfjs-backend-wasm',
]);

interface BuiltRuntime {
  /** Under the build's assets folder, hashed by content: `tfjs-<hash>.js`. */
  fileName: string;
  code: string;
}

/**
 * One TensorFlow.js for all our workers (the face finder's and the white background's). Vite
 * bundles each worker on its own, so each would carry its own copy of TensorFlow.js (over a
 * megabyte each). Instead `runtimeEntry` (src/lib/tfjs-runtime.ts: tfjs-core, -converter, the CPU
 * and WebAssembly backends) is built once, whole, into `assets/tfjs-<hash>.js`, and in every
 * worker bundle an import of it, or of one of its packages (face-api's included, through
 * vite.config.ts's aliases), becomes an import of that file: the browser fetches and caches it
 * once for both workers. Another `@tensorflow/…` module in a worker (a second runtime) fails the build.
 *
 * `main` goes in the config's plugins (it emits the file), `worker` in worker.plugins. Build only:
 * in development the aliases alone make every import one module.
 */
export function sharedTfjsRuntime(runtimeEntry: string, assetsDir = 'assets'): { main: Plugin; worker: () => Plugin } {
  let built: Promise<BuiltRuntime> | null = null;
  const runtime = () => (built ??= buildRuntime(runtimeEntry, assetsDir));

  const main: Plugin = {
    name: 'shared-tfjs-runtime',
    apply: 'build',
    buildStart() {
      built = null; // built again on each build (watch mode), by the first worker that imports it
    },
    async generateBundle() {
      if (!built || this.environment.config.build.ssr) return;
      const { fileName, code } = await built;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };

  const worker = (): Plugin => ({
    name: 'shared-tfjs-runtime:worker',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source.startsWith('@tensorflow/')) {
        if (source.includes('?')) return null; // an asset's URL (the WebAssembly files)
        if (!RUNTIME_PACKAGES.has(source)) this.error(`${source} in a worker: our workers share one TensorFlow.js (${runtimeEntry}); import it from there`);
      } else {
        const resolved = await this.resolve(source, importer, { skipSelf: true });
        if (resolved?.id !== runtimeEntry) return null;
      }
      const { fileName } = await runtime();
      return { id: `./${fileName.slice(fileName.lastIndexOf('/') + 1)}`, external: true };
    },
  });

  return { main, worker };
}

async function buildRuntime(entry: string, assetsDir: string): Promise<BuiltRuntime> {
  const output = (await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2020',
      sourcemap: false,
      rolldownOptions: {
        input: entry,
        // Every export kept: face-api copies the whole TensorFlow.js namespace onto its `tf`.
        preserveEntrySignatures: 'strict',
        // One file; TensorFlow.js's licence notices kept, as the workers' own bundles keep them.
        output: { codeSplitting: false, comments: { legal: true } },
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunk = output.output.find((item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry);
  if (!chunk || output.output.length !== 1) throw new Error(`the TensorFlow.js runtime built into ${output.output.length} files, not one chunk`);
  const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
  return { fileName: `${assetsDir}/tfjs-${hash}.js`, code: chunk.code };
}
