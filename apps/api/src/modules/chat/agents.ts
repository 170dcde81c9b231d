// Who answers a shop's service desk (issue 15, decision 027): its owner, its active customer-service staff, and for
// the self-operated store the platform's operators. Checked on every use (desk call, socket upgrade and frame,
// transfer target), so a staff member disabled or removed stops at once. Also: which agents are online (a key per
// agent refreshed by the desk socket's heartbeat), how many waiting conversations each serves, and whom a buyer's
// message nobody serves goes to (the online agent with the fewest).
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { USER_TYPE, type ChatAgent, type ChatAgentRole } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import type { Counters } from '../../platform/counters';
import type { AccountService } from '../account/service';
import type { StoreStaffService } from '../store-staff/service';
import type { StoreService } from '../store/service';

const { chatConversation: conv } = schema;
/** The key of one live agent of a shop (refreshed by the agent's socket heartbeats). */
export const agentKey = (shopId: number, userId: number) => `chat:agent:${shopId}:${userId}`;
const DAY_MS = 24 * 3600_000;

export function createAgentDirectory(db: Db, deps: {
  clock: Clock;
  counters: Counters;
  store: Pick<StoreService, 'ownerOf' | 'openShops'>;
  staff: Pick<StoreStaffService, 'isActive' | 'activeOf'>;
  account: Pick<AccountService, 'userInfo' | 'operatorIds'>;
}) {
  const { clock, counters, store, staff, account } = deps;
  const selfOperated = async (shopId: number) => (await store.openShops()).selfOperated.includes(shopId);

  /** Everyone who may answer the shop's desk, with their role. */
  async function all(shopId: number): Promise<{ userId: number; role: ChatAgentRole }[]> {
    const out: { userId: number; role: ChatAgentRole }[] = [];
    const owner = await store.ownerOf(shopId);
    if (owner) out.push({ userId: owner, role: 'owner' });
    for (const id of await staff.activeOf(shopId)) if (id !== owner) out.push({ userId: id, role: 'staff' });
    if (await selfOperated(shopId)) for (const id of await account.operatorIds()) if (!out.some((a) => a.userId === id)) out.push({ userId: id, role: 'operator' });
    return out;
  }

  const online = async (shopId: number, userId: number) => (await counters.get(agentKey(shopId, userId))) !== null;

  /** Waiting conversations (the buyer wrote last) and conversations of the last day each agent serves. */
  async function loads(shopId: number, ids: number[]): Promise<Map<number, { open: number; recent: number }>> {
    if (!ids.length) return new Map();
    const since = new Date(clock.now().getTime() - DAY_MS);
    const rows = await db
      .select({
        agent: conv.agentUserId,
        open: sql<number>`count(*) FILTER (WHERE ${conv.awaitingReply})::int`,
        recent: sql<number>`count(*) FILTER (WHERE ${conv.lastAt} >= ${since})::int`,
      })
      .from(conv)
      .where(and(eq(conv.shopId, shopId), isNotNull(conv.agentUserId), inArray(conv.agentUserId, ids)))
      .groupBy(conv.agentUserId);
    return new Map(rows.map((r) => [Number(r.agent), { open: Number(r.open), recent: Number(r.recent) }]));
  }

  return {
    all,
    online,

    /** The caller's role at this shop's desk, or null: not (or no longer) an agent of it. */
    async roleOf(shopId: number, userId: number): Promise<ChatAgentRole | null> {
      if ((await store.ownerOf(shopId)) === userId) return 'owner';
      if (await staff.isActive(shopId, userId)) return 'staff';
      if (await selfOperated(shopId)) {
        const u = await account.userInfo(userId).catch(() => null);
        if (u?.userType === USER_TYPE.admin) return 'operator';
      }
      return null;
    },

    /** The desk's agents with names, online state and load (the transfer picker; who serves what). */
    async list(shopId: number): Promise<ChatAgent[]> {
      const agents = await all(shopId);
      const load = await loads(shopId, agents.map((a) => a.userId));
      return Promise.all(agents.map(async (a) => {
        const u = await account.userInfo(a.userId).catch(() => null);
        return { userId: a.userId, role: a.role, name: u?.nickName || u?.username || String(a.userId), online: await online(shopId, a.userId), open: load.get(a.userId)?.open ?? 0 };
      }));
    },

    /** Whom a conversation nobody serves goes to: the online agent with the fewest waiting conversations (then the
     *  fewest of the last day, then the earliest added); null when nobody is online. */
    async pick(shopId: number): Promise<number | null> {
      const agents = await all(shopId);
      const live = (await Promise.all(agents.map(async (a) => ((await online(shopId, a.userId)) ? a.userId : null)))).filter((x): x is number => x !== null);
      if (!live.length) return null;
      const load = await loads(shopId, live);
      const of = (id: number) => load.get(id) ?? { open: 0, recent: 0 };
      return [...live].sort((x, y) => of(x).open - of(y).open || of(x).recent - of(y).recent)[0]!;
    },
  };
}

export type AgentDirectory = ReturnType<typeof createAgentDirectory>;
