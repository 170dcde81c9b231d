// The Content-Security-Policy nonce of the page being rendered (made per request by the server,
// apps/api/src/platform/security-headers.ts, and handed over in the load context): every inline <script> the server
// renders carries it, or the browser refuses to run it. Empty in the browser (it hides nonces from the DOM) and in
// tests; the scripts that need it have run by then.
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);
