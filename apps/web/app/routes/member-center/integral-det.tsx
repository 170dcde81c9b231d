// /member-center/integral-det/{prodId} (default layout, SPEC §2; public): a points product. Without a prodId the
// address is the points mall itself (SPEC: prodId optional).
import { redirect } from 'react-router';
import type { Route } from './+types/integral-det';
import { pageMeta } from '../../lib/meta';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { MALL_PATH } from '../../features/points-mall/api';
import { loadDetail } from '../../features/points-mall/points-mall.server';
import { DetailPage } from '../../features/points-mall/DetailPage';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!params.prodId) throw redirect(`${MALL_PATH}${new URL(request.url).search}`);
  return loadDetail(request, context, params.prodId);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, (t) => (loaderData ? t('pointsMall.meta.detail', { name: loaderData.product.name }) : t('pointsMall.meta.mall')), undefined, undefined, loaderData?.product.description.slice(0, 120) || null);

export const ErrorBoundary = RouteErrorBoundary;

export default function IntegralDet({ loaderData }: Route.ComponentProps) {
  return <DetailPage data={loaderData} />;
}
