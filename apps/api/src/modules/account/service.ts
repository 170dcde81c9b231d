// Accounts: registration, password and SMS login, logout, forgot password, SMS code sending.
// Profile and security settings are in profile.ts; both are one service to the rest of the API.
import {
  confirmRule, isPhone, loginPasswordRule, maskMobile, passwordRule, phoneRule, smsCodeRule, usernameRule,
  type Lang, type LoginBody, type MessageKey, type RegisterBody, type ResetPasswordBody, type ServiceSwitch,
  type SmsLoginBody, type TokenAnswer,
} from '@mall/shared';
import type { Db } from '@mall/db';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Counters } from '../../platform/counters';
import { AppError } from '../../platform/errors';
import { hashPassword } from './passwords';
import { createLoginLimits, LOGIN_LIMITS } from './login-limits';
import { createAccountProfile } from './profile';
import { createSmsCodes, type SmsProvider, type SmsPurpose } from './sms';
import { createTokenStore } from './tokens';
import { createUsers, generatedUsername, type UserRow } from './users';

export interface AccountDeps {
  clock: Clock;
  counters: Counters;
  sms: SmsProvider;
  /** the content service's switch: terms must be agreed while it shows them */
  serviceSwitch: () => Promise<ServiceSwitch>;
}

/** Who is asking: the IP for rate limits, the language for SMS texts. */
export interface RequestMeta { ip: string; lang: Lang; userAgent?: string }

export { LOGIN_LIMITS };

/** Throws the message of the first rule that refuses. */
export function check(...results: (MessageKey | null)[]): void {
  const key = results.find((r) => r !== null);
  if (key) throw new AppError(key);
}

