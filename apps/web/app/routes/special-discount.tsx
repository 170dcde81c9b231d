// /special-discount (default layout, SPEC §2): the special discounts running now.
import type { Paged, SpecialDiscount } from '@mall/shared';
import type { Route } from './+types/special-discount';
import { emptyPage, getOr } from '../lib/api';
import { requestLang } from '../lib/lang';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SpecialDiscountList } from '../features/discount/SpecialDiscountList';
import '../features/catalog/catalog.css';
import { HEADER_TAB } from '@mall/shared';

/** SPEC §2 header tab type of this page (lib/header-tab.ts) */
export const handle = { headerTab: HEADER_TAB.specialDiscount };

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(raw) && raw > 0 && raw < 10_000 ? raw : 1;
  return { page: await getOr<Paged<SpecialDiscount>>(context, `/discount/list?current=${page}&size=20`, requestLang(request), emptyPage<SpecialDiscount>()) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('discount.meta.list'));

export const ErrorBoundary = RouteErrorBoundary;

export default function SpecialDiscountRoute({ loaderData }: Route.ComponentProps) {
  return <SpecialDiscountList page={loaderData.page} />;
}
