// /member-center/integral-mall (default layout, SPEC §2; public): the points mall (features/points-mall).
import type { Route } from './+types/integral-mall';
import { pageMeta } from '../../lib/meta';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { loadMall } from '../../features/points-mall/points-mall.server';
import { MallPage } from '../../features/points-mall/MallPage';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMall(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('pointsMall.meta.mall'), undefined, undefined, (t) => t('pointsMall.meta.mallDesc'));

export const ErrorBoundary = RouteErrorBoundary;

export default function IntegralMall({ loaderData }: Route.ComponentProps) {
  return <MallPage data={loaderData} />;
}
