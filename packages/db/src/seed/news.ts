// Platform news (/News, /newsDetail): three published items and one draft.
import { news } from '../schema/index';
import { dateAt } from './rng';
import { type SeedContext } from './types';

interface NewsDef { titleZh: string; titleEn: string; summaryZh: string; summaryEn: string; zh: string[]; en: string[]; daysAgo: number; draft?: boolean }
const p = (paras: string[]) => paras.map((t) => `<p>${t}</p>`).join('');

const NEWS: NewsDef[] = [
  { daysAgo: 1, titleZh: '“双11”购物节首日成交创新高', titleEn: 'Record First Day for the Double 11 Festival',
    summaryZh: '活动首日订单量同比增长，家电与数码品类表现最为亮眼。', summaryEn: 'Orders on the first day grew year on year, led by appliances and electronics.',
    zh: ['“双11”购物节首日，平台订单量同比大幅增长，其中家电与数码品类最受欢迎。', '秒杀与团购活动带动了新用户增长，平台将继续保障物流与售后服务。'],
    en: ['On the first day of the Double 11 Festival, orders grew strongly year on year, with appliances and electronics the most popular.', 'Flash sales and group buys brought many new users; delivery and after-sales service stay our priority.'] },
  { daysAgo: 12, titleZh: '平台上线企业采购专区', titleEn: 'Business Procurement Zone Goes Live',
    summaryZh: '企业用户可在专区批量采购办公与工业用品，并申请开具发票。', summaryEn: 'Businesses can buy office and industrial supplies in bulk and request invoices.',
    zh: ['企业采购专区汇集办公用品、工业品与劳保用品，支持快速下单与批量采购。', '完成企业认证的用户可享受专属价格与开票服务。'],
    en: ['The procurement zone gathers office supplies, industrial goods and safety equipment, with quick and bulk ordering.', 'Users with a verified company get special prices and invoicing.'] },
  { daysAgo: 30, titleZh: '新商家入驻流程全面简化', titleEn: 'Opening a Shop Is Now Simpler',
    summaryZh: '免费开店申请资料精简，审核时效缩短至1个工作日。', summaryEn: 'Fewer documents are needed and applications are reviewed within one working day.',
    zh: ['平台简化了免费开店的申请资料，审核时效缩短至1个工作日。', '审核通过后，商家即可进入商家中心上架商品。'],
    en: ['We have reduced the documents needed to open a shop, and applications are reviewed within one working day.', 'Once approved, sellers can list products in the seller centre right away.'] },
  { daysAgo: 0, draft: true, titleZh: '年终盛典预告（待发布）', titleEn: 'Year-End Gala Preview (unpublished)',
    summaryZh: '', summaryEn: '', zh: ['内容筹备中。'], en: ['Coming soon.'] },
];

export async function seedNews(ctx: SeedContext): Promise<number> {
  await ctx.tx.insert(news).values(NEWS.map((n) => ({
    titleZh: n.titleZh, titleEn: n.titleEn, summaryZh: n.summaryZh, summaryEn: n.summaryEn, contentZh: p(n.zh), contentEn: p(n.en),
    status: n.draft ? 0 : 1, publishTime: dateAt(-n.daysAgo),
  })));
  return NEWS.length;
}
