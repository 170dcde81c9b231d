// Sort tabs, price range and the self-operated / in-stock switches of a product list. Every control changes the
// address (listHref), so the list stays shareable; the price form also works without script (a GET form).
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { PROD_SORT } from '@mall/shared';
import { listHref, type ListParams } from './list-params';

const SORTS = [
  { key: 'comprehensive', sort: PROD_SORT.comprehensive },
  { key: 'sales', sort: PROD_SORT.sales },
  { key: 'newest', sort: PROD_SORT.newest },
  { key: 'reviews', sort: PROD_SORT.reviews },
] as const;

export function ListToolbar({
  params,
  total,
  capped,
  showSelf = true,
}: {
  params: ListParams;
  total: number;
  capped: boolean;
  showSelf?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(search);
  const href = (change: Partial<ListParams>) => listHref(pathname, query, change);
  const id = useId();
  const [min, setMin] = useState(params.minPrice);
  const [max, setMax] = useState(params.maxPrice);
  const [seen, setSeen] = useState(`${params.minPrice}|${params.maxPrice}`);
  if (seen !== `${params.minPrice}|${params.maxPrice}`) {
    setSeen(`${params.minPrice}|${params.maxPrice}`);
    setMin(params.minPrice);
    setMax(params.maxPrice);
  }
  const priceSort = params.sort === PROD_SORT.priceAsc || params.sort === PROD_SORT.priceDesc;

  function onPrice(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const clean = (v: string) => (/^\d+(\.\d{1,2})?$/.test(v.trim()) ? v.trim() : '');
    void navigate(href({ minPrice: clean(min), maxPrice: clean(max) }));
  }

  // the query params the GET form must keep when script is off
  const keep = [...query.entries()].filter(([k]) => !['minPrice', 'maxPrice', 'page'].includes(k));
  return (
    <div className="ltool">
      <ul role="list" className="ltool__sorts" aria-label={t('catalog.list.sortBy')}>
        {SORTS.map((s) => (
          <li key={s.key}>
            <Link
              to={href({ sort: s.sort })}
              className={params.sort === s.sort ? 'is-active' : undefined}
              aria-current={params.sort === s.sort ? 'true' : undefined}
              preventScrollReset
            >
              {t(`catalog.sort.${s.key}`)}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={href({ sort: params.sort === PROD_SORT.priceAsc ? PROD_SORT.priceDesc : PROD_SORT.priceAsc })}
            className={priceSort ? 'is-active' : undefined}
            aria-current={priceSort ? 'true' : undefined}
            aria-label={t(params.sort === PROD_SORT.priceAsc ? 'catalog.sort.priceDesc' : 'catalog.sort.priceAsc')}
            preventScrollReset
          >
            {t('catalog.sort.price')}
            {params.sort === PROD_SORT.priceAsc ? (
              <ArrowUp size={12} aria-hidden="true" />
            ) : params.sort === PROD_SORT.priceDesc ? (
              <ArrowDown size={12} aria-hidden="true" />
            ) : (
              <ArrowUpDown size={12} aria-hidden="true" />
            )}
          </Link>
        </li>
      </ul>
      <form
        className="ltool__price"
        method="get"
        action={pathname}
        onSubmit={onPrice}
        aria-label={t('catalog.list.priceRange')}
      >
        {keep.map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <label htmlFor={`${id}-min`} className="sr-only">
          {t('catalog.list.minPrice')}
        </label>
        <input
          id={`${id}-min`}
          name="minPrice"
          inputMode="decimal"
          placeholder="¥"
          value={min}
          onChange={(e) => setMin(e.target.value)}
          maxLength={10}
        />
        <span aria-hidden="true">-</span>
        <label htmlFor={`${id}-max`} className="sr-only">
          {t('catalog.list.maxPrice')}
        </label>
        <input
          id={`${id}-max`}
          name="maxPrice"
          inputMode="decimal"
          placeholder="¥"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          maxLength={10}
        />
        <button type="submit" className="btn btn--sm">
          {t('catalog.list.apply')}
        </button>
      </form>
      <div className="ltool__checks">
        {showSelf && (
          <label>
            <input
              type="checkbox"
              checked={params.self}
              onChange={(e) => void navigate(href({ self: e.target.checked }), { preventScrollReset: true })}
            />
            {t('catalog.list.selfOnly')}
          </label>
        )}
        <label>
          <input
            type="checkbox"
            checked={params.stock}
            onChange={(e) => void navigate(href({ stock: e.target.checked }), { preventScrollReset: true })}
          />
          {t('catalog.list.inStock')}
        </label>
      </div>
      <p className="ltool__total" role="status">
        {t(capped ? 'catalog.list.totalCapped' : 'catalog.list.total', { count: total })}
      </p>
    </div>
  );
}
