// The console's texts: platform notices (shop 0), news, help categories (two levels) and help articles.
// Rich text is sanitized when it is written, so every reader serves the stored HTML as it is.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  bilingualRule, imageRule,
  type AdminHelpArticleBody, type AdminHelpCategoryBody, type AdminNewsBody, type AdminNoticeBody, type MessageKey,
} from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { sanitizeHtml } from '../../platform/sanitize-html';
import { createCrud, type ListQuery } from './admin-crud';
import { check, keywordIn } from './admin-rules';

const { notice, news, helpCategory, helpArticle } = schema;
type NoticeRow = typeof notice.$inferSelect;
type NewsRow = typeof news.$inferSelect;
type HelpCategoryRow = typeof helpCategory.$inferSelect;
type HelpArticleRow = typeof helpArticle.$inferSelect;
const PLATFORM = 0;

/** Both languages of a rich text, sanitized; refused when either is empty. */
function richText(zh: string, en: string): { zh: string; en: string } {
  const out = { zh: sanitizeHtml(zh).trim(), en: sanitizeHtml(en).trim() };
  const empty: MessageKey | null = out.zh && out.en ? null : 'admin.contentRequired';
  check(empty);
  return out;
}
const iso = <R extends { publishTime: Date }>(r: R) => ({ ...r, publishTime: r.publishTime.toISOString() });

export function createAdminArticles(db: Db, clock: Clock) {
  const notices = createCrud<AdminNoticeBody, NoticeRow, Omit<NoticeRow, 'shopId' | 'publishTime'> & { publishTime: string }>(db, {
    table: notice,
    scope: eq(notice.shopId, PLATFORM),
    orderBy: [desc(notice.isTop), desc(notice.publishTime), desc(notice.id)],
    where: (q) => keywordIn(q.keyword, notice.titleZh, notice.titleEn),
    toView: ({ shopId: _shop, ...r }) => iso(r),
    toRow(b, existing) {
      check(bilingualRule(b.titleZh, b.titleEn));
      const content = richText(b.contentZh, b.contentEn);
      return {
        shopId: PLATFORM, titleZh: b.titleZh.trim(), titleEn: b.titleEn.trim(), contentZh: content.zh, contentEn: content.en,
        isTop: b.isTop, status: b.status, publishTime: b.publishTime ? new Date(b.publishTime) : (existing?.publishTime ?? clock.now()),
      };
    },
  });

  const newsItems = createCrud<AdminNewsBody, NewsRow, Omit<NewsRow, 'publishTime'> & { publishTime: string }>(db, {
    table: news,
    orderBy: [desc(news.publishTime), desc(news.id)],
    where: (q) => keywordIn(q.keyword, news.titleZh, news.titleEn),
    toView: iso,
    toRow(b, existing) {
      check(bilingualRule(b.titleZh, b.titleEn), imageRule(b.cover, true));
      const content = richText(b.contentZh, b.contentEn);
      return {
        titleZh: b.titleZh.trim(), titleEn: b.titleEn.trim(), summaryZh: b.summaryZh.trim(), summaryEn: b.summaryEn.trim(),
        contentZh: content.zh, contentEn: content.en, cover: b.cover.trim(), status: b.status,
        publishTime: b.publishTime ? new Date(b.publishTime) : (existing?.publishTime ?? clock.now()),
      };
    },
  });

  const helpCategories = createCrud<AdminHelpCategoryBody, HelpCategoryRow, HelpCategoryRow>(db, {
    table: helpCategory,
    orderBy: [asc(helpCategory.parentId), asc(helpCategory.seq), asc(helpCategory.id)],
    where: (q) => keywordIn(q.keyword, helpCategory.nameZh, helpCategory.nameEn),
    toView: (r) => r,
    async toRow(b, existing) {
      check(bilingualRule(b.nameZh, b.nameEn));
      if (b.parentId !== 0) {
        const [parent] = await db.select().from(helpCategory).where(eq(helpCategory.id, b.parentId));
        if (!parent || parent.id === existing?.id) throw new AppError('helpCategory.notFound', 400);
        if (parent.parentId !== 0) throw new AppError('helpCategory.tooDeep', 400);
        if (existing) {
          const [child] = await db.select({ id: helpCategory.id }).from(helpCategory).where(eq(helpCategory.parentId, existing.id)).limit(1);
          if (child) throw new AppError('helpCategory.tooDeep', 400);
        }
      }
      return { parentId: b.parentId, nameZh: b.nameZh.trim(), nameEn: b.nameEn.trim(), seq: b.seq };
    },
    async beforeDelete(r) {
      const [[child], [article]] = await Promise.all([
        db.select({ id: helpCategory.id }).from(helpCategory).where(and(eq(helpCategory.parentId, r.id), ne(helpCategory.id, r.id))).limit(1),
        db.select({ id: helpArticle.id }).from(helpArticle).where(eq(helpArticle.categoryId, r.id)).limit(1),
      ]);
      if (child || article) throw new AppError('helpCategory.notEmpty', 400);
    },
  });

  const helpArticles = createCrud<AdminHelpArticleBody, HelpArticleRow, HelpArticleRow, ListQuery & { categoryId?: number }>(db, {
    table: helpArticle,
    orderBy: [asc(helpArticle.categoryId), asc(helpArticle.seq), asc(helpArticle.id)],
    where: (q) => and(q.categoryId ? eq(helpArticle.categoryId, q.categoryId) : undefined, keywordIn(q.keyword, helpArticle.titleZh, helpArticle.titleEn)),
    toView: (r) => r,
    async toRow(b) {
      check(bilingualRule(b.titleZh, b.titleEn));
      const [cat] = await db.select({ id: helpCategory.id }).from(helpCategory).where(eq(helpCategory.id, b.categoryId));
      if (!cat) throw new AppError('helpCategory.notFound', 400);
      const content = richText(b.contentZh, b.contentEn);
      return { categoryId: b.categoryId, titleZh: b.titleZh.trim(), titleEn: b.titleEn.trim(), contentZh: content.zh, contentEn: content.en, seq: b.seq };
    },
  });

  return { notices, news: newsItems, helpCategories, helpArticles };
}
