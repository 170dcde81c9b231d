// Promotion setup pages (coupons, special discounts, flash sales, group buys) of the seller centre and the platform
// console. Owned by the promotion engineers: each adds its entries (area 'seller' or 'platform'); pages live in
// src/promotion/<feature>/, texts in src/promotion/<feature>/i18n/{zh,en}.json under a top-level key of their own.
import type { ConsoleRoute } from '../app/registry';

export const promotionRoutes: ConsoleRoute[] = [];
