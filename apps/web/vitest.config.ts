import { defineConfig } from 'vitest/config';
import { sharedMessages } from './shared-messages-plugin';
import { textsChunks } from './texts-chunks-plugin';
import { iconSprite } from './icon-sprite-plugin';

// Component tests of the storefront (jsdom). The React Router plugin is not used here: components are rendered
// inside a memory router by the tests themselves.
export default defineConfig({
  plugins: [iconSprite(), sharedMessages(), textsChunks()],
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['app/test/setup.ts'],
    // a loaded CI machine runs every project at once: a render may take seconds
    testTimeout: 20_000,
  },
});
