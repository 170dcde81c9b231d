// /coupons (default layout, SPEC §2 coupon center): claimable coupons with the caller's claim state when logged in.
import type { CouponCard, Paged } from '@mall/shared';
import type { Route } from './+types/coupons';
import { emptyPage, getOr } from '../lib/api';
import { requestLang } from '../lib/lang';
import { pageMeta } from '../lib/meta';
import { tokenOfRequest } from '../lib/auth.server';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { CouponCenter } from '../features/coupon/CouponCenter';
import '../features/catalog/catalog.css';
import '../features/coupon/coupon.css';
import { HEADER_TAB } from '@mall/shared';

/** SPEC §2 header tab type of this page (lib/header-tab.ts) */
export const handle = { headerTab: HEADER_TAB.coupons };

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(raw) && raw > 0 && raw < 10_000 ? raw : 1;
  const lang = requestLang(request);
  const path = `/coupon/center?current=${page}&size=24`;
  const loggedIn = tokenOfRequest(request) !== null;
  let data = loggedIn ? await getOr<Paged<CouponCard> | null>(context, `/p${path}`, lang, null) : null;
  data ??= await getOr<Paged<CouponCard>>(context, path, lang, emptyPage<CouponCard>());
  return { page: data };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('coupon.meta.center'));

export const ErrorBoundary = RouteErrorBoundary;

export default function Coupons({ loaderData }: Route.ComponentProps) {
  return <CouponCenter key={`${loaderData.page.current}-${loaderData.page.records.map((r) => `${r.couponId}:${r.state}`).join(',')}`} page={loaderData.page} />;
}
