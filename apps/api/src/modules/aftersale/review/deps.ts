// What the review module needs of other modules (its service and its reads share it).
import type { DbOrTx } from '@mall/db';
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
  /** what a line's first review earns (points, growth), inside the review's transaction: each once per line */
  rewards?: ((tx: DbOrTx, r: { userId: number; orderNumber: string; orderItemId: number }) => Promise<void>)[];
}

/** The reads (queries.ts) need all but the account. */
export type ReviewReadDeps = Omit<ReviewDeps, 'account'>;
