// Platform news for the storefront: published items whose publish time has come, newest first.
import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { idParam, newsDetail, newsPage, pageQuery, sitemapIds, sitemapIdsQuery, type Lang, type NewsDetail, type Paged, type NewsItem, type SitemapIds } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import type { ZodApp } from '../../platform/http';
import { pick } from '../../platform/lang';
import { offsetOf, toPage } from '../../platform/paging';

const { news } = schema;
type Row = typeof news.$inferSelect;
const item = (n: Row, lang: Lang): NewsItem => ({
  id: n.id, title: pick(lang, n.titleZh, n.titleEn), summary: pick(lang, n.summaryZh, n.summaryEn), cover: n.cover, publishTime: n.publishTime.toISOString(),
});

export function createNewsReader(db: Db, clock: Clock) {
  const published = () => and(eq(news.status, 1), lte(news.publishTime, clock.now()));
  return {
    async page(current: number, size: number, lang: Lang): Promise<Paged<NewsItem>> {
      const where = published();
      const [rows, [total]] = await Promise.all([
        db.select().from(news).where(where).orderBy(desc(news.publishTime), desc(news.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(news).where(where),
      ]);
      return toPage(rows.map((n) => item(n, lang)), Number(total?.n ?? 0), current, size);
    },
    /** Sitemaps: ids of the published news, ascending, one page of them. */
    async sitemapIds(current: number, size: number): Promise<SitemapIds> {
      const where = published();
      const [rows, [total]] = await Promise.all([
        db.select({ id: news.id }).from(news).where(where).orderBy(asc(news.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(news).where(where),
      ]);
      return { ids: rows.map((r) => r.id), total: Number(total?.n ?? 0) };
    },
    async detail(id: number, lang: Lang): Promise<NewsDetail> {
      const [n] = await db.select().from(news).where(and(eq(news.id, id), published()));
      if (!n) throw notFound('news.notFound');
      return { ...item(n, lang), content: pick(lang, n.contentZh, n.contentEn) };
    },
  };
}
export type NewsReader = ReturnType<typeof createNewsReader>;

export function registerNewsRoutes(app: ZodApp, reader: NewsReader) {
  const tags = ['content'];
  app.get('/news/page', { schema: { tags, summary: 'Published platform news, newest first', querystring: pageQuery, response: { 200: newsPage } } },
    (req) => reader.page(req.query.current, req.query.size, req.lang));
  app.get('/news/sitemapIds', { schema: { tags, summary: 'Sitemaps: ids of the published news, ascending, paged (at most 25,000 a page)', querystring: sitemapIdsQuery, response: { 200: sitemapIds } } },
    (req) => reader.sitemapIds(req.query.current, req.query.size));
  app.get('/news/info/:id', { schema: { tags, summary: 'One published news item', params: idParam, response: { 200: newsDetail } } },
    (req) => reader.detail(req.params.id, req.lang));
}
