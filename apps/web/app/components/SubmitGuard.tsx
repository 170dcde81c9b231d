// Until the page is hydrated, a form's submit is held back: the storefront's forms are handled by React (no action of
// their own), so a native submit would GET the same address with every field in it — a password in the address bar,
// the history and the server's log. The App marks <html data-hydrated> once React has taken over.
import { useNonce } from '../lib/nonce';

export const SUBMIT_GUARD_SCRIPT =
  "document.addEventListener('submit',function(e){if(!document.documentElement.hasAttribute('data-hydrated'))e.preventDefault()},true)";

export function SubmitGuard() {
  const nonce = useNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SUBMIT_GUARD_SCRIPT }} />;
}
