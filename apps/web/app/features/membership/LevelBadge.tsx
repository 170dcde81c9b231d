// The member level (issue 14) beside the top bar's greeting, on the user center's home and on uc-account: read once
// the page runs in the browser (the top bar is part of cached public pages, so the server never renders a user's
// level into it); a link to the member center.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MembershipInfo } from '@mall/shared';
import { requestJson } from '../../lib/fetch-json';
import { useShell } from '../../lib/shell';

export function LevelBadge({ variant = 'topbar' }: { variant?: 'topbar' | 'center' }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void requestJson<MembershipInfo>('/shop-api/p/membership/info', { lang }).then((r) => {
      if (live && r.status === 200) setName(r.data.level?.name ?? null);
    }).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lang]);
  if (!name) return null;
  const link = (
    <Link to="/member-center/member-center" className={variant === 'topbar' ? 'topbar__login' : undefined} style={{ color: '#a0561a' }} data-testid={`${variant}-level`}>
      {name}
    </Link>
  );
  return variant === 'topbar' ? link : <p className="uc-muted">{t('membership.levelLabel')}{link}</p>;
}
