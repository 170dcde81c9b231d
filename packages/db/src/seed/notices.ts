// Platform notices (shopId 0; three pinned, one draft) and two notices of one general store.
import { notice } from '../schema/index';
import { dateAt } from './rng';
import { type SeededShop } from './shops';
import { type SeedContext } from './types';

interface NoticeDef { titleZh: string; titleEn: string; zh: string[]; en: string[]; isTop?: boolean; draft?: boolean; daysAgo: number }

const p = (paras: string[]) => paras.map((t) => `<p>${t}</p>`).join('');

const PLATFORM: NoticeDef[] = [
  { isTop: true, daysAgo: 2, titleZh: '2026年“双11”购物节活动规则公告', titleEn: 'Rules of the 2026 Double 11 Shopping Festival',
    zh: ['2026年“双11”购物节将于11月1日0点开始，11月11日24点结束。活动期间，秒杀、团购与优惠券可叠加使用，具体以结算页为准。', '活动商品库存有限，先付先得；订单提交后请在30分钟内完成支付，逾期订单将自动取消。', '如对活动有疑问，请联系在线客服或拨打400-800-8888。'],
    en: ['The 2026 Double 11 Shopping Festival runs from 00:00 on 1 November to 24:00 on 11 November. Flash sales, group buys and coupons can be combined; the checkout page shows the final price.', 'Stock of sale items is limited and goes to whoever pays first. Please pay within 30 minutes of placing an order, or it will be cancelled automatically.', 'Questions? Chat with customer service or call 400-800-8888.'] },
  { isTop: true, daysAgo: 9, titleZh: '谨防电信网络诈骗的提醒', titleEn: 'Beware of Phone and Online Scams',
    zh: ['平台工作人员不会以“订单异常”“商品质量问题”等理由要求您提供银行卡密码或短信验证码，也不会要求您向个人账户转账。', '如接到可疑电话或短信，请立即挂断并通过官方客服核实。'],
    en: ['Our staff will never ask for your bank card PIN or SMS verification codes, or ask you to transfer money to a personal account, claiming an “order problem” or a “quality issue”.', 'If you receive a suspicious call or message, hang up and check with our official customer service.'] },
  { isTop: true, daysAgo: 18, titleZh: '平台服务协议与隐私政策更新公告', titleEn: 'Updated Terms of Service and Privacy Policy',
    zh: ['为更好地保护您的权益，我们更新了《服务协议》和《隐私政策》，主要涉及账户安全、退货规则和个人信息的使用范围。', '更新后的协议自发布之日起生效，您可以在页面底部随时查阅。'],
    en: ['To better protect you, we have updated our Terms of Service and Privacy Policy, mainly covering account security, return rules and how personal information is used.', 'The new versions take effect on publication and can be read at any time from the page footer.'] },
  { daysAgo: 33, titleZh: '国庆假期物流配送安排', titleEn: 'Delivery Schedule for the National Day Holiday',
    zh: ['国庆假期期间（10月1日至10月7日），自营商品正常发货，部分偏远地区配送时效可能延长1-3天。', '生鲜商品将在假期后首个工作日恢复次日达服务。'],
    en: ['During the National Day holiday (1-7 October), self-operated items ship as usual; delivery to some remote areas may take 1-3 extra days.', 'Next-day delivery of fresh food resumes on the first working day after the holiday.'] },
  { daysAgo: 41, titleZh: '新商家入驻招募火热进行中', titleEn: 'Now Welcoming New Sellers',
    zh: ['平台现面向品牌方、工厂和优质经销商开放免费开店，审核通过即可上架商品。', '新入驻商家可享受首月免佣金和流量扶持。'],
    en: ['Brands, factories and quality distributors can now open a shop for free and list products as soon as the application is approved.', 'New sellers pay no commission in their first month and get extra exposure.'] },
  { daysAgo: 52, titleZh: '会员积分规则调整说明', titleEn: 'Changes to Member Points Rules',
    zh: ['自本月起，积分抵扣需为10的整数倍，积分有效期为获得之日起一年。', '会员每日签到可获得积分，连续签到奖励更多。'],
    en: ['From this month, points must be redeemed in multiples of 10 and expire one year after they are earned.', 'Members earn points for signing in every day, with bonuses for consecutive days.'] },
  { daysAgo: 60, titleZh: '企业采购专区正式上线', titleEn: 'Business Procurement Zone Launched',
    zh: ['面向企业客户的采购专区已上线，覆盖五金工具、劳保安防、电工电气与办公用品。', '支持批量询价、对公转账和增值税专用发票。'],
    en: ['Our procurement zone for business customers is live, covering tools, safety gear, electrical supplies and office products.', 'Bulk quotes, business bank transfers and VAT special invoices are supported.'] },
  { daysAgo: 71, titleZh: '7天无理由退货规则说明', titleEn: 'About 7-Day No-Reason Returns',
    zh: ['除定制类、鲜活易腐、虚拟商品等特殊商品外，签收之日起7天内，商品完好即可申请无理由退货。', '退货运费由买家承担，购买运费险的订单可获得相应理赔。'],
    en: ['Apart from special items such as custom-made, perishable and virtual goods, you can return any undamaged item within 7 days of receipt without giving a reason.', 'The buyer pays return shipping; orders with return-shipping cover are reimbursed.'] },
  { daysAgo: 84, titleZh: '系统维护通知', titleEn: 'Scheduled System Maintenance',
    zh: ['为提升服务质量，平台将于本周六凌晨2:00至4:00进行系统维护，期间部分功能可能暂时无法使用。', '给您带来的不便，敬请谅解。'],
    en: ['To improve our service, the platform will undergo maintenance this Saturday from 02:00 to 04:00, when some features may be unavailable.', 'We apologise for any inconvenience.'] },
  { draft: true, daysAgo: 0, titleZh: '双12活动预告（草稿）', titleEn: 'Double 12 Preview (Draft)',
    zh: ['活动细节待定。'], en: ['Details to be confirmed.'] },
];

const SHOP: NoticeDef[] = [
  { isTop: true, daysAgo: 4, titleZh: '新品到店：2026旗舰手机现货发售', titleEn: 'Just In: 2026 Flagship Phones in Stock',
    zh: ['本店2026款旗舰手机已全面到货，支持以旧换新与12期免息。', '下单即送快充充电器一个，数量有限，送完即止。'],
    en: ['All 2026 flagship phones are now in stock, with trade-in and 12 interest-free instalments.', 'Every order comes with a free fast charger while stocks last.'] },
  { daysAgo: 22, titleZh: '店铺发货时间调整', titleEn: 'Updated Dispatch Times',
    zh: ['即日起，每日16:00前付款的订单当天发货，16:00后付款的订单次日发货。'],
    en: ['From today, orders paid before 16:00 ship the same day; orders paid later ship the next day.'] },
];

function row(def: NoticeDef, shopId: number, hour: number) {
  return {
    shopId,
    titleZh: def.titleZh,
    titleEn: def.titleEn,
    contentZh: p(def.zh),
    contentEn: p(def.en),
    isTop: def.isTop === true,
    status: def.draft ? 0 : 1,
    publishTime: dateAt(-def.daysAgo + hour / 24),
  };
}

export async function seedNotices(ctx: SeedContext, shops: SeededShop[]): Promise<number> {
  const store = shops.find((s) => s.shopType === 2 && s.status === 1);
  const rows = PLATFORM.map((d, i) => row(d, 0, 9 + (i % 8)));
  if (store) rows.push(...SHOP.map((d, i) => row(d, store.id, 10 + i)));
  await ctx.tx.insert(notice).values(rows);
  return rows.length;
}
