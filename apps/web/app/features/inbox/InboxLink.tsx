// The top bar's link to the mall inbox with the unread count of the in-site messages (after-sales notices, pre-sale
// messages): read in the browser after the page shows (no cost to the server render), like the chat's count.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import { INBOX_HREF, inboxUnread } from './api';
import './inbox.css';

export function InboxLink({ lang, className = '' }: { lang: string; className?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    void inboxUnread(lang).then((r) => live && r.status === 200 && setN(r.data.unread));
    return () => {
      live = false;
    };
  }, [lang, pathname, search]); // read again after a page is opened (reading messages there clears them)
  return (
    <Link to={INBOX_HREF} className={`inbox-link ${className}`} aria-label={n > 0 ? t('inbox.linkUnread', { count: n }) : t('inbox.link')} data-testid="inbox-link">
      <Bell size={12} aria-hidden="true" />
      <span>{t('inbox.link')}</span>
      {n > 0 && <span className="inbox-link__n" aria-hidden="true">{n > 99 ? '99+' : n}</span>}
    </Link>
  );
}
