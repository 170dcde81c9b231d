// Hot search words, friendly links, popup ads (top / bottom / centre) and home carousel banners.
import { banner, friendLink, hotSearch, popupAd } from '../schema/index';
import { type SeededCategories } from './categories';
import { adSvg, type AdSpec } from './images';
import { type SeedContext } from './types';

// Operator weights (seq) only: real search counts start at 0 and are added by the search module.
const HOT_WORDS: Array<[string, string]> = [
  ['手机', 'Phone'], ['笔记本电脑', 'Laptop'], ['空调', 'Air Conditioner'], ['连衣裙', 'Dress'], ['口红', 'Lipstick'],
  ['牛奶', 'Milk'], ['沙发', 'Sofa'], ['奶粉', 'Formula'], ['跑步鞋', 'Running Shoes'], ['螺丝', 'Screws'],
  ['蓝牙耳机', 'Earbuds'], ['羽绒服', 'Down Jacket'], ['扫地机器人', 'Robot Vacuum'], ['坚果', 'Nuts'],
];

const LINKS: Array<[string, string, string, number]> = [
  ['中国政府网', 'Chinese Government Portal', 'https://www.gov.cn', 0],
  ['国家市场监督管理总局', 'State Administration for Market Regulation', 'https://www.samr.gov.cn', 0],
  ['中国消费者协会', 'China Consumers Association', 'https://www.cca.org.cn', 0],
  ['全国12315平台', 'National 12315 Complaints Platform', 'https://www.12315.cn', 0],
  ['中国人民银行', "People's Bank of China", 'https://www.pbc.gov.cn', 0],
  ['国家邮政局', 'State Post Bureau', 'https://www.spb.gov.cn', 0],
  ['中国国际进口博览会', 'China International Import Expo', 'https://www.ciie.org', 0],
  ['维基百科', 'Wikipedia', 'https://www.wikipedia.org', 1],
];

function ad(ctx: SeedContext, name: string, spec: AdSpec): string {
  const path = `/uploads/demo/ad/${name}.webp`;
  ctx.images.add({ path, width: spec.width, height: spec.height, svg: () => adSvg(spec) });
  return path;
}

