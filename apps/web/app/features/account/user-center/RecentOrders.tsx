// The user center index's order list (SPEC §2: /user-center?currentPage=): the newest orders, a page at a time.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderSummary, Paged } from '@mall/shared';
import { Price } from '../../../components/Price';
import { imgUrl } from '../../../lib/images';
import { Pagination } from '../../../components/Pagination';
import { formatTime } from '../../order/format';
import { statusKey, statusTone } from '../../order/status';

export function RecentOrders({ page }: { page: Paged<OrderSummary> }) {
  const { t } = useTranslation();
  return (
    <section className="uc-card uc-recent" aria-labelledby="uc-recent-title">
      <div className="uc-recent__head">
        <h2 id="uc-recent-title" className="uc-card__title">
          {t('sitePages.recentOrders.title')}
        </h2>
        <Link to="/user-center/uc-order">{t('sitePages.recentOrders.all')}</Link>
      </div>
      {page.records.length === 0 ? (
        <p className="uc-muted">
          {t('sitePages.recentOrders.empty')}
          {/* a ?currentPage= past the last page (an old link): the way back to the newest orders */}
          {page.current > 1 && (
            <>
              {' '}
              <Link to="/user-center" className="uc-recent__first">{t('sitePages.recentOrders.first')}</Link>
            </>
          )}
        </p>
      ) : (
        <ul className="uc-recent__list">
          {page.records.map((o) => (
            <li key={o.orderNumber} className="uc-recent__row">
              <span className="uc-recent__pics" aria-hidden="true">
                {o.items.slice(0, 3).map((it) => (
                  <img key={it.orderItemId} src={imgUrl(it.pic, 200)} alt="" width={48} height={48} loading="lazy" />
                ))}
              </span>
              <span className="uc-recent__main">
                <span className="uc-recent__num">{t('sitePages.recentOrders.number', { n: o.orderNumber })}</span>
                <span className="uc-muted">
                  {o.shopName} · <time dateTime={o.createTime}>{formatTime(o.createTime).slice(0, 10)}</time> ·{' '}
                  {t('sitePages.recentOrders.items', { count: o.productCount })}
                </span>
              </span>
              <Price fen={o.actualTotal} size="sm" />
              <span className={`uo-order__status is-${statusTone(o.status)}`}>{t(statusKey(o.status))}</span>
              <Link to={`/order-detail?orderNumber=${encodeURIComponent(o.orderNumber)}`} className="btn btn--sm">
                {t('sitePages.recentOrders.view')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination current={page.current} pages={page.pages} param="currentPage" />
    </section>
  );
}
