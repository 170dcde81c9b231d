// Payloads and answers of the platform console's content calls (/p/admin/..., operators only): categories,
// navigation, zones, popup ads, notices, news, help, friendly links, hot words, switches and terms.
// Shapes are checked by these schemas (400 VALIDATION); the rules below answer message keys (400, localized).
import { z } from 'zod';
import type { MessageKey } from '../messages';
import { pageQuery, paged, idSchema, idQuery, idOrZero } from './common';

const name = z.string().max(100);
const title = z.string().max(200);
const richText = z.string().max(200_000).describe('HTML; sanitized by the server');
const image = z.string().max(500).describe('an /uploads/... path or an http(s) address');
const url = z.string().max(500);
const seq = z.number().int().min(-1_000_000).max(1_000_000).default(0);
const flag = z.union([z.literal(0), z.literal(1)]);
const isoTime = z.string().datetime({ offset: true });

export const adminSearchQuery = pageQuery.extend({ keyword: z.string().max(50).optional() });
export type AdminSearchQuery = z.infer<typeof adminSearchQuery>;

// ---- categories (three levels) ----
export const adminCategoryBody = z.object({
  parentId: idOrZero.describe('0 for a first-level category'),
  nameZh: name,
  nameEn: name,
  icon: image.nullable().default(null),
  seq,
  status: flag.default(1).describe('1 shown, 0 hidden'),
});
export type AdminCategoryBody = z.infer<typeof adminCategoryBody>;
/** PUT: everything but the place in the tree. */
export const adminCategoryUpdate = adminCategoryBody.omit({ parentId: true });
export type AdminCategoryUpdate = z.infer<typeof adminCategoryUpdate>;
export const adminCategory = z.object({
  id: z.number(), parentId: z.number(), grade: z.number(), nameZh: z.string(), nameEn: z.string(),
  icon: z.string().nullable(), seq: z.number(), status: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

// ---- navigation ----
export const adminNavBody = z.object({
  nameZh: name, nameEn: name,
  type: z.enum(['link', 'zone']),
  uri: url.default('').describe('for links: a site path (/...) or an http(s) address; zone items link to their zone'),
  zoneId: idSchema.nullable().default(null),
  showStatus: flag.default(0).describe('0 shown, 1 hidden'),
  seq,
});
export type AdminNavBody = z.infer<typeof adminNavBody>;
export const adminNav = z.object({
  id: z.number(), nameZh: z.string(), nameEn: z.string(), type: z.string(), uri: z.string(), zoneId: z.number().nullable(),
  zoneNameZh: z.string().nullable(), zoneNameEn: z.string().nullable(), showStatus: z.number(), seq: z.number(),
});

// ---- zones (topic pages): parts stored with bilingual props, see packages/db/src/seed/zones.ts ----
export const ZONE_PART_TYPES = ['title-text', 'image-ad', 'hot-area', 'prod-class', 'prod-item', 'prod-nav', 'prod-recommend', 'prod-scroll-item'] as const;
const pictureSize = z.number().int().min(1).max(10_000);
const percent = z.number().min(0).max(100);
/** One picture of an image-ad part (one = a single picture, more = a carousel); an empty picEn shows picZh. */
export const zoneAdImage = z.object({
  picZh: image, picEn: image.default(''),
  link: url.default('').describe('a site path (/...) or an http(s) address; empty = not a link'),
  altZh: z.string().max(100).default(''), altEn: z.string().max(100).default('').describe('what the picture says, for screen readers'),
  width: pictureSize.default(1200), height: pictureSize.default(300),
});
/** A clickable rectangle of a hot-area part, in percent of the picture (x + w and y + h at most 100). */
export const zoneHotArea = z.object({
  x: percent, y: percent, w: percent, h: percent,
  link: url.default(''),
  labelZh: z.string().max(50).default(''), labelEn: z.string().max(50).default(''),
});
/** The parts whose settings are pictures (their props checked here and by zonePartRule); the others keep their props. */
export const zoneImageAdPart = z.object({ type: z.literal('image-ad'), images: z.array(zoneAdImage).min(1).max(10) });
export const zoneHotAreaPart = z.object({
  type: z.literal('hot-area'),
  picZh: image, picEn: image.default(''),
  width: pictureSize.default(1200), height: pictureSize.default(400),
  areas: z.array(zoneHotArea).max(30),
});
export type ZoneImageAdPart = z.infer<typeof zoneImageAdPart>;
export type ZoneHotAreaPart = z.infer<typeof zoneHotAreaPart>;
const OTHER_PART_TYPES = ZONE_PART_TYPES.filter((t) => t !== 'image-ad' && t !== 'hot-area') as [string, ...string[]];
export const adminZoneBody = z.object({
  nameZh: name, nameEn: name,
  parts: z.array(z.union([zoneImageAdPart, zoneHotAreaPart, z.object({ type: z.enum(OTHER_PART_TYPES) }).passthrough()])).max(50),
});
export type AdminZoneBody = z.infer<typeof adminZoneBody>;
export const adminZone = z.object({ id: z.number(), nameZh: z.string(), nameEn: z.string(), parts: z.array(z.record(z.string(), z.unknown())), createdAt: z.string() });

// ---- popup ads ----
export const adminPopupAdBody = z.object({
  showStation: z.number().int().min(0).max(2).describe('0 top, 1 bottom, 2 centre'),
  picZh: image, picEn: image,
  link: url.default(''),
  status: flag.default(1),
  seq,
  startTime: isoTime.nullable().default(null),
  endTime: isoTime.nullable().default(null),
});
export type AdminPopupAdBody = z.infer<typeof adminPopupAdBody>;
export const adminPopupAd = z.object({
  id: z.number(), showStation: z.number(), picZh: z.string(), picEn: z.string(), link: z.string(), status: z.number(), seq: z.number(),
  startTime: z.string().nullable(), endTime: z.string().nullable(),
});

// ---- platform notices and news ----
export const adminNoticeBody = z.object({
  titleZh: title, titleEn: title, contentZh: richText, contentEn: richText,
  isTop: z.boolean().default(false),
  status: flag.default(1).describe('1 published, 0 draft'),
  publishTime: isoTime.optional().describe('now when absent'),
});
export type AdminNoticeBody = z.infer<typeof adminNoticeBody>;
export const adminNotice = z.object({
  id: z.number(), titleZh: z.string(), titleEn: z.string(), contentZh: z.string(), contentEn: z.string(),
  isTop: z.boolean(), status: z.number(), publishTime: z.string(),
});
export const adminNewsBody = z.object({
  titleZh: title, titleEn: title, summaryZh: z.string().max(500).default(''), summaryEn: z.string().max(500).default(''),
  contentZh: richText, contentEn: richText, cover: image.default(''),
  status: flag.default(1).describe('1 published, 0 draft'),
  publishTime: isoTime.optional().describe('now when absent'),
});
export type AdminNewsBody = z.infer<typeof adminNewsBody>;
export const adminNews = z.object({
  id: z.number(), titleZh: z.string(), titleEn: z.string(), summaryZh: z.string(), summaryEn: z.string(),
  contentZh: z.string(), contentEn: z.string(), cover: z.string(), status: z.number(), publishTime: z.string(),
});

// ---- help ----
export const adminHelpCategoryBody = z.object({ parentId: idOrZero, nameZh: name, nameEn: name, seq });
export type AdminHelpCategoryBody = z.infer<typeof adminHelpCategoryBody>;
export const adminHelpCategory = z.object({ id: z.number(), parentId: z.number(), nameZh: z.string(), nameEn: z.string(), seq: z.number() });
export const adminHelpArticleBody = z.object({ categoryId: idSchema, titleZh: title, titleEn: title, contentZh: richText, contentEn: richText, seq });
export type AdminHelpArticleBody = z.infer<typeof adminHelpArticleBody>;
export const adminHelpArticle = z.object({
  id: z.number(), categoryId: z.number(), titleZh: z.string(), titleEn: z.string(), contentZh: z.string(), contentEn: z.string(), seq: z.number(),
});
export const adminHelpArticleQuery = adminSearchQuery.extend({ categoryId: idQuery.optional() });

// ---- friendly links and hot words ----
export const adminLinkBody = z.object({ nameZh: name, nameEn: name, url, seq });
export type AdminLinkBody = z.infer<typeof adminLinkBody>;
export const adminLink = z.object({ id: z.number(), nameZh: z.string(), nameEn: z.string(), url: z.string(), seq: z.number() });
export const adminHotWordBody = z.object({ titleZh: z.string().max(50), titleEn: z.string().max(50), seq, status: flag.default(1) });
export type AdminHotWordBody = z.infer<typeof adminHotWordBody>;
export const adminHotWord = z.object({ id: z.number(), titleZh: z.string(), titleEn: z.string(), seq: z.number(), searchCount: z.number(), status: z.number() });

// ---- terms texts: sts 0 terms of service, 1 privacy policy ----
export const termsParam = z.object({ sts: z.coerce.number().int().min(0).max(1) });
export const adminTermsBody = z.object({ titleZh: title, titleEn: title, contentZh: richText, contentEn: richText });
export type AdminTermsBody = z.infer<typeof adminTermsBody>;
export const adminTerms = adminTermsBody.extend({ sts: z.number(), updatedAt: z.string().nullable() });

export const adminPage = <T extends z.ZodType>(item: T) => paged(item);

// ---- rules (message keys of messages.ts, null when the value passes) ----

/** Both languages of a name or title are filled (and not all spaces). */
export const bilingualRule = (zh: string, en: string): MessageKey | null => (zh.trim() && en.trim() ? null : 'admin.bilingualRequired');
/** A link goes to a page of this site (/...) or to an http(s) address; empty only when allowed. */
export function linkRule(v: string, optional = false): MessageKey | null {
  const s = v.trim();
  if (!s) return optional ? null : 'admin.linkInvalid';
  return /^(\/(?!\/)|https?:\/\/[^\s]+$)/i.test(s) ? null : 'admin.linkInvalid';
}
/** An image is an uploaded file (/uploads/...) or an http(s) address. */
export function imageRule(v: string | null, optional = false): MessageKey | null {
  const s = (v ?? '').trim();
  if (!s) return optional ? null : 'admin.imageRequired';
  return /^(\/uploads\/[^\s]+|https?:\/\/[^\s]+)$/i.test(s) ? null : 'admin.imageInvalid';
}
/** A zone part's pictures and links (image-ad, hot-area): uploaded or http(s) pictures, site or http(s) links, every hot
 *  area inside its picture and not empty. */
export function zonePartRule(part: { type: string } & Record<string, unknown>): MessageKey | null {
  if (part.type === 'image-ad') {
    const { images } = part as ZoneImageAdPart;
    return firstFailing(...images.flatMap((i) => [imageRule(i.picZh), imageRule(i.picEn, true), linkRule(i.link, true)]));
  }
  if (part.type === 'hot-area') {
    const p = part as ZoneHotAreaPart;
    const inside = (a: ZoneHotArea) => a.w >= 1 && a.h >= 1 && a.x + a.w <= 100.05 && a.y + a.h <= 100.05;
    return firstFailing(
      imageRule(p.picZh), imageRule(p.picEn, true),
      ...p.areas.map((a) => (inside(a) ? linkRule(a.link, true) : 'admin.hotAreaOutside')),
    );
  }
  return null;
}
type ZoneHotArea = z.infer<typeof zoneHotArea>;
/** Every link of a zone part's pictures (image-ad pictures, hot areas), empty ones left out. */
export function zonePartLinks(part: { type: string } & Record<string, unknown>): string[] {
  const links = part.type === 'image-ad' ? (part as ZoneImageAdPart).images.map((i) => i.link)
    : part.type === 'hot-area' ? (part as ZoneHotAreaPart).areas.map((a) => a.link) : [];
  return links.map((l) => l.trim()).filter(Boolean);
}
/** The storefront's list of one category: /list?cpid={id}&cindex={level 1-3} (what its category menu links to). */
export const categoryListLink = (c: { categoryId: number; grade: number }): string => `/list?cpid=${c.categoryId}&cindex=${c.grade}`;
/** The category a site link lists (/list or /listcopy with cpid, cindex optional), or null when the link lists none.
 *  A malformed cpid or cindex answers id 0 / grade 0, which no category has. */
export function linkedCategory(link: string): { id: number; grade: number | null } | null {
  const m = /^\/(?:list|listcopy)\/?\?([^#]*)/i.exec(link.trim());
  if (!m) return null;
  const q = new URLSearchParams(m[1]);
  if (!q.has('cpid')) return null;
  const int = (v: string) => (/^\d{1,9}$/.test(v) ? Number(v) : 0);
  const cindex = q.get('cindex');
  return { id: int(q.get('cpid')!), grade: cindex === null ? null : int(cindex) };
}
/** A time window ends after it starts. */
export const timeWindowRule = (start: string | null, end: string | null): MessageKey | null =>
  start && end && Date.parse(end) <= Date.parse(start) ? 'admin.timeWindowInvalid' : null;
/** The first rule that fails, or null. */
export const firstFailing = (...results: (MessageKey | null)[]): MessageKey | null => results.find((r) => r !== null) ?? null;