export function createAccountService(db: Db, deps: AccountDeps) {
  const { clock, counters } = deps;
  const users = createUsers(db, clock);
  const tokens = createTokenStore(db, clock, counters);
  const sms = createSmsCodes(db, { clock, counters, provider: deps.sms });
  const loginLimits = createLoginLimits(counters);
  const profile = createAccountProfile({ clock, counters, users, tokens, sms, loginLimits });
  const issue = (u: UserRow, meta: RequestMeta) => tokens.issue(u.id, { ip: meta.ip, userAgent: meta.userAgent });

  async function sendCode(mobile: string, purpose: SmsPurpose, meta: RequestMeta, mustExist?: boolean) {
    check(phoneRule(mobile));
    if (mustExist !== undefined) {
      const exists = !!(await users.byMobile(mobile));
      if (mustExist && !exists) throw new AppError('account.mobileNotRegistered');
      if (!mustExist && exists) throw new AppError('account.mobileTaken');
    }
    await sms.send(mobile, purpose, meta);
  }

  return {
    ...profile,
    tokens,
    sms,

    async register(body: RegisterBody, meta: RequestMeta, current: AuthUser | null): Promise<TokenAnswer> {
      const userName = body.userName.trim();
      const byPhone = isPhone(userName);
      check(
        byPhone ? null : usernameRule(userName),
        passwordRule(body.passWord),
        confirmRule(body.passWord, body.confirmPassWord),
        byPhone ? smsCodeRule(body.code ?? '') : null,
      );
      const terms = await deps.serviceSwitch();
      if ((terms.serviceTermsSwitch || terms.privacyPolicySwitch) && body.agreed !== true) throw new AppError('account.termsRequired');
      if (byPhone ? await users.byMobile(userName) : await users.byUsername(userName)) {
        throw new AppError(byPhone ? 'account.mobileTaken' : 'account.usernameTaken');
      }
      if ((await counters.incr(`register:ip:${meta.ip}`, 60 * 60_000)) > LOGIN_LIMITS.registrationsPerIpPerHour) {
        throw new AppError('account.registerTooOften');
      }
      if (byPhone) await sms.consume(userName, 'register', body.code ?? '');
      const passwordHash = await hashPassword(body.passWord);
      const user = await users.insert(
        byPhone
          ? { username: generatedUsername(), mobile: userName, nickname: maskMobile(userName), passwordHash }
          : { username: userName, nickname: userName, passwordHash },
      );
      // registering while logged in switches the browser to the new account: the old token ends here
      if (current) await tokens.revokeSession(current.sessionId);
      return issue(user, meta);
    },

    async login(body: LoginBody, meta: RequestMeta): Promise<TokenAnswer> {
      const userName = body.userName.trim();
      check(isPhone(userName) ? null : usernameRule(userName), loginPasswordRule(body.passWord));
      const ipKey = `login:fail:ip:${meta.ip}`;
      if (Number(await counters.get(ipKey)) >= LOGIN_LIMITS.failuresPerIp) throw new AppError('account.loginTooOften');
      const user = isPhone(userName) ? await users.byMobile(userName) : await users.byUsername(userName);
      try {
        await loginLimits.check(user, userName, meta.ip, body.passWord, () => new AppError('account.badCredentials'));
      } catch (err) {
        if (err instanceof AppError && err.key !== 'error.rateLimited') await counters.incr(ipKey, LOGIN_LIMITS.windowMs);
        throw err;
      }
      return issue(user!, meta);
    },

    /** SMS login; a mobile without an account gets one (no password until the user sets one). */
    async smsLogin(body: SmsLoginBody, meta: RequestMeta): Promise<TokenAnswer> {
      const mobile = body.userName.trim();
      check(phoneRule(mobile), smsCodeRule(body.passWord));
      await sms.consume(mobile, 'login', body.passWord);
      let user = await users.byMobile(mobile);
      if (!user) {
        try {
          user = await users.insert({ username: generatedUsername(), mobile, nickname: maskMobile(mobile) });
        } catch (err) {
          // the same mobile registered a moment ago by another request: log into that account
          user = await users.byMobile(mobile);
          if (!user) throw err;
        }
      }
      return issue(user, meta);
    },

    async logout(token: string | null): Promise<void> {
      if (token) await tokens.revoke(token);
    },

    /** Forgot password: a code sent to the bound mobile sets a new password, unlocks, and ends every session. */
    async resetPassword(body: ResetPasswordBody, _meta: RequestMeta): Promise<void> {
      const mobile = body.mobile.trim();
      check(phoneRule(mobile), smsCodeRule(body.code), passwordRule(body.passWord), confirmRule(body.passWord, body.confirmPassWord));
      const user = await users.byMobile(mobile);
      if (!user) throw new AppError('account.mobileNotRegistered');
      await sms.consume(mobile, 'reset', body.code);
      await users.update(user.id, { passwordHash: await hashPassword(body.passWord) });
      await tokens.revokeAll(user.id);
    },

    sendLoginCode: (mobile: string, meta: RequestMeta) => sendCode(mobile.trim(), 'login', meta),
    sendRegisterCode: (mobile: string, meta: RequestMeta) => sendCode(mobile.trim(), 'register', meta, false),
    sendResetCode: (mobile: string, meta: RequestMeta) => sendCode(mobile.trim(), 'reset', meta, true),

    /** Creates a user as it is (demo users, operators); rules are the caller's business. */
    async createUser(u: { username: string; password?: string; mobile?: string; nickname?: string; role?: 'buyer' | 'admin'; payPassword?: string }) {
      return users.insert({
        username: u.username,
        mobile: u.mobile ?? null,
        nickname: u.nickname ?? u.username,
        role: u.role ?? 'buyer',
        passwordHash: u.password ? await hashPassword(u.password) : null,
        payPasswordHash: u.payPassword ? await hashPassword(u.payPassword) : null,
      });
    },
    findByUsername: (username: string) => users.byUsername(username),
    findByMobile: (mobile: string) => users.byMobile(mobile),
    /** The platform operators (agents of the self-operated store's service desk). */
    operatorIds: () => users.idsByRole('admin'),
    /** Minutes the account is locked for every IP (login-limits.ts), for the platform console. */
    loginLockedMinutes: loginLimits.lockedMinutes,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
