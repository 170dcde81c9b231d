// The storefront's notice list (/notice-list: platform and shop notices, paged) and help center (/help-center: every
// article title by category, and a search). Reads the content module's notice and help tables.
import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  helpArticleAll, helpSearchQuery, noticePage, noticePageQuery, type HelpArticleItem, type Lang, type NoticeItem, type Paged,
} from '@mall/shared';
import type { ZodApp } from '../../platform/http';
import { pick } from '../../platform/lang';
import { offsetOf, toPage } from '../../platform/paging';

const { notice, helpArticle } = schema;
/** The help center lists at most this many articles, and a search answers at most SEARCH_MAX. */
export const HELP_ALL_MAX = 500;
export const SEARCH_MAX = 50;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** An article's rich text as the reader sees it: tags and character references (&nbsp; &amp; &#39;) taken out,
 *  so a search for "span" or "nbsp" does not find the markup. */
const textOf = (html: AnyColumn) => sql`regexp_replace(regexp_replace(${html}, '<[^>]*>', ' ', 'g'), '&(#?[A-Za-z0-9]+);', ' ', 'g')`;

export function createNoticeHelpReader(db: Db) {
  return {
    async noticePage(shopId: number | undefined, current: number, size: number, lang: Lang): Promise<Paged<NoticeItem>> {
      const where: SQL | undefined = shopId === undefined ? eq(notice.status, 1) : and(eq(notice.status, 1), eq(notice.shopId, shopId));
      const [rows, [total]] = await Promise.all([
        db.select().from(notice).where(where).orderBy(desc(notice.isTop), desc(notice.publishTime), desc(notice.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(notice).where(where),
      ]);
      const records = rows.map((n) => ({ id: n.id, shopId: n.shopId, title: pick(lang, n.titleZh, n.titleEn), publishTime: n.publishTime.toISOString(), isTop: n.isTop }));
      return toPage(records, Number(total?.n ?? 0), current, size);
    },
    async helpAll(lang: Lang): Promise<HelpArticleItem[]> {
      const rows = await db.select({ id: helpArticle.id, categoryId: helpArticle.categoryId, titleZh: helpArticle.titleZh, titleEn: helpArticle.titleEn })
        .from(helpArticle).orderBy(asc(helpArticle.categoryId), asc(helpArticle.seq), asc(helpArticle.id)).limit(HELP_ALL_MAX);
      return rows.map((a) => ({ id: a.id, categoryId: a.categoryId, title: pick(lang, a.titleZh, a.titleEn) }));
    },
    async helpSearch(keyword: string, lang: Lang): Promise<HelpArticleItem[]> {
      const like = `%${escapeLike(keyword)}%`;
      const [title, content] = lang === 'en' ? [helpArticle.titleEn, helpArticle.contentEn] : [helpArticle.titleZh, helpArticle.contentZh];
      const rows = await db.select({ id: helpArticle.id, categoryId: helpArticle.categoryId, titleZh: helpArticle.titleZh, titleEn: helpArticle.titleEn })
        .from(helpArticle).where(or(ilike(title, like), ilike(textOf(content), like)))
        .orderBy(asc(helpArticle.categoryId), asc(helpArticle.seq), asc(helpArticle.id)).limit(SEARCH_MAX);
      return rows.map((a) => ({ id: a.id, categoryId: a.categoryId, title: pick(lang, a.titleZh, a.titleEn) }));
    },
  };
}
export type NoticeHelpReader = ReturnType<typeof createNoticeHelpReader>;

export function registerNoticeHelpRoutes(app: ZodApp, reader: NoticeHelpReader) {
  const tags = ['content'];
  app.get('/shop/notice/page', {
    schema: { tags, summary: 'Published notices, pinned first then newest; shopId 0 = the platform, a shop id = that shop, none = all', querystring: noticePageQuery, response: { 200: noticePage } },
  }, (req) => reader.noticePage(req.query.shopId, req.query.current, req.query.size, req.lang));
  app.get('/service/helpArticle/all', { schema: { tags, summary: `Every help article title (at most ${HELP_ALL_MAX}), by category`, response: { 200: helpArticleAll } } },
    (req) => reader.helpAll(req.lang));
  app.get('/service/helpArticle/search', {
    schema: { tags, summary: `Help articles whose title or text contains the keyword (at most ${SEARCH_MAX})`, querystring: helpSearchQuery, response: { 200: helpArticleAll } },
  }, (req) => reader.helpSearch(req.query.keyword, req.lang));
}
