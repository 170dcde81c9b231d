// Tables of group buying (promotion module). An activity offers SKUs of one product at a group price for groups
// of `group_size` buyers who fill the group within `time_limit_hours`. A group opens when its leader pays
// (opening → grouping), succeeds when every seat is paid (grouping → succeeded) and fails when time runs out
// (grouping → failed; the sweeper refunds the paid members). Seats are taken at submit by a guarded UPDATE
// (`joined < size`), so racing buyers never overfill a group; a member row per order, one live row per user and group.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const groupBuyActivity = pgTable(
  'group_buy_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id').notNull(),
    prodId: integer('prod_id').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** buyers per group, the leader included */
    groupSize: smallint('group_size').notNull(),
    /** a group fails when not full this many hours after it opened */
    timeLimitHours: integer('time_limit_hours').notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    /** 1 on, 0 withdrawn */
    status: smallint('status').notNull().default(1),
    /** demo data key (idempotent demo activities) */
    code: text('code'),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('group_buy_activity_time_idx').on(t.status, t.endAt),
    index('group_buy_activity_prod_idx').on(t.prodId),
    uniqueIndex('group_buy_activity_code_uq').on(t.code),
    check('group_buy_activity_size_ck', sql`${t.groupSize} >= 2 AND ${t.groupSize} <= 50`),
    check('group_buy_activity_time_ck', sql`${t.endAt} > ${t.startAt} AND ${t.timeLimitHours} >= 1`),
  ],
);

/** The group price of each SKU in the activity (fen). */
export const groupBuySku = pgTable(
  'group_buy_sku',
  {
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    skuId: integer('sku_id').notNull(),
    groupPrice: bigint('group_price', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.skuId] }), check('group_buy_sku_price_ck', sql`${t.groupPrice} > 0`)],
);

export type GroupState = 'opening' | 'grouping' | 'succeeded' | 'failed';

export const groupBuyGroup = pgTable(
  'group_buy_group',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    leaderUserId: bigint('leader_user_id', { mode: 'number' }).notNull(),
    /** GroupState; changed only by the guarded transitions of modules/promotion/group-buy/status.ts */
    state: text('state').$type<GroupState>().notNull(),
    size: smallint('size').notNull(),
    /** seats taken (reserved by an unpaid order, or paid) */
    joined: integer('joined').notNull().default(0),
    /** seats paid */
    paid: integer('paid').notNull().default(0),
    /** set when the leader pays (the group opens): opened + time limit */
    openedAt: ts('opened_at'),
    expiresAt: ts('expires_at'),
    finishedAt: ts('finished_at'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('group_buy_group_activity_idx').on(t.activityId, t.state),
    index('group_buy_group_expiry_idx').on(t.state, t.expiresAt),
    check('group_buy_group_seats_ck', sql`${t.paid} >= 0 AND ${t.paid} <= ${t.joined} AND ${t.joined} <= ${t.size}`),
  ],
);

export type GroupMemberState = 'reserved' | 'paid' | 'released' | 'refunding' | 'refunded';

export const groupBuyMember = pgTable(
  'group_buy_member',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: bigint('group_id', { mode: 'number' }).notNull(),
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNumber: text('order_number').notNull(),
    /** what the order bought (its stock goes back to the SKU when the order is released) */
    skuId: integer('sku_id').notNull(),
    count: integer('count').notNull(),
    isLeader: boolean('is_leader').notNull().default(false),
    /** GroupMemberState */
    state: text('state').$type<GroupMemberState>().notNull(),
    /** the refund of a failed group (payment module's number) */
    refundNo: text('refund_no'),
    joinedAt: ts('joined_at').notNull(),
    paidAt: ts('paid_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('group_buy_member_order_uq').on(t.orderId),
    // a user holds at most one live seat in a group (a released seat may be taken again)
    uniqueIndex('group_buy_member_live_uq').on(t.groupId, t.userId).where(sql`state <> 'released'`),
    index('group_buy_member_user_idx').on(t.userId, t.joinedAt),
    index('group_buy_member_state_idx').on(t.state),
  ],
);
