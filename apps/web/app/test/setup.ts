import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadAllTexts } from '../i18n';

// the server and the browser load a language's texts before rendering (i18n/index.ts): so do the tests
await Promise.all([loadAllTexts('zh'), loadAllTexts('en')]);

// findBy/waitFor wait up to 5 s (default 1 s): a loaded CI machine runs every suite at once
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// React's scheduler may still hold work (a dialog closing after the last test) queued with setImmediate: let it run
// while the jsdom window exists, or it throws 'window is not defined' after the file's environment is torn down
afterAll(async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
});
