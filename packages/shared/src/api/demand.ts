// The demand and service hall (issue 17, decision 029): posts (demands and services), the platform's moderation,
// quotes (replies) and the poster's acceptance. Rules: demand-rules.ts; constants: demand-constants.ts.
import { z } from 'zod';
import { DEMAND_KINDS, DEMAND_LIMITS as L, DEMAND_PUBLIC_STATUSES, DEMAND_QUOTE_STATUSES, DEMAND_STATUSES } from '../demand-constants';
import { pageQuery } from './common';

const money = z.number().int().min(0).max(L.budgetMax).describe('fen');
const attachments = z.array(z.string().max(300)).max(20).default([]).describe('image paths the caller uploaded (POST /p/file/upload)');

/** POST /p/demand/posts, PUT /p/demand/posts/{id}: a demand or service to post (demandPostRule). */
export const demandPostBody = z.object({
  kind: z.enum(DEMAND_KINDS),
  title: z.string().max(500),
  categoryId: z.number().int().min(0).max(2_147_483_647),
  product: z.string().max(500).default(''),
  spec: z.string().max(1000).default(''),
  quantity: z.number().int().min(0).max(L.quantityMax).default(0),
  unit: z.string().max(100).default(''),
  budgetMin: money.default(0),
  budgetMax: money.default(0),
  deadline: z.string().max(40).describe('ISO time after which the post expires'),
  regionCode: z.string().max(12).describe('a province code (GB/T 2260)'),
  contactName: z.string().max(100),
  contactPhone: z.string().max(40),
  description: z.string().max(20_000).default('').describe('rich text (HTML), sanitised when kept'),
  attachments,
});
export type DemandPostBody = z.infer<typeof demandPostBody>;

/** A post as the hall shows it (no contact details). */
export const demandCard = z.object({
  id: z.number().int(),
  kind: z.enum(DEMAND_KINDS),
  title: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  product: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  budgetMin: z.number().int(),
  budgetMax: z.number().int(),
  deadline: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  status: z.enum(DEMAND_STATUSES),
  quoteCount: z.number().int(),
  publishedAt: z.string().nullable(),
  createTime: z.string(),
});
export type DemandCard = z.infer<typeof demandCard>;

/** One post in full (GET /demand/posts/{id}); contact details come from /p/demand/posts/{id}/contact. */
export const demandDetail = demandCard.extend({
  spec: z.string(),
  description: z.string().describe('sanitised HTML'),
  attachments: z.array(z.string()),
  /** the poster's name, masked */
  poster: z.string(),
});
export type DemandDetail = z.infer<typeof demandDetail>;

export const demandQuoteView = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  shopId: z.number().int().nullable(),
  responderName: z.string(),
  price: z.number().int(),
  leadDays: z.number().int(),
  note: z.string(),
  attachments: z.array(z.string()),
  status: z.enum(DEMAND_QUOTE_STATUSES),
  createTime: z.string(),
});
export type DemandQuoteView = z.infer<typeof demandQuoteView>;

/** The poster's own post (user centre, edit): every field, the state and refusal, its quotes. */
export const demandOwnView = demandDetail.extend({
  contactName: z.string(),
  contactPhone: z.string(),
  refuseReason: z.string().nullable(),
  revision: z.number().int(),
  acceptedQuoteId: z.number().int().nullable(),
  quotes: z.array(demandQuoteView),
});
export type DemandOwnView = z.infer<typeof demandOwnView>;

/** The platform console's view: the post with its contact and revision (approve/refuse name the revision seen). */
export const demandAdminView = demandOwnView.omit({ quotes: true }).extend({ userId: z.number().int() });
export type DemandAdminView = z.infer<typeof demandAdminView>;

export const demandListQuery = pageQuery.extend({
  kind: z.enum(DEMAND_KINDS).default('demand'),
  categoryId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  regionCode: z.string().max(12).optional(),
  /** fen: posts whose budget range reaches into [budgetFrom, budgetTo] */
  budgetFrom: z.coerce.number().int().min(0).max(L.budgetMax).optional(),
  budgetTo: z.coerce.number().int().min(0).max(L.budgetMax).optional(),
  status: z.enum(DEMAND_PUBLIC_STATUSES).optional(),
  keyword: z.string().max(50).optional(),
});
export type DemandListQuery = z.infer<typeof demandListQuery>;

export const demandMineQuery = pageQuery.extend({ kind: z.enum(DEMAND_KINDS).default('demand'), status: z.enum(DEMAND_STATUSES).optional() });
export type DemandMineQuery = z.infer<typeof demandMineQuery>;

export const demandAdminQuery = pageQuery.extend({ kind: z.enum(DEMAND_KINDS).optional(), status: z.enum(DEMAND_STATUSES).optional() });
export type DemandAdminQuery = z.infer<typeof demandAdminQuery>;

/** GET /demand/hall: the landing page's latest posts and counts. */
export const demandHall = z.object({
  demands: z.array(demandCard),
  services: z.array(demandCard),
  counts: z.object({ demands: z.number().int(), services: z.number().int(), quotes: z.number().int() }),
});
export type DemandHall = z.infer<typeof demandHall>;

export const demandContact = z.object({ contactName: z.string(), contactPhone: z.string() });

/** POST /p/demand/posts/{id}/quotes (demandQuoteRule). */
export const demandQuoteBody = z.object({
  price: z.number().int().min(0).max(L.budgetMax).describe('fen'),
  leadDays: z.number().int().min(0).max(10_000),
  note: z.string().max(2000).default(''),
  attachments,
});
export type DemandQuoteBody = z.infer<typeof demandQuoteBody>;

/** The operator names the revision they reviewed: an edit since then refuses the review (demand.statusChanged). */
export const demandReviewBody = z.object({ revision: z.number().int().min(0).max(2_147_483_647) });
export const demandRefuseBody = demandReviewBody.extend({ reason: z.string().max(1000) });

/** What the caller may do with a post (the detail page's buttons). */
export const demandAbility = z.object({
  own: z.boolean(),
  canQuote: z.boolean(),
  quoted: z.boolean(),
  contactVisible: z.boolean(),
});
export type DemandAbility = z.infer<typeof demandAbility>;

export const demandQuoteIdParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

