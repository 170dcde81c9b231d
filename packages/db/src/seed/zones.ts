// Zones (topic pages) and the site navigation that links to them.
//
// zone.parts is an ordered array; each part is { type, ...props }:
//   'title-text'       { titleZh, titleEn, subTitleZh, subTitleEn, align: 'left' | 'center', moreLink? }
//   'image-ad'         { images: [{ picZh, picEn, link, width, height }] }  (one image = single, more = carousel)
//   'hot-area'         { picZh, picEn, width, height, areas: [{ x, y, w, h (percent of the picture), link, labelZh, labelEn }] }
//   'prod-class'       { categoryId, titleZh, titleEn, limit, productIds }  (products of a category; ids are a snapshot)
//   'prod-item'        { productIds, columns: 4 | 5 }                       (a plain product grid)
//   'prod-nav'         { tabs: [{ nameZh, nameEn, categoryId, productIds }] } (tabs of product grids)
//   'prod-recommend'   { titleZh, titleEn, productIds }                     (first product big, others small)
//   'prod-scroll-item' { titleZh, titleEn, productIds }                     (horizontal scroller)
import { navItem, zone } from '../schema/index';
import { type TopKey } from './catalog-data';
import { type SeededCategories } from './categories';
import { adSvg } from './images';
import { type SeededProducts } from './products';
import { dateAt } from './rng';
import { type SeedContext } from './types';

function take(ids: number[] | undefined, from: number, n: number): number[] {
  const list = ids ?? [];
  return list.slice(from, from + n);
}

type Texts = { title: string; subtitle: string; cta: string };

/** A zone picture per language (issue 16): the zh one with Chinese text drawn from baked glyphs (images.ts). */
function zoneImages(ctx: SeedContext, name: string, w: number, h: number, colors: [string, string], texts: { zh: Texts; en: Texts }): { picZh: string; picEn: string } {
  const one = (lang: 'zh' | 'en') => {
    const path = `/uploads/demo/ad/${name}-${lang}.webp`;
    ctx.images.add({ path, width: w, height: h, svg: () => adSvg({ width: w, height: h, colors, ...texts[lang], shapes: ['gift', 'bag'] }) });
    return path;
  };
  return { picZh: one('zh'), picEn: one('en') };
}

