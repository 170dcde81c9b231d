// /user-center/uc-order-invoice: the paid orders that can still be invoiced, asked with one of the saved titles
// (features/invoice/OrderInvoice.tsx).
import type { InvoiceTitleView, InvoiceableOrder } from '@mall/shared';
import type { Route } from './+types/uc-order-invoice';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { OrderInvoice } from '../../features/invoice/OrderInvoice';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [orders, titles] = await Promise.all([
    getForUser<InvoiceableOrder[]>(request, context, '/p/invoice/orders'),
    getForUser<InvoiceTitleView[]>(request, context, '/p/invoice/titles'),
  ]);
  return { orders, titles };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('invoice.meta.order'));

export default function UcOrderInvoice({ loaderData }: Route.ComponentProps) {
  return <OrderInvoice orders={loaderData.orders} titles={loaderData.titles} />;
}
