// What the review module needs of other modules (its service and its reads share it).
import type { Clock } from '../../../platform/clock';
import type { AccountService } from '../../account/service';
import type { CatalogService } from '../../catalog/service';
import type { OrderService } from '../../order/service';
import type { StoreService } from '../../store/service';

export interface ReviewDeps {
  clock: Clock;
  order: Pick<OrderService, 'evaluation'>;
  catalog: Pick<CatalogService, 'countReview' | 'cardsWithState'>;
  account: Pick<AccountService, 'userInfo'>;
  store: Pick<StoreService, 'summaries'>;
}

/** The reads (queries.ts) need all but the account. */
export type ReviewReadDeps = Omit<ReviewDeps, 'account'>;
