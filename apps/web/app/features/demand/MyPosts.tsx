// uc-demand and uc-server (user centre): the caller's own demands or services by state, newest first, paged, each
// with its state (a refusal with its reason) and the quotes it received (accept one, chat with the shop).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClipboardList } from 'lucide-react';
import { DEMAND_STATUSES, type DemandKind, type DemandOwnView, type DemandStatusName, type Paged } from '@mall/shared';
import { Pagination } from '../../components/Pagination';
import { EmptyState } from '../order/ui/FormRow';
import { budgetText, dateText, DEMAND_HREF } from './format';
import { StatusBadge } from './PostCards';
import { Quotes } from './Quotes';
import './demand.css';

export function MyPosts({ kind, status, page }: { kind: DemandKind; status: DemandStatusName | null; page: Paged<DemandOwnView> }) {
  const { t, i18n } = useTranslation();
  const isService = kind === 'service';
  return (
    <section className="uc-card dm-mine" aria-labelledby="dm-mine-title">
      <div className="dm-mine__head">
        <h1 id="dm-mine-title" className="uc-card__title">{t(isService ? 'demand.mine.serviceTitle' : 'demand.mine.demandTitle')}</h1>
        <Link to={DEMAND_HREF.ucPost(kind)} className="btn btn--primary btn--sm">{t(isService ? 'demand.mine.postService' : 'demand.mine.postDemand')}</Link>
      </div>
      <nav className="dm-filter-tabs" aria-label={t('demand.list.status')}>
        {[null, ...DEMAND_STATUSES].map((s) => (
          <Link key={s ?? 'all'} to={s ? `?status=${s}` : '?'} className={s === status ? 'is-current' : undefined} aria-current={s === status ? 'page' : undefined}>
            {s ? t(`demand.status.${s}`) : t('demand.mine.all')}
          </Link>
        ))}
      </nav>
      {page.records.length === 0 ? (
        <EmptyState icon={<ClipboardList size={40} strokeWidth={1.4} />} title={t('demand.mine.empty')} />
      ) : (
        <ul className="dm-mine__list">
          {page.records.map((p) => (
            <li key={p.id} className="dm-mine__item">
              <div className="dm-card__head">
                <Link to={DEMAND_HREF.detail(kind, p.id)} className="dm-card__title">{p.title}</Link>
                <StatusBadge status={p.status} />
              </div>
              <p className="dm-card__meta">
                <span>{p.categoryName}</span><span>{p.regionName}</span>
                <span>{budgetText(t, p.budgetMin, p.budgetMax)}</span>
                <span>{t('demand.card.deadline')} {dateText(p.deadline, i18n.language)}</span>
                <span>{t('demand.mine.quotes', { count: p.quotes.length })}</span>
              </p>
              {p.status === 'refused' && <p className="dm-own__warn">{t('demand.detail.refused', { reason: p.refuseReason ?? '' })}</p>}
              {(p.status === 'pending' || p.status === 'refused') && <Link to={`${DEMAND_HREF.ucPost(kind)}?id=${p.id}`} className="mlink">{t('demand.detail.edit')}</Link>}
              {p.quotes.length > 0 && <Quotes post={p} />}
            </li>
          ))}
        </ul>
      )}
      <Pagination current={page.current} pages={page.pages} />
    </section>
  );
}
