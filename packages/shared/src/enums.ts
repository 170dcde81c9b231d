// Codes the storefront, the API and the console must agree on (SPEC §4).

export const LANGS = ['zh', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh';
export const isLang = (v: unknown): v is Lang => v === 'zh' || v === 'en';

/** Search type of /list and the header selector: 0 product, 1 shop */
export const SEARCH_TYPE = { product: 0, shop: 1 } as const;

/** Shop status as the user center and the top bar read it (SPEC §4). A shop row is 1, 2, 3 or 4; 0, -1 and 5 describe
 *  the user's application when there is no shop yet (0 under review, -1 none, 5 not passed). */
export const SHOP_STATUS = { open: 1, underReview: 0, none: -1, offline: 2, suspended: 3, notOpen: 4, notPassed: 5 } as const;

/** 1 self-operated (platform) store, 2 general store */
export const SHOP_TYPE = { selfOperated: 1, general: 2 } as const;

/** Header tab types (SPEC §2): 0 default, 2 special discount, 3 group buy, 4 flash sale, 5 coupons */
export const HEADER_TAB = { default: 0, specialDiscount: 2, groupBuy: 3, flashSale: 4, coupons: 5 } as const;

/** Popup ad positions: showStation 0 top, 1 bottom, 2 centre */
export const AD_STATION = { top: 0, bottom: 1, centre: 2 } as const;

/** Terms pages: sts 0 terms of service, 1 privacy policy */
export const TERMS = { service: 0, privacy: 1 } as const;

/** Usage log: systemType is always 1 (PC); visitType 1 page view, 2 click */
export const FLOW = { systemType: 1, visitPage: 1, visitClick: 2, sessionIdleMs: 30 * 60 * 1000 } as const;
/** Usage log bizType: 1 product view (bizData prodId), 2 cart add (bizData prodId, nums quantity), 3 order submitted and
 *  4 order paid (orderNumbers, bizData the shop ids), 5 shop home view (bizData shop id) */
export const FLOW_BIZ = { productView: 1, cartAdd: 2, order: 3, pay: 4, shopView: 5 } as const;

/** SPEC §9 limits that more than one side reads */
export const LIMITS = {
  hotWords: 10,
  helpPageSize: 1000,
  searchToastMs: 1000,
  paySwitchCacheMs: 5 * 60 * 60 * 1000,
  categoryPanelMinHeight: 418,
  imageMaxBytes: 2 * 1024 * 1024,
} as const;
