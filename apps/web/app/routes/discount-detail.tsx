// /discount-detail?id= (default layout, SPEC §2): one special discount and its products; an unknown or ended
// discount is the not-found page (404).
import { data } from 'react-router';
import type { DiscountDetail } from '@mall/shared';
import type { Route } from './+types/discount-detail';
import { getOrThrow } from '../lib/api';
import { requestLang } from '../lib/lang';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { DiscountDetailPage } from '../features/discount/DiscountDetailPage';
import '../features/catalog/catalog.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('id');
  if (!id || !/^\d{1,12}$/.test(id)) throw data(null, { status: 404 });
  return { discount: await getOrThrow<DiscountDetail>(context, `/discount/detail?id=${id}`, requestLang(request)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, (t) => loaderData?.discount.name ?? t('discount.meta.detail'));

export const ErrorBoundary = RouteErrorBoundary;

export default function DiscountDetailRoute({ loaderData }: Route.ComponentProps) {
  return <DiscountDetailPage discount={loaderData.discount} />;
}
