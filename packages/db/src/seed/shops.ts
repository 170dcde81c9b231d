// Shops: the platform's self-operated store, nine open general stores with themes (the top
// categories they sell), one under review and one offline (those two get no products).
import { shop } from '../schema/index';
import { CATEGORY_TREE, type TopKey } from './catalog-data';
import { logoSvg } from './images';
import { dateAt } from './rng';
import { type ShapeName } from './shapes';
import { type SeedContext } from './types';

interface ShopDef {
  nameZh: string;
  nameEn: string;
  introZh: string;
  introEn: string;
  shopType: 1 | 2;
  status: 0 | 1 | 2;
  tel: string;
  province: string;
  city: string;
  area: string;
  address: string;
  collectCount: number;
  recommended: 0 | 1;
  /** what it sells ('all' for the self-operated store) */
  tops: TopKey[] | 'all';
  initials: string;
  shape: ShapeName;
}

const ALL_TOPS = CATEGORY_TREE.map((t) => t.key);

export const SHOPS: ShopDef[] = [
  { nameZh: '商城自营旗舰店', nameEn: 'Mall Official Store', shopType: 1, status: 1, recommended: 1, collectCount: 128_560, tops: 'all', initials: 'HG', shape: 'bag',
    introZh: '汇购商城官方自营，正品行货，全场次日达，7天无理由退货，售后由平台直接负责。',
    introEn: 'Run by HuiGo Mall itself: genuine goods, next-day delivery, 7-day no-reason returns and after-sales handled directly by the platform.',
    tel: '400-800-8888', province: '上海市', city: '上海市', area: '浦东新区', address: '张江高科技园区博云路88号汇购大厦' },
  { nameZh: '星河数码专营店', nameEn: 'Xinghe Digital Store', shopType: 2, status: 1, recommended: 1, collectCount: 23_418, tops: ['digital', 'office'], initials: 'XH', shape: 'phone',
    introZh: '专注手机、电脑与智能设备十年，品牌授权，支持以旧换新和分期免息。',
    introEn: 'Ten years of phones, computers and smart devices: brand-authorised, with trade-in and interest-free instalments.',
    tel: '0755-26881234', province: '广东省', city: '深圳市', area: '南山区', address: '科技园南区高新南一道18号' },
  { nameZh: '悦家电器旗舰店', nameEn: 'Yuejia Appliances Flagship', shopType: 2, status: 1, recommended: 0, collectCount: 15_902, tops: ['appliance', 'home'], initials: 'YJ', shape: 'fridge',
    introZh: '大小家电一站购齐，送装一体，全国联保，以旧换新免费拆旧。',
    introEn: 'Large and small appliances in one place, delivered and installed, with a nationwide warranty and free removal of old units.',
    tel: '0757-22331688', province: '广东省', city: '佛山市', area: '顺德区', address: '北滘镇工业大道66号' },
  { nameZh: '衣尚优品服饰', nameEn: 'Yishang Fashion House', shopType: 2, status: 1, recommended: 0, collectCount: 41_037, tops: ['fashion'], initials: 'YS', shape: 'dress',
    introZh: '原创设计女装与男装，每周上新，面料亲肤，支持7天无理由退换。',
    introEn: "Original women's and men's fashion with new styles every week, skin-friendly fabrics and 7-day no-reason returns.",
    tel: '0571-88776655', province: '浙江省', city: '杭州市', area: '余杭区', address: '五常街道文一西路520号' },
  { nameZh: '花颜美妆官方店', nameEn: 'Huayan Beauty Official', shopType: 2, status: 1, recommended: 0, collectCount: 36_215, tops: ['beauty'], initials: 'HY', shape: 'lipstick',
    introZh: '品牌官方授权美妆护肤，正品保障，满额赠小样，敏感肌也能放心选。',
    introEn: 'Brand-authorised skincare and makeup, guaranteed genuine, with free samples on qualifying orders and picks for sensitive skin.',
    tel: '021-62881199', province: '上海市', city: '上海市', area: '静安区', address: '南京西路1266号12楼' },
  { nameZh: '鲜达生鲜超市', nameEn: 'Xianda Fresh Market', shopType: 2, status: 1, recommended: 1, collectCount: 52_880, tops: ['food'], initials: 'XD', shape: 'fruit',
    introZh: '产地直采的水果蔬菜、海鲜肉类与粮油零食，冷链配送，坏果包赔。',
    introEn: 'Fruit, vegetables, seafood, meat, pantry staples and snacks sourced at origin, delivered by cold chain, damaged items refunded.',
    tel: '0532-85901234', province: '山东省', city: '青岛市', area: '崂山区', address: '海尔路61号生鲜物流园' },
  { nameZh: '童趣母婴生活馆', nameEn: 'Tongqu Baby & Kids', shopType: 2, status: 1, recommended: 0, collectCount: 19_764, tops: ['baby'], initials: 'TQ', shape: 'bear',
    introZh: '奶粉、纸尿裤、玩具与童车，母婴级安全标准，宝妈们都在逛。',
    introEn: 'Formula, nappies, toys and strollers that meet baby-grade safety standards, loved by parents.',
    tel: '0512-67881020', province: '江苏省', city: '苏州市', area: '工业园区', address: '星湖街328号创意产业园' },
  { nameZh: '匠工工业品商城', nameEn: 'Jianggong Industrial Supply', shopType: 2, status: 1, recommended: 0, collectCount: 8_412, tops: ['industrial', 'office'], initials: 'JG', shape: 'wrench',
    introZh: '面向企业的MRO一站式采购：五金工具、劳保安防、电工电气与仓储包装，支持对公转账。',
    introEn: 'One-stop MRO procurement for businesses: tools, safety gear, electrical supplies and packaging, with business bank transfer.',
    tel: '0510-85226688', province: '江苏省', city: '无锡市', area: '新吴区', address: '长江路21号工业品物流中心' },
  { nameZh: '行者户外运动', nameEn: 'Xingzhe Outdoor Sports', shopType: 2, status: 1, recommended: 0, collectCount: 12_306, tops: ['sport', 'fashion'], initials: 'XZ', shape: 'tent',
    introZh: '露营、骑行、健身装备与运动服饰，专业玩家选品，出发前的装备清单都在这里。',
    introEn: 'Camping, cycling and fitness gear plus sportswear, chosen by enthusiasts: your checklist before every trip.',
    tel: '0592-59023456', province: '福建省', city: '厦门市', area: '思明区', address: '软件园二期观日路24号' },
  { nameZh: '栖木家居生活馆', nameEn: 'Qimu Home Living', shopType: 2, status: 1, recommended: 0, collectCount: 9_873, tops: ['home'], initials: 'QM', shape: 'sofa',
    introZh: '北欧与新中式家具、家纺、厨具和灯具，环保材质，送货上门并免费安装。',
    introEn: 'Nordic and New Chinese furniture, textiles, kitchenware and lighting in eco-friendly materials, delivered and assembled for free.',
    tel: '028-85127788', province: '四川省', city: '成都市', area: '武侯区', address: '天府大道北段1700号' },
  { nameZh: '青禾茶叶专卖店', nameEn: 'Qinghe Tea House', shopType: 2, status: 0, recommended: 0, collectCount: 0, tops: [], initials: 'QH', shape: 'tin',
    introZh: '高山茶园直供的绿茶、红茶与白茶，店铺资料正在审核中。',
    introEn: 'Green, black and white teas straight from mountain tea gardens. This shop is under review.',
    tel: '0591-87651234', province: '福建省', city: '福州市', area: '鼓楼区', address: '五四路158号' },
  { nameZh: '旧时光文创杂货铺', nameEn: 'Old Times Curio Shop', shopType: 2, status: 2, recommended: 0, collectCount: 356, tops: [], initials: 'OT', shape: 'gift',
    introZh: '复古文创与手作杂货，本店已下线，暂停营业。',
    introEn: 'Vintage stationery and handmade curios. This shop is offline and not trading.',
    tel: '010-64001234', province: '北京市', city: '北京市', area: '东城区', address: '南锣鼓巷甲12号' },
];

