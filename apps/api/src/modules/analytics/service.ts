// Analytics: ingestion of the storefront's usage log.
import { schema, type Db } from '@mall/db';
import type { FlowLogBody } from '@mall/shared';

export function createAnalyticsService(db: Db) {
  return {
    /** Stores one page view or click. `userId` is set only from a verified session, never from the body. */
    async record(entry: FlowLogBody, ctx: { userId: number | null; ip: string }): Promise<void> {
      await db.insert(schema.flowLog).values({
        uuid: entry.uuid,
        uuidSession: entry.uuidSession,
        userId: ctx.userId,
        pageId: entry.pageId,
        prevPageId: entry.prevPageId ?? null,
        step: entry.step,
        visitType: entry.visitType,
        systemType: entry.systemType,
        bizType: entry.bizType ?? null,
        bizData: entry.bizData ?? null,
        nums: entry.nums ?? null,
        orderNumbers: entry.orderNumbers ?? null,
        ip: ctx.ip,
      });
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
