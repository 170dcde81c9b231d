// The content domain as a DomainModule (platform/module.ts): the storefront's content (home zones, help, terms,
// switches, ...) and news, and the platform console's content and users (operators only). Its `news` and `admin`
// parts ride beside the service (server.ts answers them as services.news and services.adminContent).
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '@mall/db';
import type { Clock } from '../../platform/clock';
import { domainModule, type Later } from '../../platform/module';
import { createAdminUsers } from '../account/admin-users';
import type { AccountService } from '../account/service';
import { createCategoryUsage } from '../catalog/category-usage';
import type { StoreStaffService } from '../store-staff/service';
import { registerPlatformConsoleRoutes } from './admin-routes';
import { createAdminContent } from './admin-service';
import { createNewsReader, registerNewsRoutes } from './news';
import { createNoticeHelpReader, registerNoticeHelpRoutes } from './notice-help';
import { registerContentRoutes } from './routes';
import { createContentService } from './service';

/**
 * account, staff: built later (account reads this module's service switch); the console's user list asks them for
 * locks and for the shop each user owns or serves.
 */
export function contentModule(db: Db, deps: { clock: Clock; account: Later<Pick<AccountService, 'loginLockedMinutes'>>; staff: Later<Pick<StoreStaffService, 'workplaces'>> }) {
  const service = createContentService(db, deps.clock);
  const news = createNewsReader(db, deps.clock);
  const users = createAdminUsers(db, {
    lockedMinutes: (user) => deps.account().loginLockedMinutes(user),
    workplaces: (ids, lang) => deps.staff().workplaces(ids, lang),
  });
  const admin = createAdminContent(db, { clock: deps.clock, content: service, usage: createCategoryUsage(db), users });
  return {
    ...domainModule({
      name: 'content',
      service,
      routes: async (api) => {
        registerContentRoutes(api, service);
        registerNewsRoutes(api, news);
        registerNoticeHelpRoutes(api, createNoticeHelpReader(db));
        // operators only: one onRequest check for every route of this scope
        await api.register(async (platform) => registerPlatformConsoleRoutes(platform.withTypeProvider<ZodTypeProvider>(), admin));
      },
    }),
    news,
    admin,
  };
}
