// The seller centre as a DomainModule (platform/module.ts): /p/seller/... behind the store password's session.
// Store sessions end with every login token of their user (account.tokens.onRevokeAll).
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import type { AccountService } from '../account/service';
import { registerSellerRoutes } from './routes';
import { createSellerService, type SellerDeps } from './service';

export function sellerModule(db: Db, deps: SellerDeps & { account: Pick<AccountService, 'tokens'> }) {
  const { account, ...sellerDeps } = deps;
  const service = createSellerService(db, sellerDeps);
  account.tokens.onRevokeAll(service.sessions.endAll);
  return domainModule({ name: 'seller', service, routes: (api) => registerSellerRoutes(api, service) });
}
