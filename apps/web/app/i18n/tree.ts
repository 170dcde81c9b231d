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
