// Inquiries (issue 17, decision 030): a buyer asks a shop for a quote on a SKU and quantity; the shop answers a unit
// price valid until a time; the buyer orders at that price once through the normal checkout (orderItem.inquiryId).
import { z } from 'zod';
import { INQUIRY_STATUSES } from '../inquiry-constants';
import { idSchema, pageQuery } from './common';

export const inquiryAskBody = z.object({
  prodId: idSchema,
  skuId: idSchema,
  count: z.number().int().min(0).max(10_000_000),
  message: z.string().max(2000).default(''),
});
export type InquiryAskBody = z.infer<typeof inquiryAskBody>;

export const inquiryAnswerBody = z.object({
  unitPrice: z.number().int().min(0).max(1_000_000_000).describe('fen per unit'),
  validUntil: z.string().max(40).describe('ISO time'),
  reply: z.string().max(2000).default(''),
});
export type InquiryAnswerBody = z.infer<typeof inquiryAnswerBody>;

/** The shop declines a pending inquiry, with an optional reply to the buyer. */
export const inquiryDeclineBody = z.object({ reply: z.string().max(2000).default('') });
export type InquiryDeclineBody = z.infer<typeof inquiryDeclineBody>;

export const inquiryView = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  prodId: z.number().int(),
  skuId: z.number().int(),
  prodName: z.string(),
  skuName: z.string(),
  pic: z.string(),
  /** the SKU's price now (fen) */
  listPrice: z.number().int(),
  count: z.number().int(),
  message: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  /** the state shown: 'expired' for an answered quote past its validity */
  shownStatus: z.enum([...INQUIRY_STATUSES, 'expired']),
  unitPrice: z.number().int().nullable(),
  validUntil: z.string().nullable(),
  reply: z.string().nullable(),
  orderNumber: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createTime: z.string(),
  /** the seller centre's view: the buyer's name */
  buyer: z.string().optional(),
});
export type InquiryView = z.infer<typeof inquiryView>;

export const inquiryListQuery = pageQuery.extend({ status: z.enum(INQUIRY_STATUSES).optional() });
export type InquiryListQuery = z.infer<typeof inquiryListQuery>;
