// The browser's entry imports the texts of the page's language (app/i18n/texts.<lang>.ts) before hydrating. So that
// the fetch does not wait for the entry to run, every page names that chunk in a <link rel="modulepreload"> (root.tsx).
// React Router builds the client and then the server, each in a build of its own: the client build writes the chunks'
// file names to build/texts-chunks.json, and the server build answers them as `virtual:texts-chunks`
// ({ zh, en } → /assets/…, and `more` the same for more-texts.<lang>.ts, which every page but home preloads too;
// empty in dev and tests, where nothing is preloaded).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:texts-chunks';

export function textsChunks(): Plugin {
  let listFile = '';
  let serverBuild = false;
  return {
    name: 'mall-texts-chunks',
    configResolved(config) {
      listFile = join(config.root, 'build', 'texts-chunks.json');
      serverBuild = config.command === 'build' && Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === ID ? `\0${ID}` : undefined;
    },
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      let files = {};
      if (serverBuild) files = JSON.parse(readFileSync(listFile, 'utf8'));
      return `export default ${JSON.stringify(files)};`;
    },
    generateBundle(_options, bundle) {
      if (serverBuild) return;
      const files: Record<string, string> = {};
      const more: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const m = /[\\/]app[\\/]i18n[\\/](more-)?texts\.(zh|en)\.ts$/.exec(chunk.facadeModuleId ?? '');
        if (m) (m[1] ? more : files)[m[2]!] = `/${chunk.fileName}`;
      }
      mkdirSync(dirname(listFile), { recursive: true });
      writeFileSync(listFile, JSON.stringify({ ...files, more }));
    },
  };
}
