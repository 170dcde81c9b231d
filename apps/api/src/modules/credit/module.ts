// The credit domain as a DomainModule (platform/module.ts, decision 028): the line is the payment module's funds
// 'credit' (payments, refunds and reversals go through it), statement repayments its purpose 'creditRepay', and the
// sweeper closes statements on the billing day and freezes overdue lines.
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import type { PaymentService } from '../payment/service';
import { registerCreditRoutes } from './routes';
import { createCreditService, type CreditDeps } from './service';

export function creditModule(db: Db, deps: Omit<CreditDeps, 'payments'> & { payment: PaymentService }) {
  const service = createCreditService(db, { ...deps, payments: deps.payment });
  deps.payment.registerFunds('credit', service.ledger.funds);
  deps.payment.registerPurpose('creditRepay', { apply: (tx, p) => service.statements.applyRepayment(tx, p) });
  return domainModule({
    name: 'credit',
    service,
    routes: (api) => registerCreditRoutes(api, service),
    sweepers: [{ name: 'credit', run: (now) => service.sweepDue(now) }], // statements closed on the billing day, overdue lines frozen
  });
}
