// first: zod's jitless mode before any module builds a schema (no eval probe under the CSP; see the module)
import '@mall/shared/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
