// Tables owned by the store module.
import { bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const shop = pgTable(
  'shop',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** owner user id (accounts module); null for the platform's self-operated store before accounts exist */
    userId: integer('user_id'),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    introZh: text('intro_zh').notNull().default(''),
    introEn: text('intro_en').notNull().default(''),
    logo: text('logo').notNull().default(''),
    /** 1 self-operated (platform), 2 general store */
    shopType: smallint('shop_type').notNull().default(2),
    /** 1 open, 2 offline, 3 suspended, 4 not yet open (see SHOP_STATUS in @mall/shared) */
    status: smallint('status').notNull().default(1),
    tel: text('tel').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    area: text('area').notNull().default(''),
    address: text('address').notNull().default(''),
    collectCount: integer('collect_count').notNull().default(0),
    recommended: smallint('recommended').notNull().default(0),
    /** store password of the seller centre (argon2id); null until the owner sets one */
    storePasswordHash: text('store_password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shop_name_zh_uq').on(t.nameZh), index('shop_status_idx').on(t.status)],
);

