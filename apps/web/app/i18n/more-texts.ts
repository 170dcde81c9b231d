// Imported by the layouts of every page but home (decision 024): before such a page renders in the browser, the texts
// of the features only those pages use are loaded (more-texts.<lang>.ts), so the home page does not download them.
// A top-level await: React Router imports a route's modules before it renders the route, and the document's inline
// module script imports them before hydrating. On the server (and in tests) every text is loaded at start.
import { loadMoreTexts } from './index';

if (!import.meta.env.SSR && typeof document !== 'undefined') {
  await loadMoreTexts(document.documentElement.lang.startsWith('en') ? 'en' : 'zh');
}
