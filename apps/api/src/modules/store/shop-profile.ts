// The seller centre's shop info: what the owner sees and may change (description, logo, contact, address).
// The shop's name and status are the platform's (opening review, suspension).
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { storeAddressRule, storeIntroRule, storeTelRule, type Lang, type SellerShopBody } from '@mall/shared';
import { AppError } from '../../platform/errors';
import { pick } from '../../platform/lang';

const { shop } = schema;

export function createShopProfile(db: Db) {
  async function row(shopId: number) {
    const [s] = await db.select().from(shop).where(eq(shop.id, shopId));
    if (!s) throw new AppError('store.noShop', 404);
    return s;
  }
  return {
    async get(shopId: number) {
      const s = await row(shopId);
      return {
        shopId: s.id, nameZh: s.nameZh, nameEn: s.nameEn, introZh: s.introZh, introEn: s.introEn, logo: s.logo, tel: s.tel, address: s.address,
        region: [s.province, s.city === s.province ? '' : s.city, s.area].join(''), status: s.status,
      };
    },
    async name(shopId: number, lang: Lang): Promise<string> {
      const s = await row(shopId);
      return pick(lang, s.nameZh, s.nameEn);
    },
    /** Updates the editable fields; the rules of the shop opening form apply (zh and en description). */
    async update(shopId: number, body: SellerShopBody, isOwnImage: (path: string) => boolean): Promise<void> {
      const s = await row(shopId);
      const key = storeIntroRule(body.introZh) ?? storeIntroRule(body.introEn) ?? storeTelRule(body.tel) ?? storeAddressRule(body.address)
        ?? (body.logo ? null : 'store.logoRequired') ?? (body.logo === s.logo || isOwnImage(body.logo) ? null : 'store.imageInvalid');
      if (key) throw new AppError(key);
      await db.update(shop).set({ introZh: body.introZh.trim(), introEn: body.introEn.trim(), logo: body.logo, tel: body.tel.trim(), address: body.address.trim() }).where(eq(shop.id, shopId));
    },
  };
}
