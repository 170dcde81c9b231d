// A list of hall posts: title (to the detail), category, region, quantity, budget, deadline, state, quotes.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DemandCard } from '@mall/shared';
import { budgetText, dateText, DEMAND_HREF } from './format';

export function StatusBadge({ status }: { status: DemandCard['status'] }) {
  const { t } = useTranslation();
  return <span className={`dm-status dm-status--${status}`}>{t(`demand.status.${status}`)}</span>;
}

export function PostCards({ posts }: { posts: DemandCard[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="dm-cards">
      {posts.map((p) => (
        <li key={p.id} className="dm-card">
          <div className="dm-card__head">
            <Link to={DEMAND_HREF.detail(p.kind, p.id)} className="dm-card__title">{p.title}</Link>
            <StatusBadge status={p.status} />
          </div>
          <p className="dm-card__meta">
            <span>{p.categoryName}</span>
            <span>{p.regionName}</span>
            {p.quantity > 0 && <span>{t('demand.card.quantity')} {p.quantity}{p.unit}</span>}
          </p>
          <p className="dm-card__foot">
            <strong className="dm-card__money">{t(p.kind === 'demand' ? 'demand.card.budget' : 'demand.card.price')} {budgetText(t, p.budgetMin, p.budgetMax)}</strong>
            <span>{t('demand.card.deadline')} {dateText(p.deadline, i18n.language)}</span>
            <span>{t('demand.card.quotes', { count: p.quoteCount })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
