// /user-center/apply-return?orderNumber=&itemIds= (SPEC §2; token): the refund / return request of some lines of a
// paid order (itemIds absent = the whole order), or with &refundSn= the edit of a refused request
// (features/aftersale). Another user's order or request, or an unknown number, is the not-found page.
import { data } from 'react-router';
import type { RefundDetail, RefundOptions } from '@mall/shared';
import type { Route } from './+types/apply-return';
import { pageMeta } from '../../lib/meta';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { loadForUser } from '../../features/order/user-api.server';
import { ApplyReturnPage } from '../../features/aftersale/ApplyReturnPage';

const NUMBER = /^[0-9A-Za-z]{1,40}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const orderNumber = url.searchParams.get('orderNumber')?.trim() ?? '';
  const refundSn = url.searchParams.get('refundSn')?.trim() ?? '';
  if (!NUMBER.test(orderNumber) || (refundSn && !NUMBER.test(refundSn))) throw data(null, { status: 404 });
  const edit = refundSn ? await loadForUser<RefundDetail>(request, context, `/p/refund/${refundSn}`) : undefined;
  if (edit && edit.orderNumber !== orderNumber) throw data(null, { status: 404 });
  const raw = edit ? edit.lines.map((l) => l.itemId) : (url.searchParams.get('itemIds') ?? '').split(',').map(Number);
  const itemIds = [...new Set(raw.filter((n) => Number.isSafeInteger(n) && n > 0))].slice(0, 200);
  const q = new URLSearchParams({ orderNumber });
  if (itemIds.length) q.set('itemIds', itemIds.join(','));
  if (edit) q.set('refundSn', refundSn);
  // the options say whether the order has shipped (goods of an order not shipped yet cannot have been received)
  const options = await loadForUser<RefundOptions>(request, context, `/p/refund/options?${q}`);
  return { options, edit, wholeOrder: !edit && itemIds.length === 0 };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('aftersale.meta.apply'));

export const ErrorBoundary = RouteErrorBoundary;

export default function ApplyReturn({ loaderData }: Route.ComponentProps) {
  const { options, edit, wholeOrder } = loaderData;
  return <ApplyReturnPage key={edit?.refundSn ?? options.orderNumber} options={options} edit={edit} wholeOrder={wholeOrder} />;
}
