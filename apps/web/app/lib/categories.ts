// The category tree as pages use it (decision 024): only the fields they render (id, name, level; icons on level 1),
// never in the root loader's data. The home page's loader sends it for the panel beside the banner, the list's loader
// sends only the path and the sub-categories it shows, and the drop-down panel of the other pages loads it when it is
// first about to open (hover, focus or click), once per page view and language.
import { useEffect, useState } from 'react';
import type { AppLoadContext } from 'react-router';
import type { CategoryCrumb, CategoryNode, Lang } from '@mall/shared';
import { getOr } from './api';
import { requestJson } from './fetch-json';

export interface NavCategory {
  categoryId: number;
  categoryName: string;
  grade: number;
  icon?: string | null;
  categories: NavCategory[];
}

/** What the panel and the list render of a tree: names, ids, levels, and the icons of level 1. */
export function slimTree(nodes: CategoryNode[], level = 1): NavCategory[] {
  return nodes.map((n) => ({
    categoryId: n.categoryId,
    categoryName: n.categoryName,
    grade: n.grade,
    ...(level === 1 ? { icon: n.icon } : {}),
    categories: slimTree(n.categories ?? [], level + 1),
  }));
}

/** The tree in a loader (the in-process call is answered from the shell cache of apps/api platform/shell-cache.ts). */
export async function loadCategoryTree(context: AppLoadContext, lang: Lang): Promise<NavCategory[]> {
  const tree = await getOr<CategoryNode[]>(context, '/category/categoryInfo', lang, []);
  return Array.isArray(tree) ? slimTree(tree) : [];
}

/** The path from the top of the tree to a category, or [] when it is not in the tree. */
export function categoryPath(tree: NavCategory[], categoryId: number | null): CategoryCrumb[] {
  if (!categoryId) return [];
  const walk = (nodes: NavCategory[], trail: CategoryCrumb[]): CategoryCrumb[] | null => {
    for (const n of nodes) {
      const here = [...trail, { categoryId: n.categoryId, categoryName: n.categoryName, grade: n.grade }];
      if (n.categoryId === categoryId) return here;
      const found = walk(n.categories, here);
      if (found) return found;
    }
    return null;
  };
  return walk(tree, []) ?? [];
}

/** The node of a category in the tree. */
export function findCategory(tree: NavCategory[], categoryId: number | null): NavCategory | undefined {
  if (!categoryId) return undefined;
  for (const n of tree) {
    if (n.categoryId === categoryId) return n;
    const found = findCategory(n.categories, categoryId);
    if (found) return found;
  }
  return undefined;
}

// ---- in the browser: the drop-down panel's tree, loaded on demand ----

const loaded = new Map<Lang, Promise<NavCategory[]>>();

function fetchTree(lang: Lang): Promise<NavCategory[]> {
  let p = loaded.get(lang);
  if (!p) {
    p = requestJson<CategoryNode[]>('/shop-api/category/categoryInfo', { lang }).then((r) =>
      r.status === 200 && Array.isArray(r.data) ? slimTree(r.data) : Promise.reject(new Error(`HTTP ${r.status}`)),
    );
    p.catch(() => loaded.delete(lang)); // a failed load is tried again on the next hover
    loaded.set(lang, p);
  }
  return p;
}

/** The tree once `wanted` has been true (null until it arrives, and on the server). */
export function useCategoryTree(lang: Lang, wanted: boolean): NavCategory[] | null {
  const [tree, setTree] = useState<{ lang: Lang; nodes: NavCategory[] } | null>(null);
  useEffect(() => {
    if (!wanted || tree?.lang === lang) return;
    let live = true;
    fetchTree(lang).then(
      (nodes) => live && setTree({ lang, nodes }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang, wanted, tree?.lang]);
  return tree?.lang === lang ? tree.nodes : null;
}

/** Forgets the loaded trees (tests). */
export function resetCategoryTrees() {
  loaded.clear();
}
