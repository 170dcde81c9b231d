// /user-center/uc-coupons: my coupons by state, not used / used / expired (features/coupon/MyCoupons.tsx).
import type { MyCouponCounts, Paged, UserCoupon } from '@mall/shared';
import type { Route } from './+types/uc-coupons';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { MyCoupons, STATUS_PARAM } from '../../features/coupon/MyCoupons';
import '../../features/catalog/catalog.css';
import '../../features/coupon/coupon.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const s = Number(url.searchParams.get(STATUS_PARAM));
  const status = s === 1 || s === 2 ? s : 0;
  const raw = Number(url.searchParams.get('page'));
  const current = Number.isInteger(raw) && raw > 0 && raw < 10_000 ? raw : 1;
  const page = await getForUser<Paged<UserCoupon> & { counts: MyCouponCounts }>(request, context, `/p/coupon/my?status=${status}&current=${current}&size=20`);
  return { status, page };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('coupon.meta.mine'));

export default function UcCoupons({ loaderData }: Route.ComponentProps) {
  return <MyCoupons status={loaderData.status} page={loaderData.page} />;
}
