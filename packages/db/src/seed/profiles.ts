// Per top category: invented brands, how models are named, adjectives placed before the product
// noun, and selling points used for brief and detail text. All bilingual; brands are made up.
import { type TopKey } from './catalog-data';
import { type Pair } from './spec-data';

export interface TopProfile {
  brands: Pair[];
  /** 'alnum' → X20 Pro style models; 'series' → a named line such as 2026秋冬新款 / 2026 Autumn-Winter */
  model: 'alnum' | 'series';
  series: Pair[];
  modifiers: Pair[];
  highlights: Pair[];
}

const NO_SERIES: Pair[] = [];

export const PROFILES: Record<TopKey, TopProfile> = {
  digital: {
    brands: [['星河', 'Xinghe'], ['澜启', 'Lanqi'], ['曜石', 'Yaoshi'], ['青柚', 'Qingyou'], ['云帆', 'Yunfan']],
    model: 'alnum', series: NO_SERIES,
    modifiers: [['旗舰', 'Flagship'], ['轻薄', 'Slim'], ['长续航', 'Long-Battery'], ['新一代', 'Next-Gen'], ['高性能', 'High-Performance']],
    highlights: [
      ['新一代高能效芯片，日常使用流畅不卡顿', 'Efficient next-gen chip keeps everyday use smooth'],
      ['大容量电池，支持快充，一天一充更安心', 'Big battery with fast charging lasts all day'],
      ['官方正品，全国联保一年', 'Genuine product with a one-year nationwide warranty'],
      ['精工一体化设计，轻盈手感', 'Precision unibody design that feels light in the hand'],
      ['蓝牙5.3低延迟连接，稳定不断连', 'Low-latency Bluetooth 5.3 for a stable connection'],
      ['支持以旧换新，可享分期免息', 'Trade-in accepted, with interest-free instalments'],
    ],
  },
  office: {
    brands: [['朗拓', 'Langtuo'], ['墨途', 'Motu'], ['知岸', 'Zhian'], ['方舟', 'Fangzhou'], ['星河', 'Xinghe']],
    model: 'alnum', series: NO_SERIES,
    modifiers: [['高性能', 'High-Performance'], ['轻薄', 'Slim'], ['商务', 'Business'], ['静音', 'Quiet'], ['新一代', 'Next-Gen']],
    highlights: [
      ['为高效办公设计，开箱即用', 'Designed for productive work, ready out of the box'],
      ['企业采购可开增值税专用发票', 'VAT special invoices available for business purchases'],
      ['全国联保，上门维修服务', 'Nationwide warranty with on-site repair service'],
      ['低噪音设计，会议室也安静', 'Low-noise design, quiet enough for the meeting room'],
      ['支持批量采购，量大从优', 'Bulk orders welcome, with volume discounts'],
      ['节能环保，符合国家能效标准', 'Energy-saving and compliant with national efficiency standards'],
    ],
  },
  appliance: {
    brands: [['悦家', 'Yuejia'], ['暖阳', 'Nuanyang'], ['清泉', 'Qingquan'], ['凌风', 'Lingfeng'], ['禾木', 'Hemu']],
    model: 'alnum', series: NO_SERIES,
    modifiers: [['一级能效', 'Energy-Efficient'], ['静音', 'Quiet'], ['家用', 'Home'], ['大容量', 'Large-Capacity'], ['新款', 'New']],
    highlights: [
      ['一级能效，省电更省心', 'Grade 1 energy efficiency saves power and money'],
      ['APP远程控制，支持语音操作', 'Remote control by app, with voice commands'],
      ['送货入户，免费安装', 'Delivered to your door with free installation'],
      ['整机三年保修，核心部件十年质保', 'Three-year warranty, ten years on core parts'],
      ['低噪运行，夜间也安静', 'Runs quietly, even at night'],
      ['以旧换新，旧机免费拆回', 'Trade-in with free removal of your old appliance'],
    ],
  },
  fashion: {
    brands: [['衣尚', 'Yishang'], ['素色', 'Suse'], ['南屿', 'Nanyu'], ['拾光', 'Shiguang'], ['步云', 'Buyun']],
    model: 'series',
    series: [['2026秋冬新款', '2026 Autumn-Winter'], ['2026早春款', '2026 Early Spring'], ['经典款', 'Classic'], ['设计师款', 'Designer'], ['基础款', 'Essentials']],
    modifiers: [['简约', 'Minimalist'], ['复古', 'Vintage'], ['百搭', 'Everyday'], ['轻奢', 'Premium'], ['潮流', 'Trendy'], ['通勤', 'Commuter']],
    highlights: [
      ['亲肤面料，柔软透气', 'Skin-friendly fabric, soft and breathable'],
      ['立体剪裁，修饰身形', 'Tailored cut that flatters your figure'],
      ['精致走线，细节见品质', 'Neat stitching: quality in every detail'],
      ['支持7天无理由退换，运费险护航', '7-day no-reason returns with return-shipping cover'],
      ['多色可选，轻松搭配', 'Several colours that are easy to pair'],
      ['尺码标准，详见尺码表', 'True to size; see the size chart'],
    ],
  },
  beauty: {
    brands: [['花颜', 'Huayan'], ['若水', 'Ruoshui'], ['兰芷', 'Lanzhi'], ['初雪', 'Chuxue'], ['蔻思', 'Kousi']],
    model: 'series',
    series: [['植萃系列', 'Botanical'], ['水润系列', 'Hydra'], ['焕颜系列', 'Radiance'], ['臻萃系列', 'Prestige'], ['小白瓶', 'White Bottle']],
    modifiers: [['温和', 'Gentle'], ['持久', 'Long-Lasting'], ['清爽', 'Fresh'], ['滋润', 'Nourishing'], ['敏感肌适用', 'Sensitive-Skin']],
    highlights: [
      ['温和配方，敏感肌也可安心使用', 'Gentle formula, suitable for sensitive skin'],
      ['品牌官方授权，正品保障', 'Authorised by the brand: guaranteed genuine'],
      ['清爽不油腻，快速吸收', 'Light, non-greasy and quickly absorbed'],
      ['不添加酒精与色素', 'Free from alcohol and artificial colourants'],
      ['经皮肤科测试', 'Dermatologically tested'],
      ['小样试用装，满额赠送', 'Free samples with qualifying orders'],
    ],
  },
  food: {
    brands: [['鲜达', 'Xianda'], ['山野', 'Shanye'], ['牧歌', 'Muge'], ['甘果', 'Ganguo'], ['谷语', 'Guyu']],
    model: 'series',
    series: [['每日鲜选', 'Daily Fresh'], ['产地直发', 'Farm Direct'], ['家庭装', 'Family Pack'], ['礼盒装', 'Gift Box'], ['经典', 'Classic']],
    modifiers: [['精选', 'Select'], ['优质', 'Quality'], ['健康', 'Wholesome'], ['地道', 'Authentic']],
    highlights: [
      ['产地直采，新鲜到家', 'Sourced at origin and delivered fresh'],
      ['冷链配送，全程保鲜', 'Cold-chain delivery keeps it fresh all the way'],
      ['不添加防腐剂', 'No added preservatives'],
      ['坏果包赔，售后无忧', 'Damaged items refunded, no hassle'],
      ['独立小包装，方便携带', 'Individually wrapped, easy to carry'],
      ['食品生产许可认证，安全放心', 'Made under a food production licence you can trust'],
    ],
  },
  home: {
    brands: [['栖木', 'Qimu'], ['云杉', 'Yunshan'], ['暖居', 'Nuanju'], ['素舍', 'Sushe'], ['木语', 'Muyu']],
    model: 'series',
    series: [['北欧', 'Nordic'], ['新中式', 'New Chinese'], ['日式', 'Japanese-Style'], ['奶油风', 'Cream-Style'], ['极简', 'Minimalist']],
    modifiers: [['环保', 'Eco-Friendly'], ['耐用', 'Durable'], ['实用', 'Practical'], ['高颜值', 'Stylish']],
    highlights: [
      ['E0级环保板材，安心入住', 'E0-grade eco materials, safe for your home'],
      ['送货上门，免费安装', 'Home delivery with free assembly'],
      ['细节打磨，圆角防磕碰', 'Finely sanded rounded edges prevent knocks'],
      ['耐用材质，日常好打理', 'Durable materials that are easy to clean'],
      ['多色可选，百搭各种家居风格', 'Several finishes to suit any interior'],
      ['质保五年，售后无忧', 'Five-year warranty for peace of mind'],
    ],
  },
  baby: {
    brands: [['童趣', 'Tongqu'], ['贝乐', 'Beile'], ['小象', 'Xiaoxiang'], ['暖暖', 'Nuannuan'], ['萌芽', 'Mengya']],
    model: 'series',
    series: [['安心系列', 'SafeCare'], ['成长系列', 'Growing Up'], ['星选', 'Star Select'], ['经典', 'Classic']],
    modifiers: [['新升级', 'Upgraded'], ['精选', 'Select'], ['热销', 'Best-Selling'], ['安心', 'Trusted']],
    highlights: [
      ['母婴级安全材质，宝宝放心用', 'Baby-safe materials you can trust'],
      ['通过国家3C认证', 'Certified to national CCC standards'],
      ['官方正品，假一赔十', 'Genuine goods, ten times refund if not'],
      ['柔软亲肤，呵护娇嫩肌肤', 'Soft on delicate skin'],
      ['益智设计，陪伴宝宝成长', 'Thoughtful design that grows with your child'],
      ['满199元包邮', 'Free shipping on orders over ¥199'],
    ],
  },
  sport: {
    brands: [['行者', 'Xingzhe'], ['逐风', 'Zhufeng'], ['山岳', 'Shanyue'], ['跃动', 'Yuedong'], ['驰野', 'Chiye']],
    model: 'alnum', series: NO_SERIES,
    modifiers: [['专业', 'Pro'], ['轻量', 'Lightweight'], ['耐用', 'Durable'], ['新款', 'New']],
    highlights: [
      ['轻量化设计，减轻运动负担', 'Lightweight design for easier movement'],
      ['透气速干，运动更舒适', 'Breathable and quick-drying for comfort'],
      ['耐磨材质，经久耐用', 'Hard-wearing materials built to last'],
      ['专业团队测试，户外可靠', 'Tested by pros, reliable outdoors'],
      ['支持7天无理由退换', '7-day no-reason returns'],
      ['赠送收纳包', 'Comes with a free storage bag'],
    ],
  },
  industrial: {
    brands: [['匠工', 'Jianggong'], ['固特', 'Gute'], ['锐力', 'Ruili'], ['安盾', 'Andun'], ['联固', 'Liangu']],
    model: 'alnum', series: NO_SERIES,
    modifiers: [['工业级', 'Industrial-Grade'], ['加厚', 'Heavy-Duty'], ['耐用', 'Durable'], ['国标', 'GB-Standard'], ['高强度', 'High-Strength']],
    highlights: [
      ['符合国家标准，质检报告齐全', 'Meets national standards, with full inspection reports'],
      ['企业采购支持对公转账与增值税专票', 'Business bank transfer and VAT special invoices supported'],
      ['现货库存，当日发货', 'In stock and shipped the same day'],
      ['批量采购阶梯价，量大可议', 'Tiered pricing for bulk orders, large volumes negotiable'],
      ['高强度材质，耐腐蚀耐磨损', 'High-strength material resists corrosion and wear'],
      ['专业客服提供选型建议', 'Expert support to help you choose the right model'],
    ],
  },
};
