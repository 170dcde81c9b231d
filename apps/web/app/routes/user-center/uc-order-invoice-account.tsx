// /user-center/uc-order-invoice-account: invoices by statement for a credit buyer (features/credit/StatementInvoices.tsx).
import type { CreditStatementView, InvoiceTitleView, Paged } from '@mall/shared';
import { CREDIT_LIMITS } from '@mall/shared';
import type { Route } from './+types/uc-order-invoice-account';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { STATEMENT_INVOICE_PARAM, StatementInvoices } from '../../features/credit/StatementInvoices';
import '../../features/catalog/catalog.css';
import '../../features/payment/payment.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = Number(new URL(request.url).searchParams.get(STATEMENT_INVOICE_PARAM));
  const current = Number.isInteger(raw) && raw > 0 && raw < 100_000 ? raw : 1;
  const [statements, titles] = await Promise.all([
    getForUser<Paged<CreditStatementView>>(request, context, `/p/credit/statements?current=${current}&size=${CREDIT_LIMITS.pageSize}`),
    getForUser<InvoiceTitleView[]>(request, context, '/p/invoice/titles'),
  ]);
  return { statements, titles };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('credit.meta.invoice'));

export default function UcOrderInvoiceAccount({ loaderData }: Route.ComponentProps) {
  return <StatementInvoices statements={loaderData.statements} titles={loaderData.titles} />;
}
