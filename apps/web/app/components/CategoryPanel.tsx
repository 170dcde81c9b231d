// The three-level category panel (SPEC §2): level 1 in a column, levels 2 and 3 in a fly-out on hover or focus.
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { NavCategory } from '../lib/categories';

/** Product list of a category: cpid = category id, cindex = its level (1-3). */
export function categoryHref(node: NavCategory, level: 1 | 2 | 3): string {
  return `/list?${new URLSearchParams({ cpid: String(node.categoryId), cindex: String(level) })}`;
}

export function CategoryPanel({ categories, id, label }: { categories: NavCategory[]; id?: string; label: string }) {
  return (
    <nav className="catpanel" id={id} aria-label={label}>
      <ul className="catpanel__l1">
        {categories.map((c1) => (
          <li key={c1.categoryId} className="catpanel__item">
            <Link to={categoryHref(c1, 1)} className="catpanel__l1link">
              {c1.icon ? <img src={c1.icon} alt="" width={18} height={18} loading="lazy" decoding="async" /> : null}
              <span className="catpanel__l1name">{c1.categoryName}</span>
              <ChevronRight size={14} aria-hidden="true" className="catpanel__arrow" />
            </Link>
            {c1.categories.length > 0 && (
              <div className="catpanel__flyout">
                {c1.categories.map((c2) => (
                  <dl key={c2.categoryId} className="catpanel__group">
                    <dt>
                      <Link to={categoryHref(c2, 2)}>
                        {c2.categoryName}
                        <ChevronRight size={12} aria-hidden="true" />
                      </Link>
                    </dt>
                    <dd>
                      {c2.categories.map((c3) => (
                        <Link key={c3.categoryId} to={categoryHref(c3, 3)}>
                          {c3.categoryName}
                        </Link>
                      ))}
                    </dd>
                  </dl>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
