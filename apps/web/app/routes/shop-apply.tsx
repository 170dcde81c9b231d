// /shopApply: free shop opening (needs a login, SPEC §6); features/store-apply/ShopApplyForm.tsx.
import type { ShopApplication } from '@mall/shared';
import type { Route } from './+types/shop-apply';
import { getForUser } from '../lib/auth.server';
import { pageMeta } from '../lib/meta';
import { ShopApplyForm } from '../features/store-apply/ShopApplyForm';

export async function loader({ request, context }: Route.LoaderArgs) {
  return getForUser<{ application: ShopApplication | null }>(request, context, '/p/shop/apply');
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('storeApply.metaApply'));

export default function ShopApplyPage({ loaderData }: Route.ComponentProps) {
  const app = loaderData.application;
  return (
    <div className="container">
      <ShopApplyForm key={app ? `${app.applicationId}-${app.updatedAt}` : 'new'} app={app} />
    </div>
  );
}
