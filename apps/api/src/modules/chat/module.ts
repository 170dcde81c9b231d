// The chat domain as a DomainModule (platform/module.ts; issue 15): conversations and messages (service.ts), the
// service desk (desk.ts), the socket (socket.ts) and the fan-out bus (bus.ts: Redis pub/sub with REDIS_URL, else
// in process). Ending every session of a user (log out everywhere, new password) closes their sockets. Who answers a
// shop's desk is the agent directory (agents.ts: owner, active store staff, operators for the self-operated store);
// a staff member disabled or removed (store-staff module) has his sockets closed and his conversations released.
import type { Db } from '@mall/db';
import { domainModule } from '../../platform/module';
import type { AccountService } from '../account/service';
import type { StoreSessions } from '../seller/session';
import type { StoreStaffService } from '../store-staff/service';
import { createAgentDirectory } from './agents';
import { createChatBus, type ChatBus } from './bus';
import { createChatDesk } from './desk';
import { registerChatRoutes } from './routes';
import { createChatService, type ChatDeps } from './service';
import { createChatHub } from './socket';

export interface ChatInfra {
  /** the fan-out (tests pass one with a prefix of their own); else made from redisUrl */
  bus?: ChatBus;
  redisUrl?: string;
  /** CHAT_HOST: origin of the socket address handed to clients (default: the page's own) */
  host?: string;
}

export function chatModule(db: Db, deps: Omit<ChatDeps, 'bus' | 'account'> & { account: AccountService; sessions: StoreSessions; staff: StoreStaffService; infra?: ChatInfra }) {
  const infra = deps.infra ?? {};
  const bus = infra.bus ?? createChatBus({ redisUrl: infra.redisUrl });
  const service = createChatService(db, { ...deps, bus });
  const agents = createAgentDirectory(db, { clock: deps.clock, counters: deps.counters, store: deps.store, staff: deps.staff, account: deps.account });
  const desk = createChatDesk(db, { clock: deps.clock, bus, chat: service, catalog: deps.catalog, order: deps.order, account: deps.account, agents });
  const isAgent = async (shopId: number, userId: number) => (await agents.roleOf(shopId, userId)) !== null;
  const hub = createChatHub({ service, bus, counters: deps.counters, verifyToken: (t) => deps.account.tokens.verify(t), isAgent });
  hub.configure({ chatHost: infra.host });
  deps.account.tokens.onRevokeAll((userId) => bus.publish({ type: 'ended', userId }));
  deps.staff.setOnline(agents.online);
  deps.staff.onRevoked(async (shopId, userId) => {
    await bus.publish({ type: 'revoked', shopId, userId });
    await desk.release(shopId, userId);
  });
  return domainModule({
    name: 'chat',
    service: { ...service, desk, hub, bus, agents },
    routes: async (api, ctx) => {
      await hub.mount(api);
      registerChatRoutes(api, { chat: service, desk, hub, sessions: deps.sessions, store: deps.store, staff: deps.staff, agents, uploads: ctx.uploads });
      // a bus this module made is closed with the app (one handed in belongs to the caller)
      if (!infra.bus) api.addHook('onClose', () => bus.close());
    },
  });
}
