// /user-center/uc-address: the address book (features/address).
import type { UserAddress } from '@mall/shared';
import type { Route } from './+types/uc-address';
import { pageMeta } from '../../lib/meta';
import { loadForUser } from '../../features/order/user-api.server';
import { AddressBook } from '../../features/address/AddressBook';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { addresses: await loadForUser<UserAddress[]>(request, context, '/p/address/list') };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('addrBook.meta'));

export default function UcAddress({ loaderData }: Route.ComponentProps) {
  return <AddressBook addresses={loaderData.addresses} />;
}
