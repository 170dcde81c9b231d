// Content: site configuration, switches, navigation, categories, notices, help, links, ads, hot words, terms.
import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type {
  BannerItem, CategoryCrumb, CategoryNode, FriendLinkItem, HelpArticleDetail, HelpArticleItem, HelpCategoryItem, HotSearchItem,
  Lang, NavItem, NoticeDetail, NoticeItem, Paged, PaySwitch, PopupAdItem, ServiceSwitch, TermsPage, WebConfig,
} from '@mall/shared';
import { localizeZone, type LocalizedZone } from './zones';
import { notFound } from '../../platform/errors';
import { pick } from '../../platform/lang';
import { sanitizeHtml } from '../../platform/sanitize-html';
import { offsetOf, toPage } from '../../platform/paging';
import { systemClock, type Clock } from '../../platform/clock';

const { sysConfig, category, navItem, notice, hotSearch, helpCategory, helpArticle, friendLink, popupAd, banner, terms, zone } = schema;

type StoredWebConfig = {
  pcTitleImg?: string; pcLogoImg?: string; siteNameZh?: string; siteNameEn?: string; hotline?: string;
  serviceHoursZh?: string; serviceHoursEn?: string; copyrightZh?: string; copyrightEn?: string;
  icpFiling?: string; policeFilingZh?: string; policeFilingEn?: string;
};

