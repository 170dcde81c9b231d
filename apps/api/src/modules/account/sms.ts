// SMS verification codes. Sending goes through an SmsProvider (the built-in sandbox writes an outbox
// table); codes are stored as salted sha-256, live 5 minutes and burn after 5 wrong tries.
// Limits: one code per phone per 60 s, 10 per phone per 24 h, 20 per IP per hour.
// The real gateway (Aliyun) and the production refusal without one are in sms-aliyun.ts.
// The sandbox outbox keeps the message text (with the code) for the /dev/sms-outbox endpoint; it is never
// used in production (smsProviderFromEnv / buildApp refuse sending there instead).
import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { ACCOUNT_LIMITS, translate, type Lang, type MessageKey, type SmsOutboxItem } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import type { Counters } from '../../platform/counters';
import { AppError } from '../../platform/errors';
import { sameDigest, sha256 } from './passwords';

const { smsCode, smsOutbox } = schema;

export type SmsPurpose = 'login' | 'register' | 'reset' | 'mobileOld' | 'mobileNew';
export interface SmsMessage { mobile: string; purpose: SmsPurpose; code: string; text: string; lang: Lang }
/** Where codes are delivered: the sandbox outbox by default, a real SMS gateway in production. */
export interface SmsProvider {
  /** Resolves once the gateway accepted the message; a failure should be an SmsSendError. */
  send(message: SmsMessage): Promise<void>;
}

/**
 * A provider's failure to send. `outcome` says whether the message surely did not go out ('refused': the
 * gateway answered no) or might have ('unknown': timeout, no readable answer).
 */
export class SmsSendError extends AppError {
  constructor(key: MessageKey, status: number, readonly outcome: 'refused' | 'unknown', options?: { cause?: unknown }) {
    super(key, status);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

export const SMS_LIMITS = {
  perPhonePerDay: 10,
  perIpPerHour: 20,
} as const;
const HOUR = 60 * 60 * 1000;

/** The sandbox provider: every message lands in the sms_outbox table. */
export function sandboxSms(db: Db, clock: Clock): SmsProvider {
  return {
    async send(m) {
      await db.insert(smsOutbox).values({ mobile: m.mobile, text: m.text, createdAt: clock.now() });
    },
  };
}

const hashCode = (salt: string, code: string) => sha256(`${salt}:${code}`);

export function createSmsCodes(db: Db, deps: { clock: Clock; counters: Counters; provider: SmsProvider }) {
  const { clock, counters, provider } = deps;
  const { smsResendSeconds, smsCodeMinutes, smsCodeTries } = ACCOUNT_LIMITS;

  /** Checks a code without using it up; a wrong code costs one of its tries. Answers the code's row id. */
  async function check(mobile: string, purpose: SmsPurpose, code: string): Promise<number> {
    const [row] = await db
      .select()
      .from(smsCode)
      .where(and(eq(smsCode.mobile, mobile), eq(smsCode.purpose, purpose)))
      .orderBy(desc(smsCode.id))
      .limit(1);
    if (!row || row.usedAt || row.expiresAt <= clock.now()) throw new AppError('sms.codeExpired');
    if (row.tries >= smsCodeTries) throw new AppError('sms.codeBurnt');
    if (sameDigest(row.codeHash, hashCode(row.salt, code.trim()))) return row.id;
    const [after] = await db
      .update(smsCode)
      .set({ tries: sql`${smsCode.tries} + 1` })
      .where(and(eq(smsCode.id, row.id), isNull(smsCode.usedAt)))
      .returning({ tries: smsCode.tries });
    throw new AppError(after && after.tries >= smsCodeTries ? 'sms.codeBurnt' : 'sms.codeWrong');
  }

  /** Marks a checked code used; only one caller can win it (two racing logins get one token). */
  async function use(id: number): Promise<void> {
    const now = clock.now();
    const rows = await db
      .update(smsCode)
      .set({ usedAt: now })
      .where(and(eq(smsCode.id, id), isNull(smsCode.usedAt), gt(smsCode.expiresAt, now), lt(smsCode.tries, smsCodeTries)))
      .returning({ id: smsCode.id });
    if (rows.length === 0) throw new AppError('sms.codeExpired');
  }

  return {
    check,
    use,

    async consume(mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
      await use(await check(mobile, purpose, code));
    },

    async send(mobile: string, purpose: SmsPurpose, ctx: { ip: string; lang: Lang }): Promise<void> {
      const coolKey = `sms:cool:${mobile}`;
      if (!(await counters.setIfAbsent(coolKey, smsResendSeconds * 1000))) {
        const seconds = Math.max(1, Math.ceil((await counters.ttl(coolKey)) / 1000));
        throw new AppError('sms.tooOften', 400, { seconds });
      }
      // When anything below fails, the phone's 60 s wait is lifted: the user did not get a code and may ask
      // again at once. The per-IP and per-phone counts keep the attempt (a failing gateway cannot be hammered
      // without bound, and a timed-out message may still arrive). The new code's row is removed unless the
      // provider could not tell whether the message went out ('unknown'), so that a code the user never
      // received does not supersede the previous one, which keeps working until it expires.
      let codeId: number | undefined;
      try {
        if ((await counters.incr(`sms:ip:${ctx.ip}`, HOUR)) > SMS_LIMITS.perIpPerHour) throw new AppError('sms.limitReached');
        if ((await counters.incr(`sms:phone:${mobile}`, 24 * HOUR)) > SMS_LIMITS.perPhonePerDay) throw new AppError('sms.limitReached');
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const salt = randomBytes(16).toString('hex');
        const now = clock.now();
        const [row] = await db.insert(smsCode).values({
          mobile, purpose, salt, codeHash: hashCode(salt, code), createdAt: now,
          expiresAt: new Date(now.getTime() + smsCodeMinutes * 60_000), ip: ctx.ip,
        }).returning({ id: smsCode.id });
        codeId = row?.id;
        const text = translate('sms.text', ctx.lang, { code, minutes: smsCodeMinutes });
        await provider.send({ mobile, purpose, code, text, lang: ctx.lang });
      } catch (err) {
        await counters.del(coolKey);
        const mayHaveArrived = err instanceof SmsSendError && err.outcome === 'unknown';
        if (codeId !== undefined && !mayHaveArrived) await db.delete(smsCode).where(eq(smsCode.id, codeId));
        throw err;
      }
    },

    /** Latest messages of the sandbox outbox (development and tests only). */
    async outbox(mobile: string | undefined, limit = 20): Promise<SmsOutboxItem[]> {
      const rows = await db
        .select()
        .from(smsOutbox)
        .where(mobile ? eq(smsOutbox.mobile, mobile) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id, mobile: r.mobile, text: r.text, code: /\b(\d{6})\b/.exec(r.text)?.[1] ?? null, createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
