// Flash sales (seckill): sessions (time slots) and their items, an item's detail, the buyer's confirm and
// submit, and the console's setup. Money is integer fen; times are ISO strings; `serverTime` lets the
// storefront count down against the server's clock.
import { z } from 'zod';
import { idSchema, idQuery } from './common';
import { confirmAnswer } from './order';

const id = idQuery;

// FLASH_SALE_STATE (0 not started, 1 on, 2 ended): ../flash-sale-constants.ts

export const flashSaleSession = z.object({
  sessionId: z.number().int(),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  state: z.number().int().describe('FLASH_SALE_STATE'),
});
export type FlashSaleSession = z.infer<typeof flashSaleSession>;

export const flashSaleSessions = z.object({ serverTime: z.string(), sessions: z.array(flashSaleSession) });
export type FlashSaleSessions = z.infer<typeof flashSaleSessions>;

export const flashSaleItemQuery = z.object({
  sessionId: id,
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const flashSaleCard = z.object({
  seckillId: z.number().int(),
  sessionId: z.number().int(),
  prodId: z.number().int(),
  skuId: z.number().int(),
  prodName: z.string(),
  skuName: z.string(),
  pic: z.string(),
  seckillPrice: z.number().int(),
  /** the SKU's own price */
  oriPrice: z.number().int(),
  totalStock: z.number().int(),
  stock: z.number().int(),
  /** 0-100, units sold of the units set aside */
  soldPercent: z.number().int(),
  perUserLimit: z.number().int(),
});
export type FlashSaleCard = z.infer<typeof flashSaleCard>;

export const flashSaleDetailQuery = z.object({ seckillId: id });
export const flashSaleDetail = flashSaleCard.extend({
  session: flashSaleSession,
  serverTime: z.string(),
  images: z.array(z.string()),
  shopId: z.number().int(),
  shopName: z.string(),
});
export type FlashSaleDetail = z.infer<typeof flashSaleDetail>;

export const flashSaleConfirmBody = z.object({
  seckillId: id,
  prodCount: z.number().describe('a positive whole number, at most the per-user limit'),
  addrId: idSchema.optional(),
});
export type FlashSaleConfirmBody = z.infer<typeof flashSaleConfirmBody>;
export const flashSaleConfirmAnswer = confirmAnswer;

/**
 * POST /p/seckill/buy answers at once. With Redis: 'queued' (a reservation that becomes the order in the
 * background: poll /p/seckill/reservation); without: 'ordered' (the order made in the call); either way 'refused'
 * (sold out, over the limit, not started, ended, too busy: `code` and `message`) — a crowd's losers are a typed
 * answer, not an error. GET /p/seckill/reservation: the buyer's latest reservation of the item (held while queued
 * with `waitMs`).
 */
export const flashSaleBuyState = z.enum(['none', 'queued', 'ordered', 'failed', 'refused']);
export const flashSaleBuyAnswer = z.object({
  state: flashSaleBuyState,
  reservationId: z.string().optional(),
  orderNumber: z.string().optional().describe('ordered: the order to pay'),
  code: z.string().optional().describe('refused: the stable code (as an error answer\'s code)'),
  message: z.string().optional().describe('failed, refused: why, in the caller\'s language'),
});
export type FlashSaleBuyAnswer = z.infer<typeof flashSaleBuyAnswer>;
/** the longest a reservation poll is held while its reservation is queued (ms) */
export const FLASH_SALE_MAX_WAIT_MS = 10_000;
export const flashSaleReservationQuery = z.object({
  seckillId: id,
  reservationId: z.string().regex(/^[0-9]{1,20}$/).optional().describe('the reservation the buy answered: gone (a Redis lost mid-sale) answers failed, not none'),
  waitMs: z.coerce.number().int().min(0).max(FLASH_SALE_MAX_WAIT_MS).optional().describe('while queued, hold the answer up to this long until the order is made or failed (a long poll; default 0: at once)'),
});
/** POST /p/seckill/buy: the confirm's fields and the buyer's message to the shop */
export const flashSaleBuyBody = flashSaleConfirmBody.extend({ remarks: z.string().max(2000).optional() });

// console
export const createFlashSaleSessionBody = z.object({
  nameZh: z.string(),
  nameEn: z.string(),
  startAt: z.string().describe('ISO time'),
  endAt: z.string().describe('ISO time, after startAt'),
});
export type CreateFlashSaleSessionBody = z.infer<typeof createFlashSaleSessionBody>;

export const addFlashSaleItemBody = z.object({
  sessionId: idSchema,
  skuId: idSchema,
  seckillPrice: z.number().int().describe('fen, above 0 and below the SKU price'),
  stock: z.number().int().describe('units set aside from the SKU stock'),
  perUserLimit: z.number().int().describe('1 or more'),
});
export type AddFlashSaleItemBody = z.infer<typeof addFlashSaleItemBody>;

export const adminFlashSaleSession = flashSaleSession.extend({ items: z.array(flashSaleCard) });
export type AdminFlashSaleSession = z.infer<typeof adminFlashSaleSession>;

/** Why a new session is refused (a message key), or null: names of at most 30 characters, end after start, at most 7 days. */
export function flashSaleSessionRule(b: CreateFlashSaleSessionBody): 'flashSale.sessionInvalid' | null {
  const name = b.nameZh.trim();
  const from = Date.parse(b.startAt);
  const to = Date.parse(b.endAt);
  if (!name || name.length > 30 || b.nameEn.trim().length > 90) return 'flashSale.sessionInvalid';
  if (!(from < to) || to - from > 7 * 24 * 3600_000) return 'flashSale.sessionInvalid';
  return null;
}

/** Why a new item is refused (a message key), or null: 0 < seckill price < the SKU price; stock and limit whole and >= 1. */
export function flashSaleItemRule(b: Pick<AddFlashSaleItemBody, 'seckillPrice' | 'stock' | 'perUserLimit'>, skuPrice: number): 'flashSale.itemInvalid' | null {
  if (!(b.seckillPrice > 0 && b.seckillPrice < skuPrice)) return 'flashSale.itemInvalid';
  if (!(b.stock >= 1 && b.stock <= 100_000) || !(b.perUserLimit >= 1 && b.perUserLimit <= b.stock)) return 'flashSale.itemInvalid';
  return null;
}
