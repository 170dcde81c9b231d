// The balance domain as a DomainModule (platform/module.ts): the buyer's balance and its ledger.
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import { domainModule } from '../../platform/module';
import type { AccountService } from '../account/service';
import { registerBalanceRoutes } from './routes';
import { createBalanceService } from './service';

export function balanceModule(db: Db, deps: { clock: Clock; account: Pick<AccountService, 'userInfo'> }) {
  const service = createBalanceService(db, { clock: deps.clock });
  return domainModule({ name: 'balance', service, routes: (api) => registerBalanceRoutes(api, service, deps.account) });
}
