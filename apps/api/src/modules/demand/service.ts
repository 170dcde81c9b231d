// The demand and service hall (issue 17, decision 029): posts with their moderation and expiry (posts.ts, state
// table status.ts) and the quotes answering them (quotes.ts).
import type { Db } from '@mall/db';
import { createDemandPosts, type DemandPostDeps } from './posts';
import { createDemandQuotes, type DemandQuoteDeps } from './quotes';
import { assertDemandMachine } from './status';

export function createDemandService(db: Db, deps: DemandPostDeps & Omit<DemandQuoteDeps, 'posts'>) {
  assertDemandMachine();
  const posts = createDemandPosts(db, deps);
  const quotes = createDemandQuotes(db, { ...deps, posts });
  return { posts, quotes };
}

export type DemandService = ReturnType<typeof createDemandService>;
