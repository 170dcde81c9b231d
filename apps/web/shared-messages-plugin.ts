// The shared message catalogue (packages/shared/src/messages.ts) holds every text in zh and en side by side. The
// browser needs one language: this plugin answers `virtual:shared-messages/<lang>` with that language's texts only
// (key → text; `virtual:shared-messages/<lang>/more` the part only other pages need; `virtual:shared-messages/keys`: the keys), so a page does not download the other language (~8 KB gzipped each). The catalogue is read when
// the build (or dev server) starts: restart the dev server after editing it.
import type { Plugin } from 'vite';
import { messages } from '../../packages/shared/src/messages';

const PREFIX = 'virtual:shared-messages/';

/** Namespaces of the catalogue whose messages come from the business of pages other than home (decision 024). */
const OTHER_PAGES = new Set(
  (
    'address balance bundle cart company coupon credit discount gift groupBuy inquiry invoice logistics order payment ' +
    'points pointsMall presale quickOrder refund review seller staff admin store upload'
  ).split(' '),
);

export function sharedMessages(): Plugin {
  return {
    name: 'mall-shared-messages',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const lang = id.slice(PREFIX.length + 1);
      if (lang === 'keys') return `export default ${JSON.stringify(Object.keys(messages))};`;
      // `<lang>`: the messages the home page may show as it loads; `<lang>/more`: those of the other pages' business
      // (decision 024: the home page loads them after it is interactive, the other pages before they render)
      const [code, part] = lang.split('/');
      if ((code !== 'zh' && code !== 'en') || (part !== undefined && part !== 'more')) {
        throw new Error(`no message catalogue for '${lang}'`);
      }
      const texts = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => OTHER_PAGES.has(key.split('.')[0]!) === (part === 'more'))
          .map(([key, text]) => [key, text[code]]),
      );
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
