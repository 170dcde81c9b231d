import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleUserRound, Megaphone } from 'lucide-react';
import type { NoticeItem } from '@mall/shared';

export function WelcomeBox({ site }: { site: string }) {
  const { t } = useTranslation();
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
