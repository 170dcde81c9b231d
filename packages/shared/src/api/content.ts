// Payloads and answers of the content calls of SPEC §7 (all localized by Accept-Language).
import { z } from 'zod';
import { paged, pageQuery, idQuery, idOrZero } from './common';

export const webConfig = z.object({
  pcTitleImg: z.string().describe('favicon link'),
  pcLogoImg: z.string(),
  siteName: z.string(),
  hotline: z.string(),
  serviceHours: z.string(),
  copyright: z.string(),
  icpFiling: z.string().describe('ICP filing notice'),
  policeFiling: z.string().describe('public security filing notice'),
});
export type WebConfig = z.infer<typeof webConfig>;

export const paySwitch = z.object({
  balancePaySwitch: z.boolean(),
  wxPaySwitch: z.boolean(),
  aliPaySwitch: z.boolean(),
});
export type PaySwitch = z.infer<typeof paySwitch>;

export const serviceSwitch = z.object({ serviceTermsSwitch: z.boolean(), privacyPolicySwitch: z.boolean() });
export type ServiceSwitch = z.infer<typeof serviceSwitch>;

export const noticeItem = z.object({ id: z.number(), shopId: z.number(), title: z.string(), publishTime: z.string(), isTop: z.boolean() });
export type NoticeItem = z.infer<typeof noticeItem>;
export const noticeDetail = noticeItem.extend({ content: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetail>;

export const hotSearchQuery = z.object({ number: z.coerce.number().int().min(1).max(50).default(10) });
export const hotSearchItem = z.object({ hotSearchId: z.number(), title: z.string() });
export type HotSearchItem = z.infer<typeof hotSearchItem>;

export const navQuery = z.object({ showStatus: z.coerce.number().int().min(0).max(1).default(0) });
export const navItem = z.object({
  id: z.number(),
  name: z.string(),
  uri: z.string(),
  type: z.enum(['zone', 'link']),
  zoneId: z.number().nullable(),
  zoneName: z.string().nullable(),
  isOut: z.boolean().describe('uri starts with http'),
  seq: z.number(),
});
export type NavItem = z.infer<typeof navItem>;

export type CategoryNode = {
  categoryId: number;
  parentId: number;
  grade: number;
  categoryName: string;
  icon: string | null;
  seq: number;
  categories: CategoryNode[];
};
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    categoryId: z.number(),
    parentId: z.number(),
    grade: z.number(),
    categoryName: z.string(),
    icon: z.string().nullable(),
    seq: z.number(),
    categories: z.array(categoryNode),
  }),
);

export const helpCategoryItem = z.object({ id: z.number(), parentId: z.number(), categoryName: z.string(), seq: z.number() });
export type HelpCategoryItem = z.infer<typeof helpCategoryItem>;
export const helpCategoryPage = paged(helpCategoryItem);

export const friendLinkQuery = pageQuery.extend({ deleted: z.coerce.number().int().min(0).max(1).default(0) });
export const friendLinkItem = z.object({ id: z.number(), linkName: z.string(), linkUrl: z.string() });
export type FriendLinkItem = z.infer<typeof friendLinkItem>;
export const friendLinkPage = paged(friendLinkItem);

export const popupAdQuery = pageQuery.extend({ showStation: z.coerce.number().int().min(0).max(2) });
export const popupAdItem = z.object({ id: z.number(), showStation: z.number(), adPic: z.string(), adPicLink: z.string() });
export type PopupAdItem = z.infer<typeof popupAdItem>;
export const popupAdPage = paged(popupAdItem);

export const bannerItem = z.object({ id: z.number(), imgUrl: z.string(), link: z.string() });
export type BannerItem = z.infer<typeof bannerItem>;

export const termsQuery = z.object({ sts: z.coerce.number().int().min(0).max(1) });
export const termsPage = z.object({ sts: z.number(), title: z.string(), content: z.string().describe('sanitized HTML'), updatedAt: z.string() });
export type TermsPage = z.infer<typeof termsPage>;

/** Usage log (SPEC §3): sent on every page view. */
export const flowLogBody = z.object({
  pageId: idOrZero,
  bizType: z.number().int().min(0).max(99).optional(),
  bizData: z.string().max(500).optional(),
  step: z.number().int().min(0).max(100000),
  systemType: z.literal(1),
  uuid: z.string().min(8).max(64),
  uuidSession: z.string().min(8).max(64),
  visitType: z.number().int().min(1).max(2),
  userId: z.union([idOrZero, z.string().max(64)]).optional().nullable(),
  prevPageId: idOrZero.optional().nullable(),
  nums: z.number().int().min(0).max(100000).optional(),
  orderNumbers: z.string().max(500).optional(),
});
export type FlowLogBody = z.infer<typeof flowLogBody>;

export const helpArticleListQuery = z.object({ categoryId: idQuery });
export const helpArticleItem = z.object({ id: z.number(), categoryId: z.number(), title: z.string() });
export type HelpArticleItem = z.infer<typeof helpArticleItem>;
export const helpArticleDetail = helpArticleItem.extend({ content: z.string().describe('sanitized HTML') });
export type HelpArticleDetail = z.infer<typeof helpArticleDetail>;

/** /notice-list: published notices, pinned first then newest; shopId absent = all publishers, 0 = the platform's. */
export const noticePageQuery = pageQuery.extend({ shopId: z.coerce.number().int().min(0).max(2_147_483_647).optional() });
export const noticePage = paged(noticeItem);
/** /help-center: every help article's title (bounded), and a search over titles and texts in the language asked. */
export const helpSearchQuery = z.object({ keyword: z.string().trim().min(1).max(50) });
export const helpArticleAll = z.array(helpArticleItem);
