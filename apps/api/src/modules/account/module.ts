// The account domain as a DomainModule (platform/module.ts): login, registration, SMS codes, the user's profile and
// uploads. The user centre's shop part comes from the store module (extendCenterInfo); the order module adds counts.
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import type { AnalyticsService } from '../analytics/service';
import type { StoreService } from '../store/service';
import { registerAccountRoutes } from './routes';
import { createAccountService, type AccountDeps } from './service';
import { sandboxSms, type SmsProvider } from './sms';

/** sms: the gateway; the sandbox outbox when absent. analytics: the flow log the account routes write to. */
export function accountModule(db: Db, deps: Omit<AccountDeps, 'sms'> & { sms?: SmsProvider; store: Pick<StoreService, 'shopOf'>; analytics: AnalyticsService }) {
  const { store, analytics, ...accountDeps } = deps;
  const service = createAccountService(db, { ...accountDeps, sms: deps.sms ?? sandboxSms(db, deps.clock) });
  service.extendCenterInfo({ shopOf: store.shopOf });
  return domainModule({
    name: 'account',
    service,
    routes: (api, ctx) => registerAccountRoutes(api, service, { analytics, uploads: ctx.uploads, devTools: ctx.devTools }),
  });
}
