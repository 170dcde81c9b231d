// The mall's inbox (issue 18): the caller's in-site messages of every module that keeps some — after-sales notices
// (the refund module) and pre-sale messages (the pre-sale module) — in one list, newest first, with one unread count.
// It keeps no table of its own: each source stays the owner of its notices and of marking them read.
import type { InboxAnswer, InboxMessage, Lang } from '@mall/shared';
import type { RefundService } from '../aftersale/refund/service';
import type { PresaleService } from '../presale/service';

const SHOWN = 40;

export interface InboxDeps {
  refund: Pick<RefundService, 'notices' | 'readNotices'>;
  presale: Pick<PresaleService, 'notices' | 'unreadNotices' | 'readNotices'>;
}

export function createInboxService(deps: InboxDeps) {
  return {
    /** How many of the caller's messages are unread, all sources together. */
    async unread(userId: number): Promise<number> {
      const [refund, presale] = await Promise.all([deps.refund.notices({ userId }), deps.presale.unreadNotices(userId)]);
      return refund.unread + presale;
    },

    /** The caller's newest messages of all sources and the unread count. */
    async list(userId: number, lang: Lang): Promise<InboxAnswer> {
      const [refund, presale, presaleUnread] = await Promise.all([deps.refund.notices({ userId }), deps.presale.notices(userId, lang), deps.presale.unreadNotices(userId)]);
      const records: InboxMessage[] = [
        ...refund.records.map((n): InboxMessage => ({ source: 'refund', id: n.id, at: n.at, read: n.read, refundSn: n.refundSn, status: n.status })),
        ...presale.map((n): InboxMessage => ({ source: 'presale', id: n.id, at: n.createTime, read: n.read, title: n.title, content: n.content })),
      ];
      records.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
      return { unread: refund.unread + presaleUnread, records: records.slice(0, SHOWN) };
    },

    /** Marks all of the caller's messages read, in every source. */
    async readAll(userId: number): Promise<void> {
      await Promise.all([deps.refund.readNotices(userId), deps.presale.readNotices(userId)]);
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
