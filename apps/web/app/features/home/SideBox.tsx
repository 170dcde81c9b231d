import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleUserRound, Megaphone } from 'lucide-react';
import type { NoticeItem } from '@mall/shared';
import { useSessionUser } from '../../lib/session';

/**
 * The home page's welcome card: logged out, the greeting with login and register; logged in, the buyer's avatar and
 * nickname with their orders and the user center (the top bar greets them too: never 登录/注册 to a logged-in buyer).
 */
export function WelcomeBox({ site }: { site: string }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (user) {
    const pic = user.pic || user.userAvatar;
    return (
      <div className="welcome">
        {pic ? (
          <img src={pic} alt="" width={44} height={44} className="welcome__avatar welcome__avatar--pic" />
        ) : (
          <CircleUserRound size={44} strokeWidth={1.2} aria-hidden="true" className="welcome__avatar" />
        )}
        <p className="welcome__hello">{t('home.helloUser', { name: user.nickName || user.username })}</p>
        <p className="welcome__sub">{t('home.helloUserSub')}</p>
        <div className="welcome__actions">
          <Link to="/user-center/uc-order" className="btn btn--primary btn--sm">
            {t('home.myOrders')}
          </Link>
          <Link to="/user-center" className="btn btn--sm">
            {t('home.userCenter')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="welcome">
      <CircleUserRound size={44} strokeWidth={1.2} aria-hidden="true" className="welcome__avatar" />
      <p className="welcome__hello">{t('home.hello', { site })}</p>
      <p className="welcome__sub">{t('home.helloSub')}</p>
      <div className="welcome__actions">
        <Link to="/login" className="btn btn--primary btn--sm">
          {t('home.login')}
        </Link>
        <Link to="/register" className="btn btn--sm">
          {t('home.register')}
        </Link>
      </div>
    </div>
  );
}

export const noticeHref = (n: NoticeItem): string => `/notice-detail?id=${n.id}&shopId=0`;

export function NoticeBox({ notices }: { notices: NoticeItem[] }) {
  const { t } = useTranslation();
  return (
    <section className="notices" aria-labelledby="home-notices">
      <div className="notices__head">
        <h2 id="home-notices">
          <Megaphone size={14} aria-hidden="true" />
          {t('home.notices')}
        </h2>
        <Link to="/notice-list" className="notices__more">
          {t('home.more')}
        </Link>
      </div>
      {notices.length === 0 ? (
        <p className="notices__empty">{t('home.noNotices')}</p>
      ) : (
        <ul>
          {notices.slice(0, 6).map((n) => (
            <li key={n.id}>
              <Link to={noticeHref(n)} title={n.title}>
                {n.isTop && <span className="notices__tag">{t('home.pinned')}</span>}
                {n.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
