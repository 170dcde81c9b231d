// The payment domain as a DomainModule (platform/module.ts): balance and QR payments, top-ups, provider
// notifications, and the sweeper asking providers about payments still unconfirmed. A canceled order's QR is
// closed at the provider at once (order.onCanceled).
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import { registerPaymentRoutes } from './routes';
import { createPaymentService, type PaymentDeps } from './service';

export function paymentModule(db: Db, deps: PaymentDeps) {
  const service = createPaymentService(db, deps);
  deps.order.onCanceled(service.closeForOrders);
  return domainModule({
    name: 'payment',
    service,
    routes: (api) => registerPaymentRoutes(api, service),
    sweepers: [{ name: 'payment', run: (now) => service.sweepDue(now) }], // payments still unconfirmed asked of their provider
  });
}