export async function seedZonesAndNav(ctx: SeedContext, cats: SeededCategories, prods: SeededProducts): Promise<{ zones: number; nav: number; zoneIds: number[] }> {
  const top = (k: TopKey) => cats.topIds.get(k) ?? 0;
  const ids = (k: TopKey) => prods.idsByTop.get(k);
  // zh-ad-texts:start
  const festivalPic = zoneImages(ctx, 'zone-1', 1200, 300, ['#ff5a36', '#c2185b'], {
    zh: { title: '双十一狂欢节', subtitle: '全场低至5折', cta: '立即抢购' }, en: { title: '11.11 MEGA SALE', subtitle: 'UP TO 50% OFF', cta: 'SHOP NOW' } });
  const techPic = zoneImages(ctx, 'zone-2', 1200, 300, ['#4f8ef7', '#1d3f9e'], {
    zh: { title: '数码家电节', subtitle: '2026 新品上市', cta: '立即查看' }, en: { title: 'TECH WEEK', subtitle: 'NEW DEVICES 2026', cta: 'SHOP NOW' } });
  const b2bPic = zoneImages(ctx, 'zone-3', 1200, 300, ['#ffb300', '#8d5a00'], {
    zh: { title: '企业采购专区', subtitle: '工业品 办公 批量优惠价', cta: '了解详情' }, en: { title: 'B2B PROCUREMENT', subtitle: 'MRO / OFFICE / BULK PRICES', cta: 'SHOP NOW' } });
  // the hot-area part's picture, per language too (its clickable labels are per language already)
  const hotPic = zoneImages(ctx, 'zone-1-hot', 1200, 400, ['#7b61ff', '#3d1a9e'], {
    zh: { title: '每日新品', subtitle: '手机数码 / 家居 / 产地直供', cta: '立即抢购' }, en: { title: 'TOP PICKS', subtitle: 'PHONES / HOME / FRESH', cta: 'SHOP NOW' } });
  // zh-ad-texts:end

  const zones = [
    {
      nameZh: '双11狂欢会场', nameEn: 'Double 11 Festival',
      parts: [
        { type: 'image-ad', images: [{ ...festivalPic, link: '/flash-sale', width: 1200, height: 300 }] },
        { type: 'title-text', titleZh: '爆款直降', titleEn: 'Top Deals', subTitleZh: '全场低至5折，限时抢购', subTitleEn: 'Up to 50% off for a limited time', align: 'center' },
        { type: 'prod-item', productIds: prods.firstIds.slice(0, 10), columns: 5 },
        { type: 'hot-area', ...hotPic, width: 1200, height: 400, areas: [
          { x: 0, y: 0, w: 33.3, h: 100, link: `/list?cpid=${top('digital')}&cindex=1`, labelZh: '手机数码', labelEn: 'Phones & Digital' },
          { x: 33.3, y: 0, w: 33.3, h: 100, link: `/list?cpid=${top('home')}&cindex=1`, labelZh: '家居家装', labelEn: 'Home & Furniture' },
          { x: 66.6, y: 0, w: 33.4, h: 100, link: `/list?cpid=${top('food')}&cindex=1`, labelZh: '食品生鲜', labelEn: 'Food & Fresh' },
        ] },
        { type: 'prod-class', categoryId: top('fashion'), titleZh: '潮流服饰', titleEn: 'Fashion Picks', limit: 10, productIds: take(ids('fashion'), 0, 10) },
        { type: 'prod-scroll-item', titleZh: '生鲜好物', titleEn: 'Fresh Favourites', productIds: take(ids('food'), 0, 12) },
      ],
    },
    {
      nameZh: '数码家电节', nameEn: 'Tech & Appliance Week',
      parts: [
        { type: 'image-ad', images: [{ ...techPic, link: `/list?cpid=${top('digital')}&cindex=1`, width: 1200, height: 300 }] },
        { type: 'title-text', titleZh: '新品首发', titleEn: 'New Arrivals', subTitleZh: '旗舰新机与智能家电', subTitleEn: 'Flagship devices and smart appliances', align: 'left' },
        { type: 'prod-nav', tabs: [
          { nameZh: '手机数码', nameEn: 'Phones & Digital', categoryId: top('digital'), productIds: take(ids('digital'), 0, 10) },
          { nameZh: '电脑办公', nameEn: 'Computers & Office', categoryId: top('office'), productIds: take(ids('office'), 0, 10) },
          { nameZh: '家用电器', nameEn: 'Home Appliances', categoryId: top('appliance'), productIds: take(ids('appliance'), 0, 10) },
        ] },
        { type: 'prod-recommend', titleZh: '店长推荐', titleEn: "Editor's Choice", productIds: take(ids('digital'), 10, 5) },
      ],
    },
    {
      nameZh: '企业采购专区', nameEn: 'Business Procurement',
      parts: [
        { type: 'image-ad', images: [{ ...b2bPic, link: `/list?cpid=${top('industrial')}&cindex=1`, width: 1200, height: 300 }] },
        { type: 'title-text', titleZh: '工业品一站式采购', titleEn: 'One-Stop MRO Purchasing', subTitleZh: '支持对公转账与增值税专用发票', subTitleEn: 'Business bank transfer and VAT special invoices supported', align: 'center' },
        { type: 'prod-class', categoryId: top('industrial'), titleZh: '五金工具与劳保', titleEn: 'Tools & Safety Gear', limit: 10, productIds: take(ids('industrial'), 0, 10) },
        { type: 'prod-item', productIds: take(ids('office'), 10, 8), columns: 4 },
      ],
    },
  ];
  const zoneIds = (await ctx.tx.insert(zone).values(zones.map((z, i) => ({ ...z, createdAt: dateAt(-30 + i * 3) }))).returning({ id: zone.id }))
    .map((r) => r.id)
    .sort((a, b) => a - b);
  const zoneNav = (i: number, seq: number) => ({
    nameZh: zones[i]!.nameZh, nameEn: zones[i]!.nameEn, uri: `/zone/zone-all?id=${zoneIds[i]}`, type: 'zone',
    zoneId: zoneIds[i]!, zoneNameZh: zones[i]!.nameZh, zoneNameEn: zones[i]!.nameEn, showStatus: 0, seq,
  });
  const link = (nameZh: string, nameEn: string, uri: string, seq: number, showStatus = 0) => ({ nameZh, nameEn, uri, type: 'link', showStatus, seq });
  const nav = [
    link('首页', 'Home', '/', 0),
    link('限时秒杀', 'Flash Sale', '/flash-sale', 1),
    link('团购', 'Group Buy', '/group-buy', 2),
    zoneNav(0, 3),
    link('领券中心', 'Coupons', '/coupons', 4),
    link('特惠', 'Special Offers', '/special-discount', 5),
    zoneNav(1, 6),
    link('积分商城', 'Points Mall', '/member-center/integral-mall', 7),
    zoneNav(2, 8),
    link('新闻资讯', 'News', '/News', 9, 1),
  ];
  await ctx.tx.insert(navItem).values(nav);
  return { zones: zones.length, nav: nav.length, zoneIds };
}
