// The demand domain as a DomainModule (platform/module.ts): the demand and service hall (decision 029).
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import type { Counters } from '../../platform/counters';
import { domainModule } from '../../platform/module';
import type { CompanyService } from '../company/service';
import type { ContentService } from '../content/service';
import type { StoreService } from '../store/service';
import { registerDemandRoutes } from './routes';
import { createDemandService } from './service';

export function demandModule(db: Db, deps: { clock: Clock; counters: Counters; content: Pick<ContentService, 'categoryTree'>; store: Pick<StoreService, 'shopOf' | 'summaries'>; company: Pick<CompanyService, 'mine'> }) {
  const service = createDemandService(db, { clock: deps.clock, counters: deps.counters, categoryTree: (lang) => deps.content.categoryTree(lang), store: deps.store, company: deps.company });
  return domainModule({
    name: 'demand',
    service,
    routes: (api) => registerDemandRoutes(api, service),
    sweepers: [{ name: 'demand-expiry', run: (now) => service.posts.sweepExpired(now), everyMs: 60_000 }],
  });
}
