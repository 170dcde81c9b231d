// The categories page of the phone's tab bar (/categories, issue 16): level 1 down the left as anchors, each level 1
// on the right with its levels 2 and 3 as links to their lists. No script needed; also fine on a desktop.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavCategory } from '../../lib/categories';
import { categoryHref } from '../../components/CategoryPanel';

export function CategoriesPage({ categories }: { categories: NavCategory[] }) {
  const { t } = useTranslation();
  return (
    <div className="container phone-cats">
      <h1 className="phone-cats__title">{t('phone.categoriesTitle')}</h1>
      {categories.length === 0 ? (
        <p className="empty-note">{t('phone.categoriesEmpty')}</p>
      ) : (
        <div className="phone-cats__body">
          <nav className="phone-cats__l1" aria-label={t('phone.categoriesTitle')}>
            <ul>
              {categories.map((c1) => (
                <li key={c1.categoryId}>
                  <a href={`#cat-${c1.categoryId}`}>{c1.categoryName}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="phone-cats__groups">
            {categories.map((c1) => (
              <section key={c1.categoryId} id={`cat-${c1.categoryId}`} className="phone-cats__group" aria-labelledby={`cat-h-${c1.categoryId}`}>
                <h2 id={`cat-h-${c1.categoryId}`}>
                  <Link to={categoryHref(c1, 1)}>{t('phone.allOf', { name: c1.categoryName })}</Link>
                </h2>
                {c1.categories.map((c2) => (
                  <div key={c2.categoryId} className="phone-cats__l2">
                    <h3>
                      <Link to={categoryHref(c2, 2)}>{c2.categoryName}</Link>
                    </h3>
                    {c2.categories.length > 0 && (
                      <ul>
                        {c2.categories.map((c3) => (
                          <li key={c3.categoryId}>
                            <Link to={categoryHref(c3, 3)}>{c3.categoryName}</Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                ))}
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
