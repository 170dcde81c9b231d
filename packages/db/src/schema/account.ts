// Tables owned by the account module: users, sessions (tokens), SMS codes and the sandbox SMS outbox.
// Nothing secret is stored in clear: passwords are argon2id hashes, tokens and codes salted sha-256.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const appUser = pgTable(
  'app_user',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 4-16 letters, digits or underscore; generated (u_xxxxxxxx) for users who registered by phone */
    username: text('username').notNull(),
    /** 11 digits starting with 1; null for username-only accounts */
    mobile: text('mobile'),
    /** argon2id; null for users who only ever logged in by SMS */
    passwordHash: text('password_hash'),
    /** argon2id of the 6-digit payment password */
    payPasswordHash: text('pay_password_hash'),
    nickname: text('nickname').notNull().default(''),
    /** 0 unknown, 1 male, 2 female */
    gender: smallint('gender').notNull().default(0),
    /** /uploads/... path of the avatar, '' for none */
    avatar: text('avatar').notNull().default(''),
    /** 'buyer' (every registered user) or 'admin' (platform operator) */
    role: text('role').notNull().default('buyer'),
    /** wrong passwords in a row; reset by a good one or when a lock has run out */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: ts('locked_until'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // usernames are unique whatever their case ('Demo' and 'demo' are one name)
  (t) => [uniqueIndex('app_user_username_uq').on(sql`lower(${t.username})`), uniqueIndex('app_user_mobile_uq').on(t.mobile)],
);

/** One login: the token itself is never stored, only its sha-256. */
export const userSession = pgTable(
  'user_session',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => appUser.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    /** sliding: moved forward on use (at most once a day) */
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('user_session_token_uq').on(t.tokenHash), index('user_session_user_idx').on(t.userId)],
);

/** SMS verification codes: only the newest of a (mobile, purpose) counts. */
export const smsCode = pgTable(
  'sms_code',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    /** login | register | reset | mobileOld | mobileNew */
    purpose: text('purpose').notNull(),
    /** hex sha-256 of salt + code */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    tries: smallint('tries').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    ip: text('ip'),
  },
  (t) => [index('sms_code_lookup_idx').on(t.mobile, t.purpose, t.id)],
);

/** Messages the built-in sandbox SMS provider "sent" (read at /shop-api/dev/sms-outbox outside production). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.id)],
);
