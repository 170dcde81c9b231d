// Lower part of the product page: description (sanitized HTML from the API), specifications, reviews.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareText } from 'lucide-react';
import type { ProdDetail } from '@mall/shared';

type Tab = 'desc' | 'specs' | 'reviews';
const TABS: Tab[] = ['desc', 'specs', 'reviews'];

/** `reviews`: the review section (features/review/ProductReviews) with its count for the tab; an empty state when absent. */
export function DetailTabs({ product, reviews }: { product: ProdDetail; reviews?: { count: number; node: ReactNode } }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('desc');
  const id = useId();
  const onKey = (e: KeyboardEvent) => {
    const i = TABS.indexOf(tab);
    const next = e.key === 'ArrowRight' ? TABS[(i + 1) % TABS.length] : e.key === 'ArrowLeft' ? TABS[(i + TABS.length - 1) % TABS.length] : null;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  const rows: [string, string][] = [
    [t('catalog.specs.category'), product.categoryPath.map((c) => c.categoryName).join(' > ')],
    ...product.specAxes.map((a): [string, string] => [a.name, a.values.join(t('catalog.specs.separator'))]),
    [t('catalog.specs.goodsType'), t(product.goodsType === 1 ? 'catalog.specs.virtual' : 'catalog.specs.physical')],
    ...(product.weight > 0 ? [[t('catalog.specs.weight'), t('catalog.specs.grams', { count: product.weight })] as [string, string]] : []),
    [t('catalog.specs.shop'), product.shop.shopName],
  ];
  return (
    <section className="dtabs" aria-label={t('catalog.detail.moreInfo')}>
      <div className="dtabs__bar" role="tablist" aria-label={t('catalog.detail.moreInfo')} onKeyDown={onKey}>
        {TABS.map((k) => (
          <button
            key={k}
            id={`${id}-${k}`}
            type="button"
            role="tab"
            aria-selected={tab === k}
            aria-controls={`${id}-${k}-panel`}
            tabIndex={tab === k ? 0 : -1}
            className={tab === k ? 'is-active' : undefined}
            onClick={() => setTab(k)}
          >
            {t(`catalog.detail.tab.${k}`)}
            {k === 'reviews' && reviews?.count ? ` (${reviews.count})` : null}
          </button>
        ))}
      </div>
      <div id={`${id}-desc-panel`} role="tabpanel" aria-labelledby={`${id}-desc`} hidden={tab !== 'desc'} className="dtabs__panel rich">
        <div dangerouslySetInnerHTML={{ __html: product.content }} />
      </div>
      <div id={`${id}-specs-panel`} role="tabpanel" aria-labelledby={`${id}-specs`} hidden={tab !== 'specs'} className="dtabs__panel">
        <table className="spec-table">
          <tbody>
            {rows.map(([k, v]) => (
              <tr key={k}>
                <th scope="row">{k}</th>
                <td>{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div id={`${id}-reviews-panel`} role="tabpanel" aria-labelledby={`${id}-reviews`} hidden={tab !== 'reviews'} className="dtabs__panel">
        {reviews?.node ?? (
          <div className="reviews-empty">
            <div className="reviews-empty__score" aria-hidden="true">
              <strong>—</strong>
              <span>{t('catalog.reviews.rate')}</span>
            </div>
            <MessageSquareText size={40} strokeWidth={1.4} aria-hidden="true" />
            <p>{t('catalog.reviews.none')}</p>
          </div>
        )}
      </div>
    </section>
  );
}
