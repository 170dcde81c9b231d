// /categories (issue 16): every category in three levels, the phone tab bar's categories entry.
import type { Route } from './+types/categories';
import { requestLang } from '../lib/lang';
import { pageMeta } from '../lib/meta';
import { loadCategoryTree } from '../lib/categories';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { CategoriesPage } from '../features/phone/CategoriesPage';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { categories: await loadCategoryTree(context, requestLang(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('phone.categoriesTitle'));

export const ErrorBoundary = RouteErrorBoundary;

export default function Categories({ loaderData }: Route.ComponentProps) {
  return <CategoriesPage categories={loaderData.categories} />;
}
