import { defineConfig } from 'vitest/config';

// One run covers every workspace: node tests for packages and the API, jsdom for the storefront.
export default defineConfig({
  test: {
    // Two workers even on a 2-core machine (the default takes cores - 1): the API suites spend much of their time
    // waiting on PostgreSQL, so two files at once nearly halve the run (measured: the whole run, both engines, passes
    // with two; suites share PostgreSQL and Redis through their own databases and key prefixes).
    maxWorkers: 2,
    // React DOM may still run a scheduled slice of work (an antd pop-up's close, on a timer) after a component test's
    // file is done and its jsdom window is gone: it fails on 'window is not defined' inside React, after every assertion
    // of the file has run. That error, and only it, is not a test's failure.
    onUnhandledError(error) {
      const stack = String(error.stack ?? '');
      const afterTeardown = error.name === 'ReferenceError' && /window is not defined/.test(String(error.message)) && /react-dom|scheduler/.test(stack);
      if (afterTeardown) return false;
    },
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/{src,test}/**/*.test.ts', 'apps/api/{src,test}/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // one migrated and one seeded database per run, copied by every suite (apps/api/test/harness.ts)
          globalSetup: ['apps/api/test/global-setup.ts'],
          // suites share their worker's module cache: the server's modules and PGlite's WebAssembly load once per
          // worker, not once per file (halves the API suites' time); every suite builds its own app and database
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/console/vitest.config.ts',
    ],
  },
});