export interface SeededShop {
  id: number;
  nameZh: string;
  nameEn: string;
  shopType: number;
  status: number;
  tops: TopKey[];
}

function themeColors(def: ShopDef): [string, string] {
  if (def.tops === 'all') return ['#f0494c', '#b3171b'];
  const top = CATEGORY_TREE.find((t) => t.key === def.tops[0]);
  return top ? top.colors : ['#90a4ae', '#455a64'];
}

export async function seedShops(ctx: SeedContext): Promise<SeededShop[]> {
  const rows = SHOPS.map((def, i) => {
    const logo = `/uploads/demo/shop/${i + 1}.webp`;
    ctx.images.add({ path: logo, width: 200, height: 200, svg: () => logoSvg(themeColors(def), def.initials, def.shape) });
    return {
      userId: null,
      nameZh: def.nameZh, nameEn: def.nameEn, introZh: def.introZh, introEn: def.introEn, logo,
      shopType: def.shopType, status: def.status, tel: def.tel,
      province: def.province, city: def.city, area: def.area, address: def.address,
      collectCount: def.collectCount, recommended: def.recommended,
      createdAt: dateAt(-720 + i * 37),
    };
  });
  const ids = (await ctx.tx.insert(shop).values(rows).returning({ id: shop.id })).map((r) => r.id).sort((a, b) => a - b);
  return SHOPS.map((def, i) => ({
    id: ids[i]!,
    nameZh: def.nameZh,
    nameEn: def.nameEn,
    shopType: def.shopType,
    status: def.status,
    tops: def.tops === 'all' ? ALL_TOPS : def.tops,
  }));
}
