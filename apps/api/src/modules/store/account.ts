// The shop owner's side: what the user center shows (shopOf), the store account of uc-shopaccount and the
// store password the seller centre asks for (argon2id, never stored or answered in clear).
import { and, eq, isNull } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { confirmRule, SHOP_AUDIT_STATUS, SHOP_STATUS, storePasswordRule, type StorePasswordBody } from '@mall/shared';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../account/passwords';
import type { StorePasswordAttempts } from './password-attempts';

const { shop, shopApplication } = schema;
export type ShopOfUser = { shopId: number | null; shopStatus: number; shopAuditStatus: number };
export const DEMO_STORE_PASSWORD = 'store123';

/** attempts: the limit on wrong store passwords (password-attempts.ts), shared by every check of it. */
export function createShopOwner(db: Db, attempts: StorePasswordAttempts) {
  async function ownShop(userId: number) {
    const [s] = await db.select().from(shop).where(eq(shop.userId, userId)).orderBy(shop.id).limit(1);
    return s;
  }
  async function requireShop(userId: number) {
    const s = await ownShop(userId);
    if (!s) throw new AppError('store.noShop');
    return s;
  }

  return {
    /** User center: the shop the user owns, else the state of the application (SPEC §4 shopStatus). */
    async shopOf(userId: number): Promise<ShopOfUser> {
      const s = await ownShop(userId);
      if (s) return { shopId: s.id, shopStatus: s.status, shopAuditStatus: SHOP_AUDIT_STATUS.passed };
      const [a] = await db.select({ status: shopApplication.auditStatus }).from(shopApplication).where(eq(shopApplication.userId, userId));
      if (!a) return { shopId: null, shopStatus: SHOP_STATUS.none, shopAuditStatus: SHOP_AUDIT_STATUS.none };
      const shopStatus = a.status === SHOP_AUDIT_STATUS.notPassed ? SHOP_STATUS.notPassed : a.status === SHOP_AUDIT_STATUS.underReview ? SHOP_STATUS.underReview : SHOP_STATUS.notOpen;
      return { shopId: null, shopStatus, shopAuditStatus: a.status };
    },

    async account(userId: number) {
      const s = await requireShop(userId);
      return { shopId: s.id, shopName: s.nameZh, shopStatus: s.status, hasStorePassword: s.storePasswordHash !== null };
    },

    /** Sets the store password, or changes it (the current one required once set). */
    async setStorePassword(userId: number, body: StorePasswordBody): Promise<void> {
      const s = await requireShop(userId);
      const key = storePasswordRule(body.password) ?? confirmRule(body.password, body.confirmPassword);
      if (key) throw new AppError(key);
      const current = s.storePasswordHash;
      if (current !== null) await attempts.check(s.id, () => verifyPassword(current, body.oldPassword ?? ''), () => new AppError('store.oldPasswordWrong'));
      const hash = await hashPassword(body.password);
      const where = s.storePasswordHash === null ? and(eq(shop.id, s.id), isNull(shop.storePasswordHash)) : and(eq(shop.id, s.id), eq(shop.storePasswordHash, s.storePasswordHash));
      const changed = await db.update(shop).set({ storePasswordHash: hash }).where(where).returning({ id: shop.id });
      if (changed.length === 0) throw new AppError('store.statusChanged');
    },

    /** The seller centre's check of the store password (5 wrong tries lock it for 15 minutes). */
    async verifyStorePassword(userId: number, password: string): Promise<{ shopId: number }> {
      const s = await requireShop(userId);
      const hash = s.storePasswordHash;
      if (hash === null) throw new AppError('store.passwordNotSet');
      await attempts.check(s.id, () => verifyPassword(hash, password), () => new AppError('store.passwordWrong'));
      return { shopId: s.id };
    },

    /** Demo data: the demo seller's store password is store123 (set once, idempotent). */
    async ensureDemoStorePassword(userId: number): Promise<void> {
      const s = await ownShop(userId);
      if (!s || s.storePasswordHash !== null) return;
      const hash = await hashPassword(DEMO_STORE_PASSWORD);
      await db.update(shop).set({ storePasswordHash: hash }).where(and(eq(shop.id, s.id), isNull(shop.storePasswordHash)));
    },
  };
}
