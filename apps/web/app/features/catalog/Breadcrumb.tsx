// Where a list or product sits in the category tree: all products > level 1 > level 2 > level 3 (> product).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { CategoryCrumb } from '@mall/shared';

export const categoryListHref = (c: { categoryId: number; grade: number }) => `/list?cpid=${c.categoryId}&cindex=${c.grade}`;

// the tree walks live with the tree's loading (lib/categories.ts); re-exported for the pages that import them here
export { categoryPath, findCategory } from '../../lib/categories';

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
