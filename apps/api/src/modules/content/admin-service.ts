// Everything the platform console edits in the content module, and the lists of users and shops (account and store
// modules), put together once in server.ts.
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import type { createAdminUsers } from '../account/admin-users';
import type { CategoryUsage } from '../catalog/category-usage';
import { createAdminShops } from '../store/admin-shops';
import { createAdminArticles } from './admin-articles';
import { createAdminCategories } from './admin-categories';
import { createAdminSettings } from './admin-settings';
import { createAdminTables } from './admin-tables';
import type { ContentService } from './service';

export function createAdminContent(db: Db, deps: { clock: Clock; content: ContentService; usage: CategoryUsage; users: ReturnType<typeof createAdminUsers> }) {
  return {
    categories: createAdminCategories(db, deps.usage),
    ...createAdminTables(db),
    ...createAdminArticles(db, deps.clock),
    settings: createAdminSettings(db, deps.clock),
    serviceSwitch: deps.content.serviceSwitch,
    paySwitch: deps.content.paySwitch,
    users: deps.users,
    shops: createAdminShops(db),
  };
}
export type AdminContent = ReturnType<typeof createAdminContent>;
