// The storefront's icons (lucide-react) as one SVG sprite file (decision 043). Every page inlined each icon it showed
// as a full <svg> with its paths (/list: 22 icons, 9 KB of its HTML, and their paths again in the JavaScript). Here
// `import { Search } from 'lucide-react'` in app code resolves to a module of small components that draw
// `<svg width height class="lucide lucide-search"><use href="/assets/icons-<hash>.svg#search"/></svg>`; the sprite holds one <symbol> per icon the app
// imports, is built from lucide's own icon data, and is served with the other hashed assets (cached for a year).
// Components keep lucide's props (size, strokeWidth, absoluteStrokeWidth, color, className, fill, aria-*) and its
// classes (`lucide lucide-<name>`); types still come from lucide-react. The client build writes the file; the dev
// server answers it; the server build and the component tests only name it (the same hash: same sources).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const ID = '\0mall-icons';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;

type IconNode = [string, Record<string, string | number>][];
interface Sprite {
  url: string;
  svg: string;
  /** export name → symbol id (lucide's file name) */
  names: Map<string, string>;
}

/** The icon names app code imports from lucide-react (type imports aside). */
function usedNames(appDir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(appDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      for (const part of m[1]!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ') && /^[A-Z]\w*$/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

const escapeAttr = (v: string | number) => String(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

async function buildSprite(appDir: string): Promise<Sprite> {
  const require = createRequire(join(appDir, 'x.js'));
  const esmDir = join(dirname(require.resolve('lucide-react/package.json')), 'dist', 'esm');
  // `export { default as Search, default as SearchIcon, … } from './icons/search.mjs';`
  const files = new Map<string, string>();
  for (const m of readFileSync(join(esmDir, 'lucide-react.mjs'), 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const part of m[1]!.split(',')) files.set(part.trim().replace(/^default as /, ''), m[2]!);
  }
  const names = new Map<string, string>();
  const symbols = new Map<string, string>();
  for (const name of [...usedNames(appDir)].sort()) {
    const file = files.get(name);
    if (!file) throw new Error(`icon-sprite: lucide-react has no icon ${name}`);
    names.set(name, file);
    if (symbols.has(file)) continue;
    const mod = (await import(pathToFileURL(join(esmDir, 'icons', `${file}.mjs`)).href)) as { __iconData: { node: IconNode } };
    const body = mod.__iconData.node
      .map(([tag, attrs]) => {
        const list = Object.entries(attrs)
          .filter(([k]) => k !== 'key')
          .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
          .join('');
        return `<${tag}${list}/>`;
      })
      .join('');
    // fill and stroke come from the <svg> that uses the symbol (inherited); the symbol's viewBox scales it to that svg
    symbols.set(file, `<symbol id="${file}" viewBox="0 0 24 24">${body}</symbol>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols.values()].join('')}</svg>\n`;
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 8);
  return { url: `/assets/icons-${hash}.svg`, svg, names };
}

/** The module app code gets for `lucide-react`. */
function runtimeModule(sprite: Sprite): string {
  const lines = [
    `import { createElement, forwardRef } from 'react';`,
    `const SPRITE = ${JSON.stringify(sprite.url)};`,
    // lucide's Icon, drawing a <use> of the sprite's symbol instead of the paths. Lucide's defaults (no fill, stroke
    // currentColor 2 wide, round caps and joins) are the style sheet's `:where(.lucide)` rule (base.css), not five
    // attributes on every icon; a prop that departs from them is an inline style.
    `const a11y = (props) => Object.keys(props).some((k) => k.startsWith('aria-') || k === 'role' || k === 'title');`,
    `function icon(id, displayName) {`,
    `  const Icon = forwardRef(({ size = 24, width, height, color, strokeWidth, absoluteStrokeWidth = false, fill, className, style, children, ...rest }, ref) => {`,
    `    const sw = strokeWidth === undefined ? (absoluteStrokeWidth ? 48 / Number(size) : undefined) : absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth;`,
    `    const own = color === undefined && sw === undefined && fill === undefined ? style : { stroke: color, strokeWidth: sw, fill, ...style };`,
    `    return createElement('svg', {`,
    `      ref, width: width ?? size, height: height ?? size, style: own,`,
    `      className: className ? 'lucide lucide-' + id + ' ' + className : 'lucide lucide-' + id,`,
    `      ...(children || a11y(rest) ? {} : { 'aria-hidden': 'true' }),`,
    `      ...rest,`,
    `    }, createElement('use', { href: SPRITE + '#' + id }), children);`,
    `  });`,
    `  Icon.displayName = displayName;`,
    `  return Icon;`,
    `}`,
  ];
  for (const [name, id] of sprite.names) lines.push(`export const ${name} = icon(${JSON.stringify(id)}, ${JSON.stringify(name)});`);
  return lines.join('\n');
}

export function iconSprite(): Plugin {
  let appDir = '';
  let clientBuild = false;
  let sprite: Promise<Sprite> | undefined;
  const get = () => (sprite ??= buildSprite(appDir));
  return {
    name: 'mall-icon-sprite',
    enforce: 'pre',
    configResolved(config) {
      appDir = join(config.root, 'app');
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id, importer) {
      // app code only: lucide-react's own modules, if anything else imports them, stay as they are
      if (id === 'lucide-react' && importer && !importer.includes('node_modules')) return ID;
      return undefined;
    },
    async load(id) {
      if (id !== ID) return undefined;
      return runtimeModule(await get());
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const s = await get();
        if (req.url !== s.url) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(s.svg);
      });
    },
    async generateBundle() {
      if (!clientBuild) return;
      const s = await get();
      this.emitFile({ type: 'asset', fileName: s.url.slice(1), source: s.svg });
    },
  };
}
