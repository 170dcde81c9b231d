// /user-center/uc-shopaccount: the store account and store password; features/store-apply/StoreAccount.tsx.
import type { ShopAccount, ShopApplication } from '@mall/shared';
import type { Route } from './+types/uc-shopaccount';
import { getForUser } from '../../lib/auth.server';
import { getOr } from '../../lib/api';
import { pageMeta } from '../../lib/meta';
import { requestLang } from '../../lib/lang';
import { StoreAccount } from '../../features/store-apply/StoreAccount';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { application } = await getForUser<{ application: ShopApplication | null }>(request, context, '/p/shop/apply');
  const account = await getOr<ShopAccount | null>(context, '/p/shop/account', requestLang(request), null);
  return { application, account };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('storeApply.metaAccount'));

export default function UcShopAccount({ loaderData }: Route.ComponentProps) {
  return <StoreAccount key={`${loaderData.account?.hasStorePassword}`} account={loaderData.account} app={loaderData.application} />;
}
