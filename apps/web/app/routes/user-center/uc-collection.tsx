// /user-center/uc-collection: favourite products and followed stores (features/catalog/uc/Collection.tsx).
import type { CollectedProd, CollectedShop, Paged } from '@mall/shared';
import type { Route } from './+types/uc-collection';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { Collection } from '../../features/catalog/uc/Collection';
import '../../features/catalog/catalog.css';

const SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab = url.searchParams.get('tab') === 'shops' ? 'shops' : 'prods';
  const raw = Number(url.searchParams.get('page'));
  const page = Number.isInteger(raw) && raw > 0 && raw < 10_000 ? raw : 1;
  const q = `current=${page}&size=${SIZE}`;
  if (tab === 'shops') {
    return { tab, prods: null, shops: await getForUser<Paged<CollectedShop>>(request, context, `/p/user/collection/shops?${q}`) } as const;
  }
  return { tab, prods: await getForUser<Paged<CollectedProd>>(request, context, `/p/user/collection/prods?${q}`), shops: null } as const;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('catalog.uc.collection'));

export default function UcCollection({ loaderData }: Route.ComponentProps) {
  return <Collection tab={loaderData.tab} prods={loaderData.prods} shops={loaderData.shops} />;
}
