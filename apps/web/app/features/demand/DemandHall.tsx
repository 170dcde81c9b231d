// /demand/demand-hall: the landing of the demand and service hall — search, counts, the latest demands and services,
// the ways to post.
import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DemandHall as Hall } from '@mall/shared';
import { DEMAND_HREF } from './format';
import { PostCards } from './PostCards';
import './demand.css';

export function DemandHall({ hall }: { hall: Hall }) {
  const { t } = useTranslation();
  const column = (kind: 'demand' | 'service') => {
    const posts = kind === 'demand' ? hall.demands : hall.services;
    return (
      <section className="dm-col" aria-labelledby={`dm-latest-${kind}`}>
        <div className="dm-col__head">
          <h2 id={`dm-latest-${kind}`}>{t(kind === 'demand' ? 'demand.hall.latestDemands' : 'demand.hall.latestServices')}</h2>
          <Link to={DEMAND_HREF.list(kind)} className="mlink">{t('demand.hall.more')}</Link>
        </div>
        {posts.length ? <PostCards posts={posts} /> : <p className="dm-none">{t('demand.hall.none')}</p>}
      </section>
    );
  };
  return (
    <div className="container dm-page">
      <section className="dm-hero" aria-labelledby="dm-hall-title">
        <div className="dm-hero__text">
          <h1 id="dm-hall-title">{t('demand.hall.title')}</h1>
          <p>{t('demand.hall.lead')}</p>
          <Form method="get" action={DEMAND_HREF.list('demand')} className="dm-search" role="search">
            <input type="search" name="keyword" aria-label={t('demand.hall.search')} placeholder={t('demand.hall.search')} maxLength={50} />
            <button type="submit" className="btn btn--primary">{t('demand.hall.searchButton')}</button>
          </Form>
        </div>
        <dl className="dm-counts">
          <div><dt>{t('demand.hall.demands')}</dt><dd>{hall.counts.demands}</dd></div>
          <div><dt>{t('demand.hall.services')}</dt><dd>{hall.counts.services}</dd></div>
          <div><dt>{t('demand.hall.quotes')}</dt><dd>{hall.counts.quotes}</dd></div>
        </dl>
        <div className="dm-hero__actions">
          <Link to={DEMAND_HREF.post('demand')} className="btn btn--primary">{t('demand.hall.postDemand')}</Link>
          <Link to={DEMAND_HREF.post('service')} className="btn">{t('demand.hall.postService')}</Link>
        </div>
      </section>
      <div className="dm-cols">
        {column('demand')}
        {column('service')}
      </div>
    </div>
  );
}
