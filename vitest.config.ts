import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `@core/…` is core/src, as in tsconfig.base.json and web/vite.config.ts. */
const resolve = { alias: { '@core': fileURLToPath(new URL('./core/src', import.meta.url)) } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'core',
          include: ['core/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts', 'test/cashfree-sdk/*.test.ts'],
          environment: 'node',
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
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
