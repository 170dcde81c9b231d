// What is done on a page before it is hydrated (its scripts come after the first paint, decision 046):
// - a form's submit is held back: the storefront's forms are handled by React (no action of their own), so a native
//   submit would GET the same address with every field in it — a password in the address bar, the history and the
//   server's log. It is not sent again later: React's state has not seen what was typed before hydration;
// - a click on a button that is not a form's submit button (log out, add to cart, open the login popup, ...) would do
//   nothing: the last such click is kept and made again once the page is hydrated, if the button is still there.
// The App marks <html data-hydrated> once React has taken over.
import { useNonce } from '../lib/nonce';

export const SUBMIT_GUARD_SCRIPT =
  "(function(d){var r=d.documentElement,k='data-hydrated',h;function L(){return r.hasAttribute(k)}" +
  "d.addEventListener('submit',function(e){L()||e.preventDefault()},true);" +
  "d.addEventListener('click',function(e){var b=!L()&&e.target.closest&&e.target.closest('button');" +
  "if(b&&!(b.type=='submit'&&b.form)){e.preventDefault();h=b}},true);" +
  'new MutationObserver(function(m,o){if(L()){o.disconnect();h&&setTimeout(function(){h.isConnected&&h.click()})}}).observe(r,{attributeFilter:[k]})})(document)';

export function SubmitGuard() {
  const nonce = useNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SUBMIT_GUARD_SCRIPT }} />;
}
