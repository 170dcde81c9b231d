// The top bar's member level next to the greeting (issue 14): read once the page runs in the browser (the top bar is
// part of cached public pages, so the server never renders a user's level into it); a link to the member center.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { MembershipInfo } from '@mall/shared';
import { requestJson } from '../../lib/fetch-json';
import { useShell } from '../../lib/shell';

export function LevelBadge() {
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
  return (
    <Link to="/member-center/member-center" className="topbar__login" style={{ color: '#a0561a' }} data-testid="topbar-level">
      {name}
    </Link>
  );
}
