// Tables owned by the store module: shop applications (one per user) and the history of every status
// change of an application or a shop.
import { bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A user's free shop opening application (SPEC §3 store fields). auditStatus: 0 under review, 1 passed, 2 not passed. */
export const shopApplication = pgTable(
  'shop_application',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** the shop approval created */
    shopId: integer('shop_id'),
    shopName: text('shop_name').notNull(),
    /** lower-cased, NFKC-normalised name: unique among applications */
    nameKey: text('name_key').notNull(),
    intro: text('intro').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    areaCode: text('area_code').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    area: text('area').notNull(),
    address: text('address').notNull(),
    tel: text('tel').notNull(),
    logo: text('logo').notNull(),
    businessLicense: text('business_license').notNull(),
    idCardFront: text('id_card_front').notNull(),
    idCardBack: text('id_card_back').notNull(),
    auditStatus: smallint('audit_status').notNull().default(0),
    remarks: text('remarks').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('shop_application_user_uq').on(t.userId),
    uniqueIndex('shop_application_name_uq').on(t.nameKey),
    index('shop_application_status_idx').on(t.auditStatus),
  ],
);

/** One row per status change. subject: 'application' | 'shop'; fromStatus null on creation. */
export const storeStatusLog = pgTable(
  'store_status_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    event: text('event').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** who made the change */
    actorId: integer('actor_id').notNull(),
    remarks: text('remarks').notNull().default(''),
    at: ts('at').notNull(),
  },
  (t) => [index('store_status_log_subject_idx').on(t.subject, t.subjectId)],
);
