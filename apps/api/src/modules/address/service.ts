// Address book: up to 20 delivery addresses per user, exactly one of them the default. Every change runs
// in a transaction holding the user's advisory lock, so two parallel adds at 19 give exactly one success
// and two parallel "set default" leave one default (a partial unique index backs that up).
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { addressRule, ORDER_LIMITS, type AddressBody, type UpdateAddressBody, type UserAddress } from '@mall/shared';
import { resolveRegion } from '@mall/shared/regions';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { Tx } from '../catalog/skus';

const { userAddress } = schema;
type Row = typeof userAddress.$inferSelect;

const toAnswer = (r: Row): UserAddress => ({
  addrId: r.id,
  receiver: r.receiver,
  mobile: r.mobile,
  provinceCode: r.provinceCode,
  cityCode: r.cityCode,
  areaCode: r.areaCode,
  province: r.province,
  city: r.city,
  area: r.area,
  addr: r.addr,
  isDefault: r.isDefault,
});

/** SPEC §5 rules first (each with its message), then the region chain against the dataset. */
function validated(body: AddressBody) {
  const fields = { ...body, receiver: body.receiver.trim(), mobile: body.mobile.trim(), addr: body.addr.trim() };
  const refused = addressRule(fields);
  if (refused) throw new AppError(refused);
  const names = resolveRegion(fields.provinceCode, fields.cityCode, fields.areaCode);
  if (!names) throw new AppError('address.regionInvalid');
  const { receiver, mobile, provinceCode, cityCode, areaCode, addr } = fields;
  return { receiver, mobile, provinceCode, cityCode, areaCode, addr, ...names };
}

export function createAddressService(db: Db, clock: Clock) {
  /** Runs fn in a transaction that holds this user's address-book lock until it ends. */
  function locked<T>(userId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('user_address'), ${userId % 2147483647}::int)`);
      return fn(tx);
    });
  }

  async function owned(tx: Tx | Db, userId: number, addrId: number): Promise<Row> {
    const [row] = await tx.select().from(userAddress).where(and(eq(userAddress.id, addrId), eq(userAddress.userId, userId)));
    if (!row) throw new AppError('address.notFound', 404);
    return row;
  }

  async function makeDefault(tx: Tx, userId: number, addrId: number) {
    const now = clock.now();
    await tx.update(userAddress).set({ isDefault: false, updatedAt: now }).where(and(eq(userAddress.userId, userId), eq(userAddress.isDefault, true), ne(userAddress.id, addrId)));
    await tx.update(userAddress).set({ isDefault: true, updatedAt: now }).where(and(eq(userAddress.id, addrId), eq(userAddress.userId, userId)));
  }

  return {
    /** The user's addresses, the default first, then the newest. */
    async list(userId: number): Promise<UserAddress[]> {
      const rows = await db.select().from(userAddress).where(eq(userAddress.userId, userId)).orderBy(desc(userAddress.isDefault), desc(userAddress.createdAt), desc(userAddress.id));
      return rows.map(toAnswer);
    },

    /** One of the user's addresses; another user's answers 404. */
    async get(userId: number, addrId: number): Promise<UserAddress> {
      return toAnswer(await owned(db, userId, addrId));
    },

    /**
     * Many buyers' addresses in one read (the flash sale's batch of reservations, decision 013): `addrId` null is the
     * buyer's default. Answers `${userId}:${addrId ?? 'default'}` → the address, only where it is that user's.
     */
    async ofMany(pairs: { userId: number; addrId: number | null }[]): Promise<Map<string, UserAddress>> {
      const ids = [...new Set(pairs.flatMap((p) => (p.addrId ? [p.addrId] : [])))];
      const defaults = [...new Set(pairs.flatMap((p) => (p.addrId ? [] : [p.userId])))];
      const out = new Map<string, UserAddress>();
      if (ids.length) for (const r of await db.select().from(userAddress).where(inArray(userAddress.id, ids))) out.set(`${r.userId}:${r.id}`, toAnswer(r));
      if (defaults.length) {
        for (const r of await db.select().from(userAddress).where(and(inArray(userAddress.userId, defaults), eq(userAddress.isDefault, true)))) out.set(`${r.userId}:default`, toAnswer(r));
      }
      return out;
    },

    /** The default address, or null when the book is empty. */
    async defaultOf(userId: number): Promise<UserAddress | null> {
      const [row] = await db.select().from(userAddress).where(and(eq(userAddress.userId, userId), eq(userAddress.isDefault, true)));
      return row ? toAnswer(row) : null;
    },

    async add(userId: number, body: AddressBody): Promise<{ addrId: number }> {
      const values = validated(body);
      return locked(userId, async (tx) => {
        const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(userAddress).where(eq(userAddress.userId, userId));
        if (Number(n) >= ORDER_LIMITS.addressBookMax) throw new AppError('address.limit');
        const now = clock.now();
        const [row] = await tx.insert(userAddress).values({ ...values, userId, isDefault: false, createdAt: now, updatedAt: now }).returning({ id: userAddress.id });
        if (body.isDefault || Number(n) === 0) await makeDefault(tx, userId, row!.id);
        return { addrId: row!.id };
      });
    },

    /** Updates the fields; isDefault true makes it the default (the default cannot be unset, only moved). */
    async update(userId: number, body: UpdateAddressBody): Promise<void> {
      const values = validated(body);
      await locked(userId, async (tx) => {
        await owned(tx, userId, body.addrId);
        await tx.update(userAddress).set({ ...values, updatedAt: clock.now() }).where(and(eq(userAddress.id, body.addrId), eq(userAddress.userId, userId)));
        if (body.isDefault) await makeDefault(tx, userId, body.addrId);
      });
    },

    /** Deletes one address; when it was the default, the newest remaining one becomes the default. */
    async remove(userId: number, addrId: number): Promise<void> {
      await locked(userId, async (tx) => {
        const row = await owned(tx, userId, addrId);
        await tx.delete(userAddress).where(and(eq(userAddress.id, addrId), eq(userAddress.userId, userId)));
        if (!row.isDefault) return;
        const [next] = await tx.select({ id: userAddress.id }).from(userAddress).where(eq(userAddress.userId, userId)).orderBy(desc(userAddress.createdAt), desc(userAddress.id)).limit(1);
        if (next) await makeDefault(tx, userId, next.id);
      });
    },

    async setDefault(userId: number, addrId: number): Promise<void> {
      await locked(userId, async (tx) => {
        await owned(tx, userId, addrId);
        await makeDefault(tx, userId, addrId);
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
