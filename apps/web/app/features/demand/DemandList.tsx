// /demand/demand-list and /demand/service-list: published, closed and expired posts of one kind, filtered by
// category, region, budget (yuan) and state, with a keyword; paged (?page=). The filters are a GET form.
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEMAND_PUBLIC_STATUSES, type DemandCard, type DemandKind, type Paged } from '@mall/shared';
import { Pagination } from '../../components/Pagination';
import { DEMAND_HREF } from './format';
import { PostCards } from './PostCards';
import './demand.css';

export interface Option { value: string; label: string }
export interface DemandFilters { categoryId: string; regionCode: string; budgetFrom: string; budgetTo: string; status: string; keyword: string }

export function DemandList({ kind, page, filters, categories, regions }: { kind: DemandKind; page: Paged<DemandCard>; filters: DemandFilters; categories: Option[]; regions: Option[] }) {
  const { t } = useTranslation();
  const select = (name: keyof DemandFilters, label: string, options: Option[]) => (
    <label className="dm-filter">
      <span>{label}</span>
      <select name={name} defaultValue={filters[name]}>
        <option value="">{t('demand.list.all')}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </label>
  );
  return (
    <div className="container dm-page">
      <nav className="dm-kinds" aria-label={t('demand.meta.hall')}>
        <Link to="/demand/demand-hall">{t('demand.meta.hall')}</Link>
        {(['demand', 'service'] as const).map((k) => (
          <Link key={k} to={DEMAND_HREF.list(k)} className={k === kind ? 'is-current' : undefined} aria-current={k === kind ? 'page' : undefined}>
            {t(k === 'demand' ? 'demand.list.demandTitle' : 'demand.list.serviceTitle')}
          </Link>
        ))}
        <Link to={DEMAND_HREF.post(kind)} className="btn btn--primary dm-kinds__post">{t(kind === 'demand' ? 'demand.hall.postDemand' : 'demand.hall.postService')}</Link>
      </nav>
      <h1 className="dm-title">{t(kind === 'demand' ? 'demand.list.demandTitle' : 'demand.list.serviceTitle')}</h1>
      <Form method="get" className="dm-filters">
        <label className="dm-filter dm-filter--wide">
          <span>{t('demand.list.keyword')}</span>
          <input type="search" name="keyword" defaultValue={filters.keyword} maxLength={50} />
        </label>
        {select('categoryId', t('demand.list.category'), categories)}
        {select('regionCode', t('demand.list.region'), regions)}
        <fieldset className="dm-filter dm-filter--range">
          <legend>{t(kind === 'demand' ? 'demand.list.budget' : 'demand.list.price')}</legend>
          <input name="budgetFrom" inputMode="decimal" aria-label={t('demand.list.from')} placeholder={t('demand.list.from')} defaultValue={filters.budgetFrom} maxLength={12} />
          <span aria-hidden="true">-</span>
          <input name="budgetTo" inputMode="decimal" aria-label={t('demand.list.to')} placeholder={t('demand.list.to')} defaultValue={filters.budgetTo} maxLength={12} />
        </fieldset>
        {select('status', t('demand.list.status'), DEMAND_PUBLIC_STATUSES.map((s) => ({ value: s, label: t(`demand.status.${s}`) })))}
        <div className="dm-filters__actions">
          <button type="submit" className="btn btn--primary">{t('demand.list.filter')}</button>
          <Link to={DEMAND_HREF.list(kind)} className="btn">{t('demand.list.reset')}</Link>
        </div>
      </Form>
      <p className="dm-total">{t('demand.list.total', { count: page.total })}</p>
      {page.records.length ? <PostCards posts={page.records} /> : <p className="dm-none">{t('demand.list.empty')}</p>}
      <Pagination current={page.current} pages={page.pages} />
    </div>
  );
}
