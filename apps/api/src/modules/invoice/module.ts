// The invoice domain as a DomainModule (platform/module.ts): titles, requests, the shop's issue (decision 026). It
// makes the checkout's invoice a request when the order is paid (order.onPaid) and keeps a refund from becoming due
// while the order's invoice stands (refund.beforeMoneyDue).
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import { domainModule } from '../../platform/module';
import type { OrderService } from '../order/service';
import type { RefundService } from '../aftersale/refund/service';
import type { StoreSessions } from '../seller/session';
import type { StoreService } from '../store/service';
import { registerInvoiceRoutes } from './routes';
import { createInvoiceService } from './service';

export function invoiceModule(db: Db, deps: {
  clock: Clock;
  order: Pick<OrderService, 'aftersale' | 'onPaid'>;
  refund: Pick<RefundService, 'view' | 'beforeMoneyDue'>;
  store: Pick<StoreService, 'summaries'>;
  sessions: StoreSessions;
}) {
  const service = createInvoiceService(db, {
    clock: deps.clock, orders: deps.order.aftersale, store: deps.store, refunded: () => deps.refund.view.refundedAmounts,
  });
  deps.order.onPaid((tx, rows, now) => service.requests.fromCheckout(tx, rows, now));
  deps.refund.beforeMoneyDue((orderId) => service.requests.blocksRefund(orderId));
  return domainModule({
    name: 'invoice',
    service,
    routes: (api, ctx) => {
      service.useFileStore(ctx.privateFiles);
      return registerInvoiceRoutes(api, service, deps.sessions);
    },
  });
}
