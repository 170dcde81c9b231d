import { defineConfig } from 'vitest/config';

// Component tests of the console (jsdom).
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    name: 'console',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // a loaded CI machine runs every project at once: antd renders may take seconds
    testTimeout: 20_000,
  },
});