export async function seedContent(ctx: SeedContext, cats: SeededCategories, zoneIds: number[]): Promise<{ hotWords: number; links: number; popups: number; banners: number }> {
  const { tx } = ctx;
  await tx.insert(hotSearch).values(
    HOT_WORDS.map(([titleZh, titleEn], i) => ({ titleZh, titleEn, seq: 100 - i * 5, searchCount: 0, status: 1 })),
  );
  await tx.insert(friendLink).values(LINKS.map(([nameZh, nameEn, url, deleted], i) => ({ nameZh, nameEn, url, seq: i + 1, deleted })));

  const zoneLink = (i: number) => `/zone/zone-all?id=${zoneIds[i] ?? 0}`;
  const red: [string, string] = ['#f0494c', '#b3171b'];
  const purple: [string, string] = ['#7b61ff', '#3d1a9e'];
  const orange: [string, string] = ['#ff8a00', '#d84315'];
  // Each language its own picture: the zh ones carry Chinese text (drawn from glyphs baked by
  // packages/db/scripts/cjk-glyphs.py, which reads the texts between the zh-ad-texts markers).
  // zh-ad-texts:start
  const popups = [
    { showStation: 0, link: '/flash-sale',
      zh: ad(ctx, 'popup-top-zh', { width: 1200, height: 80, colors: red, title: '双十一', subtitle: '限时秒杀 低至5折', cta: '去抢购', shapes: ['gift'] }),
      en: ad(ctx, 'popup-top-en', { width: 1200, height: 80, colors: red, title: 'DOUBLE 11', subtitle: 'FLASH SALE  UP TO 50% OFF', cta: 'GO', shapes: ['gift'] }) },
    { showStation: 1, link: '/coupons',
      zh: ad(ctx, 'popup-bottom-zh', { width: 1200, height: 80, colors: orange, title: '¥100', subtitle: '新人专享优惠券', cta: '领取', shapes: ['card'] }),
      en: ad(ctx, 'popup-bottom-en', { width: 1200, height: 80, colors: orange, title: '¥100 OFF', subtitle: 'COUPONS FOR NEW MEMBERS', cta: 'GET', shapes: ['card'] }) },
    { showStation: 2, link: zoneLink(0),
      zh: ad(ctx, 'popup-centre-zh', { width: 500, height: 400, colors: purple, title: '双十一', subtitle: '全场低至5折', cta: '立即抢购', shapes: ['gift'] }),
      en: ad(ctx, 'popup-centre-en', { width: 500, height: 400, colors: purple, title: 'SALE', subtitle: 'UP TO 50% OFF', cta: 'SHOP NOW', shapes: ['gift'] }) },
  ];
  await tx.insert(popupAd).values(popups.map((p, i) => ({ showStation: p.showStation, picZh: p.zh, picEn: p.en, link: p.link, status: 1, seq: i + 1 })));

  const list = (k: Parameters<typeof cats.topIds.get>[0]) => `/list?cpid=${cats.topIds.get(k) ?? 0}&cindex=1`;
  type Texts = Pick<AdSpec, 'title' | 'subtitle' | 'cta'>;
  const banners: Array<{ name: string; link: string; spec: Omit<AdSpec, keyof Texts>; zh: Texts; en: Texts }> = [
    { name: 'banner-1', link: zoneLink(0), spec: { width: 790, height: 340, colors: ['#ff5a36', '#c2185b'], shapes: ['gift', 'bag'] },
      zh: { title: '双十一狂欢', subtitle: '全场低至5折', cta: '立即抢购' }, en: { title: '11.11', subtitle: 'MEGA SALE  UP TO 50% OFF', cta: 'SHOP NOW' } },
    { name: 'banner-2', link: list('digital'), spec: { width: 790, height: 340, colors: ['#4f8ef7', '#1d3f9e'], shapes: ['phone', 'watch'] },
      zh: { title: '新品手机', subtitle: '5G 2026 新款上市', cta: '立即查看' }, en: { title: 'NEW PHONES', subtitle: '5G / 2026 MODELS', cta: 'DISCOVER' } },
    { name: 'banner-3', link: list('food'), spec: { width: 790, height: 340, colors: ['#ff9f43', '#b5500b'], shapes: ['fruit', 'carton'] },
      zh: { title: '每日鲜选', subtitle: '产地直供 新鲜到家', cta: '立即下单' }, en: { title: 'FRESH DAILY', subtitle: 'FROM FARM TO TABLE', cta: 'ORDER NOW' } },
    { name: 'banner-4', link: zoneLink(2), spec: { width: 790, height: 340, colors: ['#ffb300', '#8d5a00'], shapes: ['wrench', 'toolbox'] },
      zh: { title: '企业采购', subtitle: '工业品 批量优惠价', cta: '了解详情' }, en: { title: 'B2B MRO', subtitle: 'BULK PRICES FOR BUSINESS', cta: 'LEARN MORE' } },
    { name: 'banner-5', link: list('home'), spec: { width: 790, height: 340, colors: ['#a1887f', '#4e342e'], shapes: ['sofa', 'desklamp'] },
      zh: { title: '品质家居', subtitle: '家具低至7折', cta: '立即抢购' }, en: { title: 'HOME STYLE', subtitle: 'FURNITURE -30%', cta: 'SHOP NOW' } },
  ];
  // zh-ad-texts:end
  await tx.insert(banner).values(banners.map((b, i) => ({
    picZh: ad(ctx, `${b.name}-zh`, { ...b.spec, ...b.zh }),
    picEn: ad(ctx, `${b.name}-en`, { ...b.spec, ...b.en }),
    link: b.link,
    seq: i + 1,
    status: 1,
  })));
  return { hotWords: HOT_WORDS.length, links: LINKS.length, popups: popups.length, banners: banners.length };
}
