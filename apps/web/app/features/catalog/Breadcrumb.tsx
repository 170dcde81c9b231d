// Where a list or product sits in the category tree: all products > level 1 > level 2 > level 3 (> product).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { CategoryCrumb, CategoryNode } from '@mall/shared';

export const categoryListHref = (c: { categoryId: number; grade: number }) => `/list?cpid=${c.categoryId}&cindex=${c.grade}`;

/** The path from the top of the tree to a category, or [] when it is not in the tree. */
export function categoryPath(tree: CategoryNode[], categoryId: number | null): CategoryCrumb[] {
  if (!categoryId) return [];
  const walk = (nodes: CategoryNode[], trail: CategoryCrumb[]): CategoryCrumb[] | null => {
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
export function findCategory(tree: CategoryNode[], categoryId: number | null): CategoryNode | undefined {
  if (!categoryId) return undefined;
  for (const n of tree) {
    if (n.categoryId === categoryId) return n;
    const found = findCategory(n.categories, categoryId);
    if (found) return found;
  }
  return undefined;
}

export function Breadcrumb({ path, current }: { path: CategoryCrumb[]; current?: string }) {
  const { t } = useTranslation();
  return (
    <nav className="crumbs" aria-label={t('catalog.list.breadcrumb')}>
      <ol>
        <li>
          <Link to="/list">{t('catalog.list.all')}</Link>
        </li>
        {path.map((c, i) => (
          <li key={c.categoryId}>
            <ChevronRight size={12} aria-hidden="true" />
            {i === path.length - 1 && !current ? (
              <span aria-current="page">{c.categoryName}</span>
            ) : (
              <Link to={categoryListHref(c)}>{c.categoryName}</Link>
            )}
          </li>
        ))}
        {current && (
          <li>
            <ChevronRight size={12} aria-hidden="true" />
            <span aria-current="page" className="crumbs__current">
              {current}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}
