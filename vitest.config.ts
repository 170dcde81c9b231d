import { defineConfig } from 'vitest/config';

// One run covers every workspace: node tests for packages and the API, jsdom for the storefront.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/{src,test}/**/*.test.ts', 'apps/api/{src,test}/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/console/vitest.config.ts',
    ],
  },
});
