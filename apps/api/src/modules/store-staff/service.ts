// Store staff (issue 15, decision 027): the customer-service staff a shop owner adds to his shop — existing users
// of the mall, found by user name or mobile, at most STORE_STAFF_LIMITS.perShop a shop, each user staff of one shop
// at most (a unique index), never the owner of a shop. A staff member serves the shop's service desk with his own
// login; disabling or removing him tells the listeners (the chat module closes his socket, releases his
// conversations). Only this file touches store_staff.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { isPhone, SHOP_STATUS, STAFF_STATUS, STORE_STAFF_LIMITS, type Lang, type AdminUser, type StaffMine, type StoreStaffMember } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { AccountService } from '../account/service';
import { uniqueViolation } from '../account/users';
import type { StoreService } from '../store/service';

const { storeStaff: staff } = schema;
/** The shop a user works for, as the console's users list shows it. */
type Workplace = NonNullable<AdminUser['shop']>;
type StaffRow = typeof staff.$inferSelect;
/** the advisory lock class of "adding staff to shop n" (racing adds cannot pass the limit together) */
const ADD_LOCK = 15_027;
/** A shop the platform took offline or suspended serves nobody (as its seller centre). */
const CLOSED = new Set<number>([SHOP_STATUS.offline, SHOP_STATUS.suspended]);

export type StaffRevoked = (shopId: number, userId: number) => Promise<void> | void;

