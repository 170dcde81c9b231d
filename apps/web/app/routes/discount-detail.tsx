// /discount-detail?id= (default layout, SPEC §2): one special discount and its products; an unknown one is the
// not-found page (404); one that has ended (the API answers 204, SPEC §8) says so and goes to the home page.
import { data } from 'react-router';
import type { DiscountDetail } from '@mall/shared';
import type { Route } from './+types/discount-detail';
import { ActivityEnded } from '../features/site-pages/ActivityEnded';
import { requestLang } from '../lib/lang';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { DiscountDetailPage } from '../features/discount/DiscountDetailPage';
import '../features/catalog/catalog.css';
import { HEADER_TAB } from '@mall/shared';

/** SPEC §2 header tab type of this page (lib/header-tab.ts) */
export const handle = { headerTab: HEADER_TAB.specialDiscount };

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('id');
  if (!id || !/^\d{1,12}$/.test(id)) throw data(null, { status: 404 });
  const lang = requestLang(request);
  const res = await context.mall.api<DiscountDetail | null>(`/discount/detail?id=${id}`, { lang });
  if (res.status === 204) return { discount: null, ended: true as const };
  if (res.status === 200 && res.data) return { discount: res.data, ended: false as const };
  throw data(null, { status: res.status === 404 || res.status === 400 ? 404 : res.status });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => pageMeta(matches, (t) => loaderData?.discount?.name ?? t('discount.meta.detail'));

export const ErrorBoundary = RouteErrorBoundary;

export default function DiscountDetailRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.ended || !loaderData.discount) return <ActivityEnded />;
  return <DiscountDetailPage discount={loaderData.discount} />;
}
