// The browser's entry: the texts of the page's language first (their own chunk, see i18n/index.ts), then hydration.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadTexts } from './i18n';
import { installChunkReload } from './lib/chunk-reload';

// SPEC §8: a chunk that fails to load after a deployment reloads the page (once; lib/chunk-reload.ts)
installChunkReload();

await loadTexts(document.documentElement.lang.startsWith('en') ? 'en' : 'zh');

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
