// /user-center/uc-invoice-title: the buyer's saved invoice titles (features/invoice/InvoiceTitles.tsx).
import type { InvoiceTitleView } from '@mall/shared';
import type { Route } from './+types/uc-invoice-title';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { InvoiceTitles } from '../../features/invoice/InvoiceTitles';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { titles: await getForUser<InvoiceTitleView[]>(request, context, '/p/invoice/titles') };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('invoice.meta.titles'));

export default function UcInvoiceTitle({ loaderData }: Route.ComponentProps) {
  return <InvoiceTitles titles={loaderData.titles} />;
}
