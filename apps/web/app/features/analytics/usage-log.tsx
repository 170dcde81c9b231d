// Sends one usage-log entry per page view (the first load and every client navigation) and the click events of the
// funnel (cart add, order, payment). SPEC §7: a logged-in user's entries go to /p/flowAnalysisLog (the API takes the
// user from the token), an anonymous visitor's to /flowAnalysisLog. A product page view carries bizType 1 and the
// product id, a shop home view bizType 5 and the shop id (FLOW_BIZ).
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FLOW_BIZ, type FlowLogBody } from '@mall/shared';
import { useSessionUser } from '../../lib/session';
import { browserStorage, clickEvent, nextPageView, randomId } from './flow-session';
import { pageIdFor } from './page-ids';

export const NOT_FOUND_ROUTE_ID = 'routes/not-found';

/** Whether the page was rendered for a logged-in user (read by the click events, which have no hook). */
let loggedIn = false;

function send(body: FlowLogBody, lang: string, user: boolean): void {
  void fetch(user ? '/shop-api/p/flowAnalysisLog' : '/shop-api/flowAnalysisLog', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/** The business part of a page view: a product page (its id) or a shop home (its id). */
export function bizOfView(pathname: string, search: string): { bizType: number; bizData: string } | null {
  const detail = /^\/detail\/(\d{1,9})\/?$/.exec(pathname);
  if (detail) return { bizType: FLOW_BIZ.productView, bizData: detail[1]! };
  if (/^\/shopIndex\/?$/.test(pathname)) {
    const sid = new URLSearchParams(search).get('sid');
    if (sid && /^\d{1,9}$/.test(sid)) return { bizType: FLOW_BIZ.shopView, bizData: sid };
  }
  return null;
}

/** A funnel click: cart add (prodId, quantity), order submitted or paid (order numbers). Never throws. */
export function logFlowEvent(
  lang: string,
  event: { kind: 'cartAdd'; prodId: number; count: number } | { kind: 'order' | 'pay'; orderNumbers: string[] },
): void {
  try {
    const deps = { storage: browserStorage(), now: Date.now, newId: randomId };
    const body =
      event.kind === 'cartAdd'
        ? clickEvent(deps, { bizType: FLOW_BIZ.cartAdd, bizData: String(event.prodId), nums: event.count })
        : clickEvent(deps, { bizType: FLOW_BIZ[event.kind], orderNumbers: event.orderNumbers.join(',').slice(0, 500) });
    send(body, lang, loggedIn);
  } catch {
    /* usage logging never breaks a page */
  }
}

export function UsageLog({ notFound = false }: { notFound?: boolean }) {
  const location = useLocation();
  const matches = useMatches();
  const user = useSessionUser();
  const { i18n } = useTranslation();
  const isNotFound = notFound || matches.some((m) => m.id === NOT_FOUND_ROUTE_ID);
  useEffect(() => {
    loggedIn = user !== null;
  }, [user]);
  useEffect(() => {
    const view = nextPageView(
      { storage: browserStorage(), now: Date.now, newId: randomId },
      pageIdFor(location.pathname, isNotFound),
    );
    const biz = isNotFound ? null : bizOfView(location.pathname, location.search);
    send(biz ? { ...view, ...biz } : view, i18n.language, user !== null);
    // One entry per view: the location key changes on every navigation, not on revalidation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return null;
}
