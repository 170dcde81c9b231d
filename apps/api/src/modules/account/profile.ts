// The logged-in user's own account: user info, user-center summary, nickname / gender / avatar,
// change password, payment password, change bound mobile, log out everywhere.
import { isOwnUpload } from '../../platform/image-upload';
import {
  confirmRule, maskMobile, nicknameRule, passwordRule, payPasswordRule, phoneRule, smsCodeRule, SHOP_STATUS, USER_TYPE,
  type CenterInfo, type OrderCountData, type PayPasswordBody, type SetUserInfoBody, type UpdateMobileBody,
  type Lang, type UpdatePasswordBody, type UserInfo,
} from '@mall/shared';
import { createAttemptLimiter } from '../../platform/attempt-limiter';
import type { Clock } from '../../platform/clock';
import type { Counters } from '../../platform/counters';
import { AppError } from '../../platform/errors';
import type { LoginLimits } from './login-limits';
import { hashPassword, verifyPassword } from './passwords';
import type { SmsCodes } from './sms';
import type { TokenStore } from './tokens';
import type { UserRow, Users } from './users';

export type ShopOfUser = { shopId: number | null; shopStatus: number; shopAuditStatus: number };
/** Parts of the user-center summary that other modules own; they replace these with extendCenterInfo. */
export interface CenterInfoParts {
  orderCounts(userId: number): Promise<OrderCountData>;
  shopOf(userId: number): Promise<ShopOfUser>;
}
const NO_ORDERS: OrderCountData = { unPay: 0, payed: 0, consignment: 0, unComment: 0, refund: 0 };
const NO_SHOP: ShopOfUser = { shopId: null, shopStatus: SHOP_STATUS.none, shopAuditStatus: -1 };

export const PAY_PASSWORD_LIMITS = { failures: 5, lockMs: 15 * 60_000 } as const;

