// The refund (after-sales request) domain as a DomainModule (platform/module.ts): its service, routes and sweeper.
// It shows its state in the order answers (order.useRefundView) and moves on when a provider refund finishes
// (payment.onRefundFinished).
import type { Db } from '@mall/db';
import { domainModule } from '../../../platform/module';
import type { OrderService } from '../../order/service';
import type { PaymentService } from '../../payment/service';
import type { StoreSessions } from '../../seller/session';
import { registerRefundRoutes } from './routes';
import { createRefundService, type RefundDeps } from './service';
import { createRefundSweeper } from './sweeper';

export function refundModule(db: Db, deps: Omit<RefundDeps, 'order' | 'payment'> & {
  order: Pick<OrderService, 'aftersale' | 'useRefundView'>;
  payment: Pick<PaymentService, 'refundPart' | 'onRefundFinished'>;
  sessions: StoreSessions;
}) {
  const service = createRefundService(db, { ...deps, payment: () => deps.payment });
  deps.order.useRefundView(service.view);
  deps.payment.onRefundFinished((r) => service.payout.onPaymentRefundFinished(r));
  const sweepDue = createRefundSweeper(db, service);
  return domainModule({
    name: 'refund',
    service,
    routes: (api) => registerRefundRoutes(api, service, deps.sessions),
    sweepers: [{ name: 'after-sales', run: sweepDue }],
  });
}
