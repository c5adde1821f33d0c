import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `@core/…` is core/src, as in tsconfig.base.json and web/vite.config.ts. */
const resolve = { alias: { '@core': fileURLToPath(new URL('./core/src', import.meta.url)) } };
/** One seed and run count for every fast-check property (test/support/fast-check-seed.ts). */
const fastCheckSeed = fileURLToPath(new URL('./test/support/fast-check-seed.ts', import.meta.url));
/** Server test files that replace a module with vi.mock: they need a module graph of their own (found, not listed). */
const serverTests = fileURLToPath(new URL('./server/test', import.meta.url));
const serverFilesThatMock = readdirSync(serverTests)
  .filter((name) => name.endsWith('.test.ts') && readFileSync(path.join(serverTests, name), 'utf8').includes('vi.mock('))
  .map((name) => `server/test/${name}`);

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'core',
          include: ['core/test/**/*.test.ts'],
          environment: 'node',
          setupFiles: [fastCheckSeed],
          // Pure functions: the files share one module graph per worker instead of importing it again each.
          isolate: false,
          // Property tests run a fixed count from a fixed seed; this is room for a loaded machine, not a speed check.
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts', 'test/cashfree-sdk/*.test.ts'],
          exclude: serverFilesThatMock,
          environment: 'node',
          setupFiles: [fastCheckSeed],
          // Each file builds its own apps and databases; none changes process.env or mocks a module, so
          // the files of a worker share one module graph (fastify, sharp, pdf-lib … imported once, not
          // once per file: about a fifth of the import time). Files that mock modules run isolated below.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'server-isolated',
          include: serverFilesThatMock,
          environment: 'node',
          setupFiles: [fastCheckSeed],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          // The web's lib code in node, with the few browser globals a test needs stubbed
          // (test/support/browser-globals). A test of hooks that render (renderHook) starts with
          // `// @vitest-environment happy-dom` and gets a DOM for that file only (decision 0025).
          name: 'web',
          include: ['web/test/**/*.test.ts'],
          environment: 'node',
          setupFiles: [fastCheckSeed],
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // A setting, not a figure under test: a journey of 40 s on a quiet machine took 80 s beside other work, and
          // a step that never comes still fails on its own wait (Playwright's 30 s, or the step's own) before this limit.
          testTimeout: 150_000,
          hookTimeout: 120_000,
          // One file at a time when run alone; npm test and test:e2e pass --fileParallelism --maxWorkers=2.
          fileParallelism: false,
        },
      },
    ],
  },
});
