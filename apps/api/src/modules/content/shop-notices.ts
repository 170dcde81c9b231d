// A shop's own notices (content's notice table, shopId = the shop), written in the seller centre. Every statement
// is scoped by the shop: another shop's notice (or a platform notice, shopId 0) answers 404.
import { and, count, desc, eq } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { noticeContentRule, noticeTitleRule, type Paged, type ShopNoticeRow } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { offsetOf, toPage } from '../../platform/paging';
import { sanitizeHtml } from '../../platform/sanitize-html';

const { notice } = schema;
const notFound = () => new AppError('seller.noticeNotFound', 404);
type NoticeInput = { titleZh: string; titleEn: string; contentZh: string; contentEn: string; isTop: boolean; status: number };

function checked(b: NoticeInput) {
  const key = noticeTitleRule(b.titleZh) ?? noticeTitleRule(b.titleEn) ?? noticeContentRule(b.contentZh) ?? noticeContentRule(b.contentEn);
  if (key) throw new AppError(key);
  return { titleZh: b.titleZh.trim(), titleEn: b.titleEn.trim(), contentZh: sanitizeHtml(b.contentZh), contentEn: sanitizeHtml(b.contentEn), isTop: b.isTop, status: b.status };
}

export function createShopNotices(db: Db, clock: Clock) {
  const mine = (shopId: number, id: number) => and(eq(notice.id, id), eq(notice.shopId, shopId));
  return {
    async list(shopId: number, current: number, size: number): Promise<Paged<ShopNoticeRow>> {
      if (shopId <= 0) throw notFound();
      const [rows, [total]] = await Promise.all([
        db.select().from(notice).where(eq(notice.shopId, shopId)).orderBy(desc(notice.isTop), desc(notice.publishTime), desc(notice.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(notice).where(eq(notice.shopId, shopId)),
      ]);
      return toPage(rows.map((n) => ({ ...n, publishTime: n.publishTime.toISOString() })), Number(total?.n ?? 0), current, size);
    },
    async create(shopId: number, body: NoticeInput): Promise<{ id: number }> {
      if (shopId <= 0) throw notFound();
      const [row] = await db.insert(notice).values({ ...checked(body), shopId, publishTime: clock.now() }).returning({ id: notice.id });
      return { id: row!.id };
    },
    async update(shopId: number, id: number, body: NoticeInput): Promise<void> {
      const values = checked(body);
      const done = await db.update(notice).set(values).where(mine(shopId, id)).returning({ id: notice.id });
      if (done.length === 0) throw notFound();
    },
    async remove(shopId: number, id: number): Promise<void> {
      const done = await db.delete(notice).where(mine(shopId, id)).returning({ id: notice.id });
      if (done.length === 0) throw notFound();
    },
  };
}
export type ShopNotices = ReturnType<typeof createShopNotices>;
