// The rows one priced shop order becomes (orders and order_item), shared by submit (checkout.ts) and the batch of
// reserved flash-sale orders (reserved.ts), so both store an order alike.
import type { OrderInvoice } from '@mall/db/schema';
import type { SkuInfo } from '../catalog/skus';
import { lineDiscount } from './pricing/pipeline';
import type { ShopDraft } from './pricing/types';
import { INITIAL_STATUS } from './status';

export interface AddressSnapshot {
  receiver: string; mobile: string; province: string; city: string; area: string; addr: string; provinceCode: string; cityCode: string; areaCode: string;
}

/** The address as the order keeps it (a copy: later edits of the book do not change the order). */
export function addressSnapshot(addr: AddressSnapshot | null): AddressSnapshot | null {
  return addr && {
    receiver: addr.receiver, mobile: addr.mobile, province: addr.province, city: addr.city, area: addr.area, addr: addr.addr,
    provinceCode: addr.provinceCode, cityCode: addr.cityCode, areaCode: addr.areaCode,
  };
}

export function orderRow(d: ShopDraft, o: { orderNumber: string; userId: number; orderType: number; remarks: string; address: AddressSnapshot | null; invoice: OrderInvoice | null; now: Date; expiresAt: Date }) {
  return {
    orderNumber: o.orderNumber, userId: o.userId, shopId: d.shopId, status: INITIAL_STATUS, orderType: o.orderType,
    productCount: d.lines.reduce((s, l) => s + l.count, 0),
    productTotal: d.productTotal, shopDiscount: d.shopDiscount, couponDiscount: d.couponDiscount, pointsDiscount: d.pointsDiscount, pointsUsed: d.pointsUsed ?? 0, memberDiscount: d.memberDiscount,
    freight: d.freight, actualTotal: d.actualTotal, remarks: o.remarks, address: o.address, invoice: o.invoice,
    createdAt: o.now, expiresAt: o.expiresAt, updatedAt: o.now,
  };
}

export function lineRows(orderId: number, d: ShopDraft, skuMap: ReadonlyMap<number, SkuInfo>) {
  return d.lines.map((l) => {
    const sku = skuMap.get(l.skuId)!;
    return {
      orderId, productId: l.prodId, skuId: l.skuId, prodNameZh: sku.prodNameZh, prodNameEn: sku.prodNameEn, skuNameZh: sku.skuNameZh, skuNameEn: sku.skuNameEn,
      pic: sku.pic, price: l.price, count: l.count, productTotal: l.productTotal, discountAmount: lineDiscount(l), actualTotal: l.productTotal - lineDiscount(l),
      pointsUsed: l.pointsUsed ?? 0, pointsDiscount: l.pointsDiscount, memberDiscount: l.memberDiscount, goodsType: l.goodsType, weight: l.weight,
      bundleId: l.bundle?.bundleId ?? null,
    };
  });
}
