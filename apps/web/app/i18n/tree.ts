// The i18next resource tree of one language: the shared catalogue's flat keys ('search.productNameEmpty') nested,
// then the app's texts and each feature's texts merged over it.
export type Tree = { [key: string]: string | Tree };

function setPath(tree: Tree, path: string[], value: string): void {
  let node = tree;
  path.forEach((part, i) => {
    if (i === path.length - 1) {
      node[part] = value;
      return;
    }
    const next = node[part];
    if (typeof next === 'object') node = next;
    else node = node[part] = {};
  });
}

export function deepMerge(into: Tree, from: Tree): Tree {
  for (const [k, v] of Object.entries(from)) {
    const cur = into[k];
    if (typeof v === 'object' && typeof cur === 'object') deepMerge(cur, v);
    else into[k] = typeof v === 'object' ? deepMerge({}, v) : v;
  }
  return into;
}

export function textTree(shared: Record<string, string>, app: Tree, features: Tree[]): Tree {
  const tree: Tree = {};
  for (const [key, text] of Object.entries(shared)) setPath(tree, key.split('.'), text);
  return [app, ...features].reduce((acc, part) => deepMerge(acc, part), tree);
}

/** Flattened key list of a tree ('a.b.c'), for parity checks. */
export function flatKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' ? flatKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/**
 * Texts of features that live in more-texts.<lang>.ts which the home page shows as well (top bar, toasts; decision
 * 024). A key also brings its plural forms (key_one, key_other). i18n.test.ts checks that every key the home page's
 * code names is in its chunk.
 */
export const HOME_PICKS = [
  'chat.center',
  'chat.centerUnread',
  'chat.topbar',
  'chat.topbarUnread',
  'demand.topbar',
  'membership.levelLabel',
  'sitePages.activityEnded',
  'storeApply.notPassed',
];

/** The texts at the given keys (and their plural forms) of some trees, as one tree. */
export function pickKeys(trees: Tree[], keys: string[]): Tree {
  const out: Tree = {};
  for (const key of keys) {
    const path = key.split('.');
    const last = path.pop()!;
    for (const tree of trees) {
      let node: Tree | string | undefined = tree;
      for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
      if (typeof node !== 'object') continue;
      for (const [k, v] of Object.entries(node)) {
        if (typeof v === 'string' && (k === last || k.startsWith(`${last}_`))) setPath(out, [...path, k], v);
      }
    }
  }
  return out;
}
