// Payloads and answers of the shop cart calls (SPEC §7 /p/shopCart/*). Money is integer fen.
// Shapes only: the quantity rule (cartCountRule in rules.ts) is applied by the service so that a wrong
// number answers 'Please enter the correct number of items' rather than a validation error.
import { z } from 'zod';
import { idSchema } from './common';
import { bundleView, giftLine } from './bundle';

const id = idSchema;
/** Quantities arrive as numbers; whether they are positive whole numbers is the service's rule. */
const quantity = z.number().describe('a positive whole number (else 400 "Please enter the correct number of items")');

/**
 * POST /p/shopCart/changeItem. `count` is a DELTA added to the quantity already in the cart (mall4j style):
 * 1 from the product page's "add to cart", +1 / -1 from the cart's stepper. A SKU not yet in the cart is added
 * with `count` (>= 1). The resulting quantity must stay a whole number between 1 and the SKU's stock;
 * removing an item is DELETE /p/shopCart/deleteItem. `shopId` is informational (the product's shop is used).
 */
export const changeItemBody = z.object({
  prodId: id,
  skuId: id,
  count: quantity,
  shopId: idSchema.optional(),
  basketId: idSchema.optional().describe('ignored; the SKU identifies the cart line'),
});
export type ChangeItemBody = z.infer<typeof changeItemBody>;

/** POST /p/shopCart/setItemCount: the cart's number input; `count` is the ABSOLUTE new quantity. */
export const setItemCountBody = z.object({ basketId: id, count: quantity });
export type SetItemCountBody = z.infer<typeof setItemCountBody>;

export const changeItemAnswer = z.object({
  basketId: z.number().int(),
  prodCount: z.number().int().describe('the quantity now in the cart'),
});
export type ChangeItemAnswer = z.infer<typeof changeItemAnswer>;

/** A list of basket ids (totalPay, deleteItem, moveToCollection). */
export const basketIdsBody = z.array(id).max(500);
export type BasketIdsBody = z.infer<typeof basketIdsBody>;

/** POST /p/shopCart/checkItems: checks or unchecks the given items, or every item when basketIds is absent. */
export const checkItemsBody = z.object({ basketIds: z.array(id).max(500).optional(), checked: z.boolean() });
export type CheckItemsBody = z.infer<typeof checkItemsBody>;

/** Why a cart line cannot be bought: off the shelf, its shop not open, or the SKU gone. */
export const CART_INVALID = ['offShelf', 'shopClosed', 'deleted'] as const;
/** enough; short (fewer in stock than in the cart); soldOut (none in stock). */
export const STOCK_STATE = ['enough', 'short', 'soldOut'] as const;

export const shopCartItem = z.object({
  basketId: z.number().int(),
  shopId: z.number().int(),
  prodId: z.number().int(),
  skuId: z.number().int(),
  prodName: z.string(),
  skuName: z.string().describe('spec values, e.g. "黑色 128GB"'),
  pic: z.string(),
  price: z.number().int().describe('fen, the current SKU price'),
  oriPrice: z.number().int().describe('fen'),
  prodCount: z.number().int(),
  stocks: z.number().int().describe('units in stock now'),
  productTotalAmount: z.number().int().describe('fen, price x prodCount'),
  isChecked: z.boolean(),
  goodsType: z.number().int().describe('GOODS_TYPE: 0 physical, 1 virtual'),
  valid: z.boolean().describe('false: shown as invalid, cannot be checked or paid'),
  invalidReason: z.enum(CART_INVALID).nullable(),
  stockState: z.enum(STOCK_STATE),
});
export type ShopCartItem = z.infer<typeof shopCartItem>;

/** A promotion the items of a discount group share (filled by the promotion module; null: no promotion). */
export const chosenDiscount = z.object({
  discountId: z.number().int(),
  discountName: z.string(),
  /** 'amount': reduce `value` fen at `threshold` fen; 'percent': pay `value`% at `threshold` fen */
  kind: z.enum(['amount', 'percent']),
  threshold: z.number().int(),
  value: z.number().int(),
  special: z.boolean().optional().describe('true: a special discount, `value` per unit of its products (specialPrice)'),
});

