// The inquiry domain as a DomainModule (platform/module.ts): quotes asked of shops and the price they set for one
// buyer's order (decision 030); the order module's checkout takes its quoteSource (a getter: built after it).
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import { domainModule } from '../../platform/module';
import type { CatalogSkus } from '../catalog/skus';
import type { StoreSessions } from '../seller/session';
import type { StoreService } from '../store/service';
import { registerInquiryRoutes } from './routes';
import { createInquiryService } from './service';

export function inquiryModule(db: Db, deps: { clock: Clock; skus: Pick<CatalogSkus, 'byIds'>; store: Pick<StoreService, 'summaries' | 'shopOf'>; sessions: StoreSessions }) {
  const service = createInquiryService(db, deps);
  return domainModule({ name: 'inquiry', service, routes: (api) => registerInquiryRoutes(api, service, deps.sessions) });
}
