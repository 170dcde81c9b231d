// Tables owned by the analytics module: the storefront's usage log.
import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const flowLog = pgTable(
  'flow_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull(),
    uuidSession: text('uuid_session').notNull(),
    userId: integer('user_id'),
    pageId: integer('page_id').notNull(),
    prevPageId: integer('prev_page_id'),
    step: integer('step').notNull(),
    visitType: smallint('visit_type').notNull(),
    systemType: smallint('system_type').notNull(),
    bizType: smallint('biz_type'),
    bizData: text('biz_data'),
    nums: integer('nums'),
    orderNumbers: text('order_numbers'),
    extra: jsonb('extra'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flow_log_session_idx').on(t.uuidSession, t.step), index('flow_log_time_idx').on(t.createdAt)],
);