export const shopCartItemDiscount = z.object({
  chooseDiscountItemDto: chosenDiscount.nullable(),
  shopCartItems: z.array(shopCartItem),
});

/** One shop's group of the cart (POST /p/shopCart/info answers a list of these, newest activity first). */
export const shopCart = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  selfOperated: z.boolean(),
  shopCartItemDiscounts: z.array(shopCartItemDiscount),
  /** gift lines the shop's checked lines earn now (price 0; decision 036) */
  gifts: z.array(giftLine).optional(),
  /** packages in the cart: each one group of its parts, one quantity, the package price apportioned over the parts */
  bundles: z.array(z.object({
    cartBundleId: z.number().int(),
    count: z.number().int().describe('packages'),
    checked: z.boolean(),
    valid: z.boolean().describe('on sale with stock for the count (the checkout refuses it otherwise)'),
    bundle: bundleView,
  })).optional(),
});
export type ShopCart = z.infer<typeof shopCart>;
export type CartBundle = NonNullable<ShopCart['bundles']>[number];

/** POST /p/shopCart/bundle: adds `count` packages (a delta; negative takes some off) to the cart. */
export const cartBundleBody = z.object({ bundleId: idSchema, count: z.number().int().min(-99).max(99) });
export const cartBundleCountBody = z.object({ cartBundleId: idSchema, count: z.number().int().min(1).max(99) });
export const cartBundleIdsBody = z.array(idSchema).max(200);
export const cartBundleCheckBody = z.object({ cartBundleIds: z.array(idSchema).max(200), checked: z.boolean() });
export const cartBundleAnswer = z.object({ cartBundleId: z.number().int(), count: z.number().int() });

/** POST /p/shopCart/totalPay: totals of the given (valid) items, before freight. */
export const cartTotal = z.object({
  totalMoney: z.number().int().describe('fen, sum of price x quantity'),
  subtractMoney: z.number().int().describe('fen, shop discounts and the member price'),
  memberMoney: z.number().int().optional().describe('fen, the member price\'s part of subtractMoney'),
  finalMoney: z.number().int().describe('fen, totalMoney - subtractMoney'),
  count: z.number().int().describe('units'),
});
export type CartTotal = z.infer<typeof cartTotal>;

export const moveToCollectionAnswer = z.object({ moved: z.number().int() });

/** One /quickOrder line: a SKU code (see parseQuickOrder) and the units wanted. */
export const quickOrderLine = z.object({
  skuCode: z.string().trim().min(1).max(64),
  count: quantity,
});
/** POST /p/shopCart/quickOrder/check and /add: up to 200 lines. */
export const quickOrderBody = z.object({ lines: z.array(quickOrderLine).min(1).max(200) });
export type QuickOrderBody = z.infer<typeof quickOrderBody>;

export const quickOrderCheckLine = z.object({
  skuCode: z.string(),
  count: z.number(),
  ok: z.boolean(),
  message: z.string().optional().describe('why the line cannot be added, localized'),
  prodId: z.number().int().nullable(),
  skuId: z.number().int().nullable(),
  prodName: z.string(),
  skuName: z.string(),
  price: z.number().int().nullable().describe('fen'),
  stock: z.number().int().nullable(),
});
export type QuickOrderCheckLine = z.infer<typeof quickOrderCheckLine>;
export const quickOrderCheckAnswer = z.array(quickOrderCheckLine).describe('one entry per line, in order');
export type QuickOrderCheckAnswer = z.infer<typeof quickOrderCheckAnswer>;

export const quickOrderAddAnswer = z.object({
  added: z.number().int().describe('lines added to the cart'),
  refused: z.array(z.object({ skuCode: z.string(), message: z.string() })),
});
export type QuickOrderAddAnswer = z.infer<typeof quickOrderAddAnswer>;
