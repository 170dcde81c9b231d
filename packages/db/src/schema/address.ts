// Tables owned by the address module: the user's delivery addresses (at most 20, exactly one default).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './account';

export const userAddress = pgTable(
  'user_address',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => appUser.id, { onDelete: 'cascade' }),
    receiver: text('receiver').notNull(),
    mobile: text('mobile').notNull(),
    /** six-digit GB/T 2260 codes, with the names at the time of saving */
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    areaCode: text('area_code').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    area: text('area').notNull(),
    addr: text('addr').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_address_user_idx').on(t.userId),
    // at most one default per user, whatever races
    uniqueIndex('user_address_default_uq').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
