// /sandbox-pay?prepayId= (empty layout): the sandbox payment provider's pay page — what a phone shows after scanning
// the QR code (features/payment/SandboxPay.tsx). Only while the sandbox is the provider; otherwise not found.
import { data } from 'react-router';
import type { SandboxPrepay } from '@mall/shared';
import type { Route } from './+types/sandbox-pay';
import { requestLang } from '../lib/lang';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SandboxPay } from '../features/payment/SandboxPay';
import { queryValue } from '../features/payment/load.server';
import '../features/payment/payment.css';
// the texts of the features only pages other than home use, loaded before the page renders (decision 024)
import '../i18n/more-texts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const prepayId = queryValue(request, 'prepayId', /^[A-Za-z0-9]{4,64}$/);
  const res = await context.mall.api<SandboxPrepay>(`/payment/sandbox/prepay?prepayId=${prepayId}`, { lang: requestLang(request) });
  if (res.status !== 200) throw data(null, { status: res.status === 404 ? 404 : 500 });
  return { prepay: res.data };
}

// noindex: a private page (lib/seo.ts, the root layout)
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('payment.meta.sandbox'));

export const ErrorBoundary = RouteErrorBoundary;

export default function SandboxPayRoute({ loaderData }: Route.ComponentProps) {
  return <SandboxPay prepay={loaderData.prepay} />;
}
