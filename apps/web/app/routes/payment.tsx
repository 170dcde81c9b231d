// /payment?orderNumbers=<comma-separated> (default layout; a login is needed): the cashier of one checkout — see
// features/payment/PaymentPage.tsx.
import type { MyCreditAccount, PayInfo } from '@mall/shared';
import type { Route } from './+types/payment';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { PaymentPage } from '../features/payment/PaymentPage';
import { loadForUser, queryValue } from '../features/payment/load.server';
import { requestLang } from '../lib/lang';
import '../features/payment/payment.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const numbers = queryValue(request, 'orderNumbers', /^[\w-]{1,40}(,[\w-]{1,40}){0,49}$/);
  const [info, credit] = await Promise.all([
    loadForUser<PayInfo>(request, context, `/p/payment/info?orderNumbers=${encodeURIComponent(numbers)}`),
    // the buyer's credit line (decision 028): "pay on credit" shows when it is active and has room
    context.mall.api<MyCreditAccount>('/p/credit/account', { lang: requestLang(request) }).then((r) => (r.status === 200 ? r.data.account : null), () => null),
  ]);
  return { info, credit };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('payment.meta.payment'));

export const ErrorBoundary = RouteErrorBoundary;

export default function PaymentRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentPage key={loaderData.info.orderNumbers.join(',')} info={loaderData.info} credit={loaderData.credit} />;
}
