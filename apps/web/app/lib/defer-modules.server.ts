// The page's JavaScript is fetched after its first paint (decision 046). React Router's <Scripts> puts a
// `<link rel="modulepreload">` per chunk into <head> (React hoists them, with the texts chunks of root.tsx) and an inline
// `<script type="module" async>` that imports the route modules and the entry, which hydrates. The browser asks for all
// of them as it reads <head>, so on a phone ~25 scripts share the connections with the style sheets and the main image,
// and a 2-core device spends the first frame's time parsing them; Lighthouse's simulated LCP counts every one that ended
// before the largest paint. Here, as the HTML streams out, the preloads are taken out of the head and the module script
// becomes a script of a type no browser runs (its text as it was) followed by a small classic script (same nonce, the
// hrefs in its `data-modules`, space-separated, where the page-weight checks read them) that adds both back once the page has painted with its high-priority pictures: when the first
// contentful paint has been presented (its `paint` entry: two animation frames were not enough, the list's first
// frame was presented ~50 ms after the second began) and those pictures (`img[fetchpriority=high]`, the LCP
// candidates) have loaded and two frames have passed since, in a task of its own (the work of adding ~30 elements
// does not lengthen a frame); at once when the page is hidden (no frames) or the visitor presses a key or a pointer,
// and after 1 s at the latest. Hydration then starts one frame plus the scripts' download later than before.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;

/**
 * The module's text without the indentation of React Router's pretty-printed manifest (~0.9 KB of every page): only
 * spaces after a line break go, which no statement or JSON string can hold; a text with a template literal (where
 * they could) is left as it is.
 */
export const unindented = (code: string) => (code.includes('`') ? code : code.replace(/\n[ \t]+/g, '\n'));

/** The type of the script that holds the module's text until the loader runs it (a type no browser runs). */
const HELD_TYPE = 'text/x-mall-module';

/** What the classic script runs: `c` the module script's text; the preload hrefs are its own `data-modules`. */
const LOADER =
  "(function(c){var d=document,me=d.currentScript,n=me.nonce,h=(me.getAttribute('data-modules')||'').split(' ').filter(Boolean),done=0;" +
  'function go(){if(done)return;done=1;' +
  "h.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;if(n)l.nonce=n;d.head.appendChild(l)});" +
  "var s=d.createElement('script');s.type='module';if(n)s.nonce=n;s.textContent=c;d.head.appendChild(s)}" +
  // the first contentful paint has been presented (its entry comes after presentation; where the browser has no paint
  // timing, at once) and the page's high-priority pictures (the product's main image, the list's first card, the
  // first banner) have loaded, two frames since
  "var P=window.PerformanceObserver,fcp=!P||(P.supportedEntryTypes||[]).indexOf('paint')===-1,pics=0;" +
  "function check(){if(fcp&&pics)setTimeout(go,0)}" +
  "if(!fcp)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){fcp=1;o.disconnect();check()}}).observe({type:'paint',buffered:true});" +
  "function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){pics=1;check()})})}" +
  "var imgs=[].filter.call(d.querySelectorAll('img[fetchpriority=high]:not([loading=lazy])'),function(i){return !i.complete}),left=imgs.length;" +
  // a visitor who presses something before that wants the page working now (lib SubmitGuard replays the click)
  "['pointerdown','keydown','touchstart'].forEach(function(t){d.addEventListener(t,go,{capture:true,passive:true,once:true})});" +
  "if(d.visibilityState!=='visible')go();else{setTimeout(go,1000);if(!left)painted();" +
  "else imgs.forEach(function(i){function one(){if(--left===0)painted()}i.addEventListener('load',one);i.addEventListener('error',one)})}})";

/** One page's rewrite: feed it the HTML in order; it keeps the hrefs of the preloads it removed until the module script. */
export class DeferModules {
  private hrefs: string[] = [];
  private seen = new Set<string>();
  private done = false;

  /** Whether a piece of the page may hold what is rewritten (cheap test before decoding bytes). */
  wants(bytes: Uint8Array): boolean {
    if (this.done) return false;
    const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return b.includes('rel="modulepreload"') || b.includes('type="module"');
  }

  rewrite(html: string): string {
    if (this.done) return html;
    let out = html.replace(PRELOAD, (_tag, href: string) => {
      if (!this.seen.has(href)) {
        this.seen.add(href);
        this.hrefs.push(href);
      }
      return '';
    });
    out = out.replace(MODULE_SCRIPT, (_tag, nonce: string, code: string) => {
      this.done = true;
      // the hrefs as React escaped them for an attribute (no quote in them), now one attribute
      const modules = this.hrefs.join(' ');
      // the module's text stays as it was, in a script of a type the browser does not run (no escaping, no bytes
      // added), read by the loader right after it
      return `<script${nonce} type="${HELD_TYPE}">${unindented(code)}</script><script${nonce} data-modules="${modules}">${LOADER}(document.currentScript.previousElementSibling.textContent)</script>`;
    });
    return out;
  }

  /** At the end of the page: the preloads taken out when no module script came (a page that does not hydrate). */
  finish(): string {
    if (this.done) return '';
    this.done = true;
    return this.hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('');
  }
}
