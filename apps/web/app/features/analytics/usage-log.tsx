// Sends one usage-log entry per page view: the first load and every client navigation.
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { browserStorage, nextPageView, randomId } from './flow-session';
import { pageIdFor } from './page-ids';

export const NOT_FOUND_ROUTE_ID = 'routes/not-found';

export function UsageLog({ notFound = false }: { notFound?: boolean }) {
  const location = useLocation();
  const matches = useMatches();
  const { i18n } = useTranslation();
  const isNotFound = notFound || matches.some((m) => m.id === NOT_FOUND_ROUTE_ID);
  useEffect(() => {
    const body = nextPageView(
      { storage: browserStorage(), now: Date.now, newId: randomId },
      pageIdFor(location.pathname, isNotFound),
    );
    // Anonymous visitors use /flowAnalysisLog; logged-in users will use /p/flowAnalysisLog (account issue).
    void fetch('/shop-api/flowAnalysisLog', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': i18n.language },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
    // One entry per view: the location key changes on every navigation, not on revalidation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return null;
}
