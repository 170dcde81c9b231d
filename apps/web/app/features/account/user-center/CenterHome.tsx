// The user center's index (SPEC §2, §3, §4): who is logged in, the order counts of centerInfo (zeros until orders
// exist), the shop status message, and quick links to the settings.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert, Store } from 'lucide-react';
import { ORDER_STATUS, SHOP_STATUS, type CenterInfo, type OrderCountData, type UserInfo } from '@mall/shared';
import { Avatar } from './Avatar';
import { shopNoticeKey } from './shop-status';
import { ChatUnreadLink } from '../../chat/UnreadLink';
import { LevelBadge } from '../../membership/LevelBadge';

const ORDER_COUNTS: (keyof OrderCountData)[] = ['unPay', 'payed', 'consignment', 'unComment', 'refund'];
/** where each count leads: the order tab of its state, the open after-sales requests */
const COUNT_HREF: Record<keyof OrderCountData, string> = {
  unPay: `/user-center/uc-order?status=${ORDER_STATUS.unpaid}`,
  payed: `/user-center/uc-order?status=${ORDER_STATUS.pendingDelivery}`,
  consignment: `/user-center/uc-order?status=${ORDER_STATUS.shipped}`,
  unComment: `/user-center/uc-order?status=${ORDER_STATUS.pendingEvaluation}`,
  refund: '/user-center/uc-return',
};

export function CenterHome({ user, center }: { user: UserInfo; center: CenterInfo }) {
  const { t, i18n } = useTranslation();
  const shop = shopNoticeKey(center.shopStatus);
  return (
    <div className="uc-home">
      <section className="uc-card uc-home__profile" aria-labelledby="uc-home-name">
        <Avatar src={user.pic} alt={t('acct.center.avatarAlt', { name: user.nickName })} size={80} />
        <div className="uc-home__who">
          <h1 id="uc-home-name">{t('acct.center.hello', { name: user.nickName })}</h1>
          <p className="uc-muted">{t('acct.center.username', { name: user.username })}</p>
          <LevelBadge variant="center" />
          <p className="uc-home__links">
            <Link to="/user-center/uc-account">{t('acct.center.editProfile')}</Link>
            <Link to="/user-center/security">{t('acct.center.security')}</Link>
            <ChatUnreadLink lang={i18n.language} variant="center" />
          </p>
        </div>
        <div
          className={`uc-home__shop uc-home__shop--${shop.tone}`}
          role={shop.tone === 'warning' ? 'note' : undefined}
        >
          {shop.tone === 'ok' ? <Store size={18} aria-hidden="true" /> : <CircleAlert size={18} aria-hidden="true" />}
          <span>{t(shop.key)}</span>
          {shop.tone === 'ok' && center.shopId !== null && (
            <Link to={`/shopIndex?sid=${center.shopId}`} className="btn btn--sm">
              {t('acct.center.visitShop')}
            </Link>
          )}
          {shop.tone !== 'ok' && (
            <Link to={center.shopStatus === SHOP_STATUS.none ? '/shopApply' : '/user-center/uc-shopaccount'} className="btn btn--sm">
              {t(center.shopStatus === SHOP_STATUS.none ? 'storeApply.apply' : 'storeApply.viewApply')}
            </Link>
          )}
        </div>
      </section>
      <section className="uc-card" aria-labelledby="uc-home-orders">
        <h2 id="uc-home-orders" className="uc-card__title">
          {t('acct.center.orders')}
        </h2>
        <ul className="uc-home__counts">
          {ORDER_COUNTS.map((k) => (
            <li key={k}>
              <Link to={COUNT_HREF[k]} className="uc-home__count">
                <strong>{center.orderCountData[k]}</strong>
                <span>{t(`acct.center.count.${k}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
