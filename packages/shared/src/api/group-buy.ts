// Group buying (SPEC §1, §2 /group-buy, §4 order type grouping, §8 'Grouping activities have not started'):
// activities with a group price per SKU, a group size and a time limit; the groups of an activity with their
// remaining seats and countdowns; opening or joining a group (confirm, then the usual /p/order/submit); the
// caller's groups; the console's setup calls. Money is integer fen; times are ISO strings.
import { z } from 'zod';
import { idSchema, idQuery, idOrZeroQuery } from './common';
import type { MessageKey } from '../messages';

/** An activity as the clock sees it. */
export const GROUP_BUY_PHASE = ['notStarted', 'on', 'ended'] as const;
export type GroupBuyPhase = (typeof GROUP_BUY_PHASE)[number];
/** opening: waiting for the leader's payment; grouping: open to join until expiresAt; then succeeded or failed. */
export const GROUP_STATE = ['opening', 'grouping', 'succeeded', 'failed'] as const;
/** reserved: the order is unpaid; released: that order was canceled; refunding/refunded: the group failed. */
export const GROUP_MEMBER_STATE = ['reserved', 'paid', 'released', 'refunding', 'refunded'] as const;

export const GROUP_BUY_LIMITS = { sizeMin: 2, sizeMax: 50, hoursMin: 1, hoursMax: 720, nameMax: 30, skusMax: 100, openGroupsShown: 10 } as const;

const money = z.number().int().describe('fen');
const id = idSchema;

export const groupBuyCard = z.object({
  activityId: z.number().int(),
  prodId: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  prodName: z.string(),
  pic: z.string(),
  groupPrice: money.describe('fen, the lowest group price of its SKUs'),
  price: money.describe('fen, the lowest usual price of those SKUs'),
  groupSize: z.number().int(),
  timeLimitHours: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  phase: z.enum(GROUP_BUY_PHASE),
  /** groups waiting for buyers now */
  openGroups: z.number().int(),
});
export type GroupBuyCard = z.infer<typeof groupBuyCard>;

export const groupBuyListQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  navId: idOrZeroQuery.optional().describe('the header tab (SPEC §2); does not filter'),
  prodId: idQuery.optional().describe('only the activities of this product (the product page)'),
});
export type GroupBuyListQuery = z.infer<typeof groupBuyListQuery>;

export const groupMember = z.object({ nickName: z.string().describe('masked'), pic: z.string(), isLeader: z.boolean(), paid: z.boolean() });

/** A group as the public sees it (the product page, the share link). */
export const groupView = z.object({
  groupId: z.number().int(),
  activityId: z.number().int(),
  state: z.enum(GROUP_STATE),
  size: z.number().int(),
  joined: z.number().int().describe('seats taken (paid or waiting for payment)'),
  paid: z.number().int(),
  remaining: z.number().int().describe('seats left to take'),
  expiresAt: z.string().nullable(),
  leaderName: z.string(),
  members: z.array(groupMember),
});
export type GroupView = z.infer<typeof groupView>;

export const groupBuySkuView = z.object({ skuId: z.number().int(), skuName: z.string(), price: money, groupPrice: money, stock: z.number().int() });

export const groupBuyDetail = groupBuyCard.extend({
  skus: z.array(groupBuySkuView),
  groups: z.array(groupView).describe('open groups, the fewest seats left first'),
  serverTime: z.string(),
});
export type GroupBuyDetail = z.infer<typeof groupBuyDetail>;

/** The share link's group with its activity, and the caller's seat in it. */
export const groupDetail = z.object({
  group: groupView,
  activity: groupBuyDetail.omit({ groups: true }),
  joinedByMe: z.boolean(),
  myOrderNumber: z.string().nullable(),
  serverTime: z.string(),
});
export type GroupDetail = z.infer<typeof groupDetail>;

/** POST /p/group-buy/confirm: open a group (no groupId) or join one; then POST /p/order/submit with the token. */
export const groupBuyConfirmBody = z.object({
  activityId: id,
  skuId: id,
  prodCount: z.number().describe('a positive whole number'),
  groupId: id.nullable().optional(),
  addrId: id.optional(),
});
export type GroupBuyConfirmBody = z.infer<typeof groupBuyConfirmBody>;

export const myGroup = z.object({
  groupId: z.number().int(),
  activityId: z.number().int(),
  prodId: z.number().int(),
  prodName: z.string(),
  pic: z.string(),
  groupPrice: money,
  state: z.enum(GROUP_STATE),
  memberState: z.enum(GROUP_MEMBER_STATE),
  isLeader: z.boolean(),
  size: z.number().int(),
  joined: z.number().int(),
  paid: z.number().int(),
  expiresAt: z.string().nullable(),
  orderNumber: z.string(),
  joinedAt: z.string(),
});
export type MyGroup = z.infer<typeof myGroup>;

/** Console: a new activity on a product of the caller's shop (operators: any shop). */
export const createGroupBuyBody = z.object({
  prodId: id,
  nameZh: z.string(),
  nameEn: z.string().default(''),
  groupSize: z.number().int(),
  timeLimitHours: z.number().int(),
  startAt: z.string().datetime({ offset: true }),
  endAt: z.string().datetime({ offset: true }),
  skus: z.array(z.object({ skuId: id, groupPrice: z.number().int().describe('fen') })).max(GROUP_BUY_LIMITS.skusMax),
});
export type CreateGroupBuyBody = z.infer<typeof createGroupBuyBody>;

export const adminGroupBuy = groupBuyCard.extend({
  nameZh: z.string(),
  nameEn: z.string(),
  status: z.number().int().describe('1 on, 0 withdrawn'),
  skus: z.array(groupBuySkuView),
  groups: z.object({ grouping: z.number().int(), succeeded: z.number().int(), failed: z.number().int() }),
});
export type AdminGroupBuy = z.infer<typeof adminGroupBuy>;

/** The setup rules of a new activity (prices are checked against the SKUs by the API). */
export function groupBuySetupRule(b: Pick<CreateGroupBuyBody, 'nameZh' | 'groupSize' | 'timeLimitHours' | 'startAt' | 'endAt' | 'skus'>): MessageKey | null {
  const name = b.nameZh.trim();
  if (!name || name.length > GROUP_BUY_LIMITS.nameMax) return 'groupBuy.nameInvalid';
  if (!Number.isInteger(b.groupSize) || b.groupSize < GROUP_BUY_LIMITS.sizeMin || b.groupSize > GROUP_BUY_LIMITS.sizeMax) return 'groupBuy.sizeInvalid';
  if (!Number.isInteger(b.timeLimitHours) || b.timeLimitHours < GROUP_BUY_LIMITS.hoursMin || b.timeLimitHours > GROUP_BUY_LIMITS.hoursMax) return 'groupBuy.hoursInvalid';
  const start = Date.parse(b.startAt);
  const end = Date.parse(b.endAt);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return 'groupBuy.timeInvalid';
  if (b.skus.length === 0 || new Set(b.skus.map((s) => s.skuId)).size !== b.skus.length) return 'groupBuy.skusRequired';
  return null;
}