export function createAccountProfile(deps: { clock: Clock; counters: Counters; users: Users; tokens: TokenStore; sms: SmsCodes; loginLimits: LoginLimits }) {
  const { counters, users, tokens, sms, loginLimits } = deps;
  const parts: CenterInfoParts = { orderCounts: async () => NO_ORDERS, shopOf: async () => NO_SHOP };

  async function userOf(userId: number): Promise<UserRow> {
    const u = await users.byId(userId);
    if (!u) throw new AppError('error.unauthorized', 401, undefined, 'UNAUTHORIZED');
    return u;
  }

  const payAttempts = createAttemptLimiter(counters, { name: 'paypw', ...PAY_PASSWORD_LIMITS, locked: 'account.payPasswordLocked' });

  /** For payments: throws unless the payment password is right; 5 wrong tries lock it for 15 minutes. */
  async function verifyPayPassword(userId: number, payPassword: string): Promise<void> {
    const u = await userOf(userId);
    const hash = u.payPasswordHash;
    if (!hash) throw new AppError('account.payPasswordNotSet');
    await payAttempts.check(userId, () => verifyPassword(hash, payPassword), () => new AppError('account.payPasswordWrong'));
  }

  return {
    /** Lets the order and store modules fill the user-center summary. */
    extendCenterInfo(more: Partial<CenterInfoParts>): void {
      Object.assign(parts, more);
    },

    async userInfo(userId: number): Promise<UserInfo> {
      const u = await userOf(userId);
      return {
        userId: u.id,
        username: u.username,
        nickName: u.nickname,
        pic: u.avatar,
        userAvatar: u.avatar,
        userType: u.role === 'admin' ? USER_TYPE.admin : USER_TYPE.buyer,
        gender: u.gender,
        userMobile: u.mobile ? maskMobile(u.mobile) : null,
        isSetPassword: !!u.passwordHash,
        isSetPayPassword: !!u.payPasswordHash,
      };
    },

    async centerInfo(userId: number): Promise<CenterInfo> {
      const u = await userOf(userId);
      const [orderCountData, shop] = await Promise.all([parts.orderCounts(userId), parts.shopOf(userId)]);
      return { isSetPassword: !!u.passwordHash, orderCountData, ...shop };
    },

    async setUserInfo(userId: number, body: SetUserInfoBody): Promise<void> {
      const values: { nickname?: string; gender?: number; avatar?: string } = {};
      if (body.nickName !== undefined) {
        const key = nicknameRule(body.nickName);
        if (key) throw new AppError(key);
        values.nickname = body.nickName.trim();
      }
      if (body.gender !== undefined) values.gender = body.gender;
      if (body.pic !== undefined) {
        if (body.pic !== '' && !isOwnUpload(userId, body.pic)) throw new AppError('account.picInvalid');
        values.avatar = body.pic;
      }
      if (Object.keys(values).length) await users.update((await userOf(userId)).id, values);
    },

    /** Change (or, for SMS-only accounts, first set) the login password; every session ends. */
    async updatePassword(userId: number, body: UpdatePasswordBody, ip: string): Promise<void> {
      const u = await userOf(userId);
      for (const key of [passwordRule(body.passWord), confirmRule(body.passWord, body.confirmPassWord)]) if (key) throw new AppError(key);
      if (u.passwordHash) {
        if (!body.oldPassWord) throw new AppError('account.oldPasswordRequired');
        await loginLimits.check(u, u.username, ip, body.oldPassWord, () => new AppError('account.oldPasswordWrong'));
      }
      await users.update(u.id, { passwordHash: await hashPassword(body.passWord) });
      await tokens.revokeAll(u.id);
    },

    /** Set the 6-digit payment password, or change it with the current one. */
    async setPayPassword(userId: number, body: PayPasswordBody): Promise<void> {
      const u = await userOf(userId);
      for (const key of [payPasswordRule(body.payPassword), confirmRule(body.payPassword, body.confirmPayPassword)]) if (key) throw new AppError(key);
      if (u.payPasswordHash) await verifyPayPassword(userId, body.oldPayPassword ?? '');
      await users.update(u.id, { payPasswordHash: await hashPassword(body.payPassword) });
    },

    verifyPayPassword,

    /** Code for changing the bound mobile: to the bound one (no mobile given) or to the new one. */
    async sendUpdateMobileCode(userId: number, mobile: string | undefined, meta: { ip: string; lang: Lang }): Promise<void> {
      const u = await userOf(userId);
      if (mobile === undefined) {
        if (!u.mobile) throw new AppError('account.noMobile');
        return sms.send(u.mobile, 'mobileOld', meta);
      }
      const next = mobile.trim();
      const key = phoneRule(next);
      if (key) throw new AppError(key);
      if (next === u.mobile) throw new AppError('account.mobileSame');
      if (await users.byMobile(next)) throw new AppError('account.mobileTaken');
      return sms.send(next, 'mobileNew', meta);
    },

    /** Change the bound mobile: a code sent to the old one (when bound) and one sent to the new one. */
    async updateMobile(userId: number, body: UpdateMobileBody): Promise<void> {
      const u = await userOf(userId);
      const next = body.mobile.trim();
      for (const key of [phoneRule(next), u.mobile ? smsCodeRule(body.oldCode ?? '') : null, smsCodeRule(body.code)]) if (key) throw new AppError(key);
      if (next === u.mobile) throw new AppError('account.mobileSame');
      if (await users.byMobile(next)) throw new AppError('account.mobileTaken');
      // check both before using either, so one wrong code does not waste the other
      const oldId = u.mobile ? await sms.check(u.mobile, 'mobileOld', body.oldCode ?? '') : null;
      const newId = await sms.check(next, 'mobileNew', body.code);
      if (oldId !== null) await sms.use(oldId);
      await sms.use(newId);
      await users.update(u.id, { mobile: next });
    },

    /** Ends every session of the user, the current one included. */
    logoutAll: (userId: number) => tokens.revokeAll(userId),
  };
}
