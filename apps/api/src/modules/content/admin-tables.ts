// The console's simple content tables: navigation items, zones (topic pages), popup ads, friendly links, hot words.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import {
  bilingualRule, imageRule, linkedCategory, linkRule, timeWindowRule, zonePartLinks, zonePartRule,
  type AdminHotWordBody, type AdminLinkBody, type AdminNavBody, type AdminPopupAdBody, type AdminZoneBody,
} from '@mall/shared';
import { AppError } from '../../platform/errors';
import { createCrud } from './admin-crud';
import { check, keywordIn, timeOf } from './admin-rules';

const { navItem, zone, popupAd, friendLink, hotSearch, category } = schema;
type NavRow = typeof navItem.$inferSelect;
type ZoneRow = typeof zone.$inferSelect;
type ZoneView = Omit<ZoneRow, 'parts' | 'createdAt'> & { parts: Record<string, unknown>[]; createdAt: string };
type AdRow = typeof popupAd.$inferSelect;
type LinkRow = typeof friendLink.$inferSelect;
type HotRow = typeof hotSearch.$inferSelect;

export function createAdminTables(db: Db) {
  /** A link to a category's list (the console's category link, /list?cpid=…&cindex=…) names a shown category at its
   *  level: a deleted, hidden or mistyped category would send the shopper to an empty list. */
  async function checkLinkedCategories(links: string[]) {
    const wanted = links.map(linkedCategory).filter((c) => c !== null);
    if (!wanted.length) return;
    const ids = [...new Set(wanted.map((c) => c.id).filter((id) => id > 0))];
    const rows = ids.length
      ? await db.select({ id: category.id, grade: category.grade }).from(category).where(and(inArray(category.id, ids), eq(category.status, 1)))
      : [];
    const grades = new Map(rows.map((r) => [r.id, r.grade]));
    if (wanted.some((c) => !grades.has(c.id) || (c.grade !== null && c.grade !== grades.get(c.id)))) {
      throw new AppError('admin.linkCategoryNotFound', 400);
    }
  }

  const nav = createCrud<AdminNavBody, NavRow, NavRow>(db, {
    table: navItem,
    orderBy: [asc(navItem.seq), asc(navItem.id)],
    where: (q) => keywordIn(q.keyword, navItem.nameZh, navItem.nameEn),
    toView: (r) => r,
    async toRow(b) {
      check(bilingualRule(b.nameZh, b.nameEn));
      const base = { nameZh: b.nameZh.trim(), nameEn: b.nameEn.trim(), showStatus: b.showStatus, seq: b.seq, type: b.type };
      if (b.type === 'link') {
        check(linkRule(b.uri));
        return { ...base, uri: b.uri.trim(), zoneId: null, zoneNameZh: null, zoneNameEn: null };
      }
      const [z] = b.zoneId ? await db.select().from(zone).where(eq(zone.id, b.zoneId)) : [];
      if (!z) throw new AppError('nav.zoneRequired', 400);
      return { ...base, uri: `/zone/zone-all?id=${z.id}`, zoneId: z.id, zoneNameZh: z.nameZh, zoneNameEn: z.nameEn };
    },
  });

  const zones = createCrud<AdminZoneBody, ZoneRow, ZoneView>(db, {
    table: zone,
    orderBy: [desc(zone.id)],
    where: (q) => keywordIn(q.keyword, zone.nameZh, zone.nameEn),
    toView: (r) => ({ ...r, parts: Array.isArray(r.parts) ? (r.parts as Record<string, unknown>[]) : [], createdAt: r.createdAt.toISOString() }),
    async toRow(b) {
      // pictures and links of the image-ad and hot-area parts (their shapes are checked by adminZoneBody)
      check(bilingualRule(b.nameZh, b.nameEn), ...b.parts.map((p) => zonePartRule(p)));
      await checkLinkedCategories(b.parts.flatMap((p) => zonePartLinks(p)));
      return { nameZh: b.nameZh.trim(), nameEn: b.nameEn.trim(), parts: b.parts };
    },
    async afterUpdate(r) {
      await db.update(navItem).set({ zoneNameZh: r.nameZh, zoneNameEn: r.nameEn }).where(eq(navItem.zoneId, r.id));
    },
    async beforeDelete(r) {
      const [used] = await db.select({ id: navItem.id }).from(navItem).where(eq(navItem.zoneId, r.id)).limit(1);
      if (used) throw new AppError('zone.inUse', 400);
    },
  });

  const popupAds = createCrud<AdminPopupAdBody, AdRow, Omit<AdRow, 'startTime' | 'endTime'> & { startTime: string | null; endTime: string | null }>(db, {
    table: popupAd,
    orderBy: [asc(popupAd.showStation), asc(popupAd.seq), asc(popupAd.id)],
    toView: (r) => ({ ...r, startTime: r.startTime?.toISOString() ?? null, endTime: r.endTime?.toISOString() ?? null }),
    toRow(b) {
      check(imageRule(b.picZh), imageRule(b.picEn), linkRule(b.link, true), timeWindowRule(b.startTime, b.endTime));
      return {
        showStation: b.showStation, picZh: b.picZh.trim(), picEn: b.picEn.trim(), link: b.link.trim(), status: b.status, seq: b.seq,
        startTime: timeOf(b.startTime), endTime: timeOf(b.endTime),
      };
    },
  });

  const links = createCrud<AdminLinkBody, LinkRow, LinkRow>(db, {
    table: friendLink,
    orderBy: [asc(friendLink.seq), asc(friendLink.id)],
    where: (q) => keywordIn(q.keyword, friendLink.nameZh, friendLink.nameEn, friendLink.url),
    toView: (r) => r,
    toRow(b) {
      check(bilingualRule(b.nameZh, b.nameEn), linkRule(b.url));
      return { nameZh: b.nameZh.trim(), nameEn: b.nameEn.trim(), url: b.url.trim(), seq: b.seq, deleted: 0 };
    },
  });

  const hotWords = createCrud<AdminHotWordBody, HotRow, HotRow>(db, {
    table: hotSearch,
    orderBy: [desc(hotSearch.seq), asc(hotSearch.id)],
    where: (q) => keywordIn(q.keyword, hotSearch.titleZh, hotSearch.titleEn),
    toView: (r) => r,
    toRow(b) {
      check(bilingualRule(b.titleZh, b.titleEn));
      return { titleZh: b.titleZh.trim(), titleEn: b.titleEn.trim(), seq: b.seq, status: b.status };
    },
  });

  return { nav, zones, popupAds, links, hotWords };
}
