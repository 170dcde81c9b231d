// /user-center/uc-my-invoice: my invoice requests by state, paged (features/invoice/MyInvoices.tsx).
import { INVOICE_STATUSES, type InvoiceStatusName, type InvoiceView, type Paged } from '@mall/shared';
import type { Route } from './+types/uc-my-invoice';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { MyInvoices, STATUS_PARAM } from '../../features/invoice/MyInvoices';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const s = url.searchParams.get(STATUS_PARAM);
  const status = (INVOICE_STATUSES as readonly string[]).includes(s ?? '') ? (s as InvoiceStatusName) : null;
  const raw = Number(url.searchParams.get('page'));
  const current = Number.isInteger(raw) && raw > 0 && raw < 10_000 ? raw : 1;
  const page = await getForUser<Paged<InvoiceView>>(request, context, `/p/invoice/requests?current=${current}&size=10${status ? `&status=${status}` : ''}`);
  return { status, page };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('invoice.meta.mine'));

export default function UcMyInvoice({ loaderData }: Route.ComponentProps) {
  return <MyInvoices status={loaderData.status} page={loaderData.page} />;
}