export function createStoreStaffService(db: Db, deps: {
  clock: Clock;
  account: Pick<AccountService, 'findByUsername' | 'findByMobile' | 'userInfo'>;
  store: Pick<StoreService, 'shopOf' | 'summaries' | 'ownedBy'>;
  /** whether a staff member's desk socket is alive (the chat module answers) */
  online?: (shopId: number, userId: number) => Promise<boolean>;
}) {
  const { clock, account, store } = deps;
  const revokedListeners: StaffRevoked[] = [];
  let online = deps.online ?? (async () => false);

  async function rowOf(shopId: number, id: number): Promise<StaffRow> {
    const [row] = await db.select().from(staff).where(and(eq(staff.shopId, shopId), eq(staff.id, id)));
    if (!row) throw notFound('staff.notFound');
    return row;
  }
  async function revoked(shopId: number, userId: number): Promise<void> {
    for (const fn of revokedListeners) await fn(shopId, userId);
  }
  async function view(row: StaffRow): Promise<StoreStaffMember> {
    const u = await account.userInfo(row.userId).catch(() => null);
    return {
      id: row.id, userId: row.userId, username: u?.username ?? '', nickName: u?.nickName ?? '', userMobile: u?.userMobile ?? null,
      role: 'service', status: row.status, online: row.status === STAFF_STATUS.active && (await online(row.shopId, row.userId)), createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    /** The chat module tells whether a staff member's desk is connected. */
    setOnline(fn: (shopId: number, userId: number) => Promise<boolean>): void {
      online = fn;
    },
    /** Called after a staff member is disabled or removed (his desk must stop at once). */
    onRevoked(fn: StaffRevoked): void {
      revokedListeners.push(fn);
    },

    async list(shopId: number): Promise<{ records: StoreStaffMember[]; max: number }> {
      const rows = await db.select().from(staff).where(eq(staff.shopId, shopId)).orderBy(asc(staff.id));
      return { records: await Promise.all(rows.map(view)), max: STORE_STAFF_LIMITS.perShop };
    },

    /** The owner adds a registered user (user name or mobile) as customer service of his shop. */
    async add(shopId: number, ownerId: number, userName: string): Promise<StoreStaffMember> {
      const name = userName.trim();
      const user = name ? (isPhone(name) ? await account.findByMobile(name) : await account.findByUsername(name)) : undefined;
      if (!user) throw new AppError('staff.userNotFound');
      if (user.id === ownerId) throw new AppError('staff.self');
      if ((await store.shopOf(user.id)).shopId !== null) throw new AppError('staff.shopOwner');
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADD_LOCK}, ${shopId})`);
        const [mine] = await tx.select({ shopId: staff.shopId }).from(staff).where(eq(staff.userId, user.id));
        if (mine) throw new AppError(mine.shopId === shopId ? 'staff.exists' : 'staff.otherShop');
        const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(staff).where(eq(staff.shopId, shopId))) as [{ n: number }];
        if (Number(n) >= STORE_STAFF_LIMITS.perShop) throw new AppError('staff.full', 400, { max: STORE_STAFF_LIMITS.perShop });
        const now = clock.now();
        try {
          const [r] = await tx.insert(staff).values({ shopId, userId: user.id, role: 'service', status: STAFF_STATUS.active, createdAt: now, updatedAt: now }).returning();
          return r!;
        } catch (err) {
          // the same user added by another shop a moment ago
          if (uniqueViolation(err) !== null) throw new AppError('staff.otherShop');
          throw err;
        }
      });
      return view(row);
    },

    /** Disables (0) or enables (1) a staff member of the shop. */
    async setStatus(shopId: number, id: number, status: number): Promise<StoreStaffMember> {
      const row = await rowOf(shopId, id);
      const [updated] = await db.update(staff).set({ status, updatedAt: clock.now() }).where(and(eq(staff.shopId, shopId), eq(staff.id, id))).returning();
      if (!updated) throw notFound('staff.notFound');
      if (status !== STAFF_STATUS.active && row.status === STAFF_STATUS.active) await revoked(shopId, row.userId);
      return view(updated);
    },

    async remove(shopId: number, id: number): Promise<void> {
      const rows = await db.delete(staff).where(and(eq(staff.shopId, shopId), eq(staff.id, id))).returning();
      if (!rows[0]) throw notFound('staff.notFound');
      await revoked(shopId, rows[0].userId);
    },

    /** The shop the user serves as active staff of a working shop, or null; disabled: 403 staff.disabled. */
    async activeShopOf(userId: number): Promise<{ shopId: number } | null> {
      const [row] = await db.select().from(staff).where(eq(staff.userId, userId));
      if (!row) return null;
      if (row.status !== STAFF_STATUS.active) throw new AppError('staff.disabled', 403, undefined, 'STAFF_DISABLED');
      const [s] = (await store.summaries([row.shopId], 'zh')).values();
      if (!s || CLOSED.has(s.status)) throw new AppError('seller.shopClosed', 403, undefined, 'SHOP_CLOSED');
      return { shopId: row.shopId };
    },

    /** Whether the user is active staff of this shop (the desk's socket and transfers check it on every use). */
    async isActive(shopId: number, userId: number): Promise<boolean> {
      const [row] = await db.select({ id: staff.id }).from(staff).where(and(eq(staff.shopId, shopId), eq(staff.userId, userId), eq(staff.status, STAFF_STATUS.active)));
      return !!row;
    },

    /** Active staff of a shop (user ids), in the order they were added. */
    async activeOf(shopId: number): Promise<number[]> {
      return (await db.select({ userId: staff.userId }).from(staff).where(and(eq(staff.shopId, shopId), eq(staff.status, STAFF_STATUS.active))).orderBy(asc(staff.id))).map((r) => r.userId);
    },

    /** The user center / console: which shop the caller serves. */
    async mine(userId: number, lang: Lang): Promise<StaffMine> {
      const [row] = await db.select().from(staff).where(eq(staff.userId, userId));
      if (!row) return { staff: null };
      const [s] = (await store.summaries([row.shopId], lang)).values();
      return { staff: { shopId: row.shopId, shopName: s?.shopName ?? '', role: 'service', status: row.status } };
    },

    /** The platform console's users list: the shop each user owns or serves (staff of any status), with its name. */
    async workplaces(userIds: number[], lang: Lang): Promise<Map<number, Workplace>> {
      if (userIds.length === 0) return new Map();
      const [owned, served] = await Promise.all([
        store.ownedBy(userIds),
        db.select({ userId: staff.userId, shopId: staff.shopId }).from(staff).where(inArray(staff.userId, userIds)),
      ]);
      const names = await store.summaries([...owned.values(), ...served.map((r) => r.shopId)], lang);
      const out = new Map<number, Workplace>();
      for (const r of served) out.set(r.userId, { shopId: r.shopId, shopName: names.get(r.shopId)?.shopName ?? '', as: 'service' });
      // never both (an owner cannot be added as staff), but the shop he owns says the more
      for (const [userId, shopId] of owned) out.set(userId, { shopId, shopName: names.get(shopId)?.shopName ?? '', as: 'owner' });
      return out;
    },

    /** Demo data: the demo service account serves the demo seller's shop (idempotent). */
    async ensureDemo(ownerId: number, staffUserId: number): Promise<void> {
      const { shopId } = await store.shopOf(ownerId);
      if (!shopId) return;
      const now = clock.now();
      await db.insert(staff).values({ shopId, userId: staffUserId, role: 'service', status: STAFF_STATUS.active, createdAt: now, updatedAt: now }).onConflictDoNothing();
    },
  };
}

export type StoreStaffService = ReturnType<typeof createStoreStaffService>;
