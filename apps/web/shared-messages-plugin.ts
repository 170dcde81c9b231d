// The shared message catalogue (packages/shared/src/messages.ts) holds every text in zh and en side by side. The
// browser needs one language: this plugin answers `virtual:shared-messages/<lang>` with that language's texts only
// (key → text; `virtual:shared-messages/keys`: the keys), so a page does not download the other language (~8 KB gzipped each). The catalogue is read when
// the build (or dev server) starts: restart the dev server after editing it.
import type { Plugin } from 'vite';
import { messages } from '../../packages/shared/src/messages';

const PREFIX = 'virtual:shared-messages/';

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
      if (lang !== 'zh' && lang !== 'en') throw new Error(`no message catalogue for '${lang}'`);
      const texts = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[lang]]));
      return `export default ${JSON.stringify(texts)};`;
    },
  };
}
