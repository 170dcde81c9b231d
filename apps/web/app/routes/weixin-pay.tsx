// /weixin-pay?payNo= (default layout; a login is needed): the WeChat Pay QR code of a payment — see
// features/payment/WeixinPay.tsx. The QR code is drawn here on the server.
import type { PaymentStatus } from '@mall/shared';
import type { Route } from './+types/weixin-pay';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { WeixinPay } from '../features/payment/WeixinPay';
import { loadForUser, queryValue } from '../features/payment/load.server';
import { qrSvg } from '../features/payment/qr.server';
import '../features/payment/payment.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const payNo = queryValue(request, 'payNo', /^[A-Za-z0-9]{6,40}$/);
  const status = await loadForUser<PaymentStatus>(request, context, `/p/payment/status?payNo=${payNo}`);
  return { status, qr: status.codeUrl ? qrSvg(status.codeUrl, request.url) : null };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('payment.meta.weixin'));

export const ErrorBoundary = RouteErrorBoundary;

export default function WeixinPayRoute({ loaderData }: Route.ComponentProps) {
  return <WeixinPay key={loaderData.status.payNo} initial={loaderData.status} qrSvg={loaderData.qr} />;
}
