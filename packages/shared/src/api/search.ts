// Product list and search (SPEC §2 /list, /shopList, /shopIndex), shop home and zones.
import { z } from 'zod';
import { paged, idQuery } from './common';
import { productCard, shopCard } from './catalog';

// the list's constants live apart from these schemas, so the storefront's list page loads them without zod
import { SEARCH_LIMITS } from '../search-constants';
export { PROD_SORT, SEARCH_LIMITS, type ProdSort } from '../search-constants';

const flag = z.coerce.number().int().min(0).max(1).default(0);
const fen = z.coerce.number().int().min(0).max(1e12);

/** GET /search/prodPage: every filter of /list and of the shop home. Prices in fen. */
export const prodSearchQuery = z.object({
  pn: z.string().max(SEARCH_LIMITS.keywordMax).optional().describe('product name (any part, zh or en)'),
  cpid: z.coerce.number().int().positive().optional().describe('category id of any level'),
  cindex: z.coerce.number().int().min(1).max(3).optional().describe('level of cpid (1-3)'),
  shopId: idQuery.optional(),
  minPrice: fen.optional(),
  maxPrice: fen.optional(),
  self: flag.describe('1: self-operated stores only'),
  inStock: flag.describe('1: products in stock only'),
  sort: z.coerce.number().int().min(0).max(5).default(0).describe('0 comprehensive, 1 sales, 2 price up, 3 price down, 4 newest, 5 most reviewed'),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(SEARCH_LIMITS.maxPageSize).default(SEARCH_LIMITS.pageSize),
});
export type ProdSearchQuery = z.infer<typeof prodSearchQuery>;

export const prodSearchPage = paged(productCard).extend({
  fuzzy: z.boolean().describe('no exact match: these are the closest names (typo tolerance)'),
  capped: z.boolean().describe(`more than ${SEARCH_LIMITS.maxResults} results: total is the cap`),
});
export type ProdSearchPage = z.infer<typeof prodSearchPage>;

export const shopSearchQuery = z.object({
  shopName: z.string().max(SEARCH_LIMITS.keywordMax).optional(),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export const shopSearchPage = paged(shopCard);

/** Shop home header (/shopIndex). A shop that is not open answers only its name and status. */
export const shopHead = z.object({
  shopId: z.number(),
  shopName: z.string(),
  shopStatus: z.number().int().describe('1 open, 0 under review, other offline'),
  open: z.boolean(),
  intro: z.string(),
  logo: z.string(),
  selfOperated: z.boolean(),
  collectCount: z.number().int(),
  prodCount: z.number().int(),
  tel: z.string(),
  address: z.string(),
  createdAt: z.string(),
});
export type ShopHead = z.infer<typeof shopHead>;

/** Categories a shop sells in, as a pruned copy of the platform tree. */
export type ShopCategoryNode = { categoryId: number; categoryName: string; grade: number; categories: ShopCategoryNode[] };
export const shopCategoryNode: z.ZodType<ShopCategoryNode> = z.lazy(() =>
  z.object({ categoryId: z.number(), categoryName: z.string(), grade: z.number(), categories: z.array(shopCategoryNode) }),
);

export const prodIdsQuery = z.object({
  prodIds: z
    .string()
    .max(2000)
    .regex(/^\d+(,\d+)*$/)
    .transform((s) => [...new Set(s.split(',').map(Number))].slice(0, 100)),
});

// ---- zones (/zone/zone-all?id=) ----

const zoneText = { title: z.string(), subTitle: z.string() };
const idList = z.array(z.number());
export const zonePart = z.discriminatedUnion('type', [
  z.object({ type: z.literal('title-text'), ...zoneText, align: z.enum(['left', 'center']), moreLink: z.string().nullable() }),
  z.object({ type: z.literal('image-ad'), images: z.array(z.object({ pic: z.string(), link: z.string(), alt: z.string().describe('empty: the page names it "ad n"'), width: z.number(), height: z.number() })) }),
  z.object({
    type: z.literal('hot-area'),
    pic: z.string(),
    width: z.number(),
    height: z.number(),
    areas: z.array(z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number(), link: z.string(), label: z.string() })),
  }),
  z.object({ type: z.literal('prod-class'), categoryId: z.number(), title: z.string(), productIds: idList }),
  z.object({ type: z.literal('prod-item'), productIds: idList, columns: z.number() }),
  z.object({ type: z.literal('prod-nav'), tabs: z.array(z.object({ name: z.string(), categoryId: z.number(), productIds: idList })) }),
  z.object({ type: z.literal('prod-recommend'), title: z.string(), productIds: idList }),
  z.object({ type: z.literal('prod-scroll-item'), title: z.string(), productIds: idList }),
]);
export type ZonePart = z.infer<typeof zonePart>;
export type ZonePartType = ZonePart['type'];

export const zoneInfo = z.object({
  id: z.number(),
  name: z.string(),
  parts: z.array(zonePart),
  products: z.array(productCard).describe('every product the parts name that is on sale, once'),
});
export type ZoneInfo = z.infer<typeof zoneInfo>;