export function createContentService(db: Db, clock: Clock = systemClock) {
  async function config<T>(key: string): Promise<T | undefined> {
    const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, key));
    return row?.value as T | undefined;
  }

  async function categoryTree(lang: Lang): Promise<CategoryNode[]> {
    const rows = await db.select().from(category).where(eq(category.status, 1)).orderBy(asc(category.seq), asc(category.id));
    const byParent = new Map<number, CategoryNode[]>();
    for (const c of rows) {
      const node: CategoryNode = {
        categoryId: c.id, parentId: c.parentId, grade: c.grade, categoryName: pick(lang, c.nameZh, c.nameEn),
        icon: c.icon, seq: c.seq, categories: [],
      };
      const siblings = byParent.get(c.parentId) ?? [];
      siblings.push(node);
      byParent.set(c.parentId, siblings);
    }
    const attach = (nodes: CategoryNode[]): CategoryNode[] =>
      nodes.map((n) => ({ ...n, categories: attach(byParent.get(n.categoryId) ?? []) }));
    return attach(byParent.get(0) ?? []);
  }

  /** Every shown category (a few hundred rows at most): one statement, walked in memory. */
  async function shownCategories() {
    return db
      .select({ id: category.id, parentId: category.parentId, grade: category.grade, nameZh: category.nameZh, nameEn: category.nameEn })
      .from(category)
      .where(eq(category.status, 1))
      .orderBy(asc(category.seq), asc(category.id));
  }

  return {
    /**
     * A category of any level with every category under it, and its path from the top (breadcrumb).
     * null when the category does not exist or is hidden.
     */
    async categoryScope(categoryId: number, lang: Lang): Promise<{ ids: number[]; path: CategoryCrumb[] } | null> {
      const rows = await shownCategories();
      const byId = new Map(rows.map((c) => [c.id, c]));
      const self = byId.get(categoryId);
      if (!self) return null;
      const path: CategoryCrumb[] = [];
      for (let c: typeof self | undefined = self; c; c = c.parentId ? byId.get(c.parentId) : undefined) {
        path.unshift({ categoryId: c.id, categoryName: pick(lang, c.nameZh, c.nameEn), grade: c.grade });
        if (path.length > 3) break;
      }
      // the category and everything under it (products hang on third-level categories, but any level is accepted)
      const ids = [self.id];
      for (let i = 0; i < ids.length && ids.length < rows.length; i++) {
        for (const c of rows) if (c.parentId === ids[i]) ids.push(c.id);
      }
      return { ids, path };
    },

    /** The category tree pruned to the branches that lead to the given (leaf) categories. */
    async treeOf(leafIds: number[], lang: Lang): Promise<CategoryNode[]> {
      const wanted = new Set(leafIds);
      const tree = await categoryTree(lang);
      const prune = (nodes: CategoryNode[]): CategoryNode[] =>
        nodes
          .map((n) => ({ ...n, categories: prune(n.categories) }))
          .filter((n) => wanted.has(n.categoryId) || n.categories.length > 0);
      return prune(tree);
    },

    /** Counts one search of a word that is a hot word (in either language); ranks /search/hotSearch. */
    async countHotWordSearch(word: string): Promise<boolean> {
      const w = word.trim();
      if (!w) return false;
      const rows = await db
        .update(hotSearch)
        .set({ searchCount: sql`${hotSearch.searchCount} + 1` })
        .where(and(eq(hotSearch.status, 1), sql`(lower(${hotSearch.titleZh}) = lower(${w}) OR lower(${hotSearch.titleEn}) = lower(${w}))`))
        .returning({ id: hotSearch.id });
      return rows.length > 0;
    },

    /** A zone (topic page) with its parts in the language asked; null when there is none. */
    async zone(id: number, lang: Lang): Promise<LocalizedZone | null> {
      const [z] = await db.select().from(zone).where(eq(zone.id, id));
      return z ? localizeZone(z, lang) : null;
    },

    async webConfig(lang: Lang): Promise<WebConfig> {
      const c = (await config<StoredWebConfig>('webConfig')) ?? {};
      return {
        pcTitleImg: c.pcTitleImg ?? '',
        pcLogoImg: c.pcLogoImg ?? '',
        siteName: pick(lang, c.siteNameZh ?? '', c.siteNameEn ?? ''),
        hotline: c.hotline ?? '',
        serviceHours: pick(lang, c.serviceHoursZh ?? '', c.serviceHoursEn ?? ''),
        copyright: pick(lang, c.copyrightZh ?? '', c.copyrightEn ?? ''),
        icpFiling: c.icpFiling ?? '',
        policeFiling: pick(lang, c.policeFilingZh ?? '', c.policeFilingEn ?? ''),
      };
    },

    async paySwitch(): Promise<PaySwitch> {
      const c = (await config<Partial<PaySwitch>>('paySwitch')) ?? {};
      return { balancePaySwitch: !!c.balancePaySwitch, wxPaySwitch: !!c.wxPaySwitch, aliPaySwitch: !!c.aliPaySwitch };
    },

    async serviceSwitch(): Promise<ServiceSwitch> {
      const c = (await config<Partial<ServiceSwitch>>('serviceSwitch')) ?? {};
      return { serviceTermsSwitch: !!c.serviceTermsSwitch, privacyPolicySwitch: !!c.privacyPolicySwitch };
    },

    async topNotices(shopId: number, lang: Lang, limit = 10): Promise<NoticeItem[]> {
      const rows = await db
        .select()
        .from(notice)
        .where(and(eq(notice.shopId, shopId), eq(notice.status, 1)))
        .orderBy(desc(notice.isTop), desc(notice.publishTime), desc(notice.id))
        .limit(limit);
      return rows.map((n) => ({
        id: n.id, shopId: n.shopId, title: pick(lang, n.titleZh, n.titleEn), publishTime: n.publishTime.toISOString(), isTop: n.isTop,
      }));
    },

    async noticeDetail(id: number, lang: Lang): Promise<NoticeDetail> {
      const [n] = await db.select().from(notice).where(and(eq(notice.id, id), eq(notice.status, 1)));
      if (!n) throw notFound('notice.notFound');
      return {
        id: n.id, shopId: n.shopId, title: pick(lang, n.titleZh, n.titleEn), content: sanitizeHtml(pick(lang, n.contentZh, n.contentEn)),
        publishTime: n.publishTime.toISOString(), isTop: n.isTop,
      };
    },

    async hotSearch(limit: number, lang: Lang): Promise<HotSearchItem[]> {
      const rows = await db
        .select()
        .from(hotSearch)
        .where(eq(hotSearch.status, 1))
        .orderBy(desc(hotSearch.searchCount), desc(hotSearch.seq), asc(hotSearch.id))
        .limit(limit);
      return rows.map((h) => ({ hotSearchId: h.id, title: pick(lang, h.titleZh, h.titleEn) }));
    },

    async nav(showStatus: number, lang: Lang): Promise<NavItem[]> {
      const rows = await db.select().from(navItem).where(eq(navItem.showStatus, showStatus)).orderBy(asc(navItem.seq), asc(navItem.id));
      return rows.map((n) => ({
        id: n.id,
        name: pick(lang, n.nameZh, n.nameEn),
        uri: n.uri,
        type: n.type === 'zone' ? 'zone' : 'link',
        zoneId: n.zoneId,
        zoneName: n.zoneNameZh === null ? null : pick(lang, n.zoneNameZh, n.zoneNameEn ?? ''),
        isOut: /^https?:\/\//i.test(n.uri),
        seq: n.seq,
      }));
    },

    categoryTree,

    async helpCategories(current: number, size: number, lang: Lang): Promise<Paged<HelpCategoryItem>> {
      const [rows, [total]] = await Promise.all([
        db.select().from(helpCategory).orderBy(asc(helpCategory.parentId), asc(helpCategory.seq), asc(helpCategory.id))
          .limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(helpCategory),
      ]);
      const records = rows.map((h) => ({ id: h.id, parentId: h.parentId, categoryName: pick(lang, h.nameZh, h.nameEn), seq: h.seq }));
      return toPage(records, Number(total?.n ?? 0), current, size);
    },

    async helpArticles(categoryId: number, lang: Lang): Promise<HelpArticleItem[]> {
      const rows = await db.select().from(helpArticle).where(eq(helpArticle.categoryId, categoryId)).orderBy(asc(helpArticle.seq), asc(helpArticle.id));
      return rows.map((a) => ({ id: a.id, categoryId: a.categoryId, title: pick(lang, a.titleZh, a.titleEn) }));
    },

    async helpArticle(id: number, lang: Lang): Promise<HelpArticleDetail> {
      const [a] = await db.select().from(helpArticle).where(eq(helpArticle.id, id));
      if (!a) throw notFound('help.notFound');
      return { id: a.id, categoryId: a.categoryId, title: pick(lang, a.titleZh, a.titleEn), content: pick(lang, a.contentZh, a.contentEn) };
    },

    async friendLinks(current: number, size: number, deleted: number, lang: Lang): Promise<Paged<FriendLinkItem>> {
      const where = eq(friendLink.deleted, deleted);
      const [rows, [total]] = await Promise.all([
        db.select().from(friendLink).where(where).orderBy(asc(friendLink.seq), asc(friendLink.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(friendLink).where(where),
      ]);
      const records = rows.map((l) => ({ id: l.id, linkName: pick(lang, l.nameZh, l.nameEn), linkUrl: l.url }));
      return toPage(records, Number(total?.n ?? 0), current, size);
    },

    async popupAds(showStation: number, current: number, size: number, lang: Lang): Promise<Paged<PopupAdItem>> {
      const now = clock.now();
      // within the ad's time window (either end open when not set)
      const where = and(
        eq(popupAd.showStation, showStation), eq(popupAd.status, 1),
        or(isNull(popupAd.startTime), lte(popupAd.startTime, now)), or(isNull(popupAd.endTime), gt(popupAd.endTime, now)),
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(popupAd).where(where).orderBy(asc(popupAd.seq), asc(popupAd.id)).limit(size).offset(offsetOf(current, size)),
        db.select({ n: count() }).from(popupAd).where(where),
      ]);
      const records = rows.map((a) => ({ id: a.id, showStation: a.showStation, adPic: pick(lang, a.picZh, a.picEn), adPicLink: a.link }));
      return toPage(records, Number(total?.n ?? 0), current, size);
    },

    async banners(lang: Lang): Promise<BannerItem[]> {
      const rows = await db.select().from(banner).where(eq(banner.status, 1)).orderBy(asc(banner.seq), asc(banner.id));
      return rows.map((b) => ({ id: b.id, imgUrl: pick(lang, b.picZh, b.picEn), link: b.link }));
    },

    async terms(sts: number, lang: Lang): Promise<TermsPage> {
      const [t] = await db.select().from(terms).where(eq(terms.sts, sts));
      if (!t) throw notFound('terms.notFound');
      return { sts: t.sts, title: pick(lang, t.titleZh, t.titleEn), content: pick(lang, t.contentZh, t.contentEn), updatedAt: t.updatedAt.toISOString() };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
