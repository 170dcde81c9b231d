// Demo data of the hall (decision 029), made once when the demo mall starts (main.ts): demands of the demo buyer (one
// awaiting review, others published, one with quotes of the demo seller's shop), services of the demo seller's shop
// with a quote of the demo buyer's approved company. Idempotent: nothing is made when any post exists.
import { count, eq } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import type { CategoryNode } from '@mall/shared';
import type { Clock } from '../../platform/clock';

const { demandPost, demandQuote } = schema;
const DAY = 86_400_000;

export async function ensureDemandDemo(db: Db, clock: Clock, users: { buyer: number; seller: number; sellerShopId: number | null; sellerShopName: string; buyerCompany: string | null }, tree: CategoryNode[]): Promise<void> {
  const [n] = await db.select({ n: count() }).from(demandPost);
  if (Number(n?.n ?? 0) > 0 || tree.length === 0) return;
  const now = clock.now().getTime();
  const at = (days: number) => new Date(now + days * DAY);
  // a top category whose name has one of the words, else the i-th
  const cat = (i: number, ...words: string[]) => (tree.find((c) => words.some((w) => c.categoryName.includes(w))) ?? tree[i % tree.length]!).categoryId;
  const base = { spec: '', unit: '', quantity: 0, attachments: [] as string[], revision: 0, updatedAt: at(-1) };
  const demands = [
    { title: '采购500ml不锈钢保温杯2000个', product: '不锈钢保温杯', spec: '500ml，316不锈钢，可印企业logo', quantity: 2000, unit: '个', budgetMin: 3_000_000, budgetMax: 5_000_000, regionCode: '310000', categoryId: cat(0, '家居', '厨具', '日用'), description: '<p>用于年会礼品，需<strong>定制logo</strong>，12月20日前到货。</p>' },
    { title: '求购办公用A4复印纸100箱', product: 'A4复印纸', spec: '70g，500张/包，8包/箱', quantity: 100, unit: '箱', budgetMin: 1_500_000, budgetMax: 2_000_000, regionCode: '330000', categoryId: cat(1, '办公'), description: '<p>长期合作优先，可月结。</p>' },
    { title: '采购工业级劳保手套', product: '丁腈涂层手套', spec: 'L码，耐油防滑', quantity: 5000, unit: '双', budgetMin: 0, budgetMax: 0, regionCode: '440000', categoryId: cat(2, '工业', '五金'), description: '<p>请附报价单与样品图。</p>' },
  ];
  const made = await db.insert(demandPost).values([
    ...demands.map((d, i) => ({ ...base, ...d, kind: 'demand' as const, userId: users.buyer, deadline: at(30 + i * 5), contactName: '王经理', contactPhone: '13800138000', status: 'published' as const, publishedAt: at(-2 + i * 0.1), createdAt: at(-3) })),
    { ...base, kind: 'demand' as const, userId: users.buyer, title: '求购商用咖啡机1台', categoryId: cat(0, '家用电器', '电器'), product: '全自动咖啡机', quantity: 1, unit: '台', budgetMin: 800_000, budgetMax: 1_500_000, regionCode: '310000', deadline: at(20), contactName: '王经理', contactPhone: '13800138000', description: '', status: 'pending' as const, publishedAt: null, createdAt: at(-1) },
    { ...base, kind: 'service' as const, userId: users.seller, title: '企业礼品定制与包装服务', categoryId: cat(0, '礼品', '家居'), product: '礼品定制、logo印刷、礼盒包装', budgetMin: 1_000, budgetMax: 50_000, regionCode: '330000', deadline: at(90), contactName: '李店长', contactPhone: '13900139000', description: '<p>支持小批量定制，7天出货，可开增值税专用发票。</p>', status: 'published' as const, publishedAt: at(-1), createdAt: at(-2) },
    { ...base, kind: 'service' as const, userId: users.seller, title: '同城办公用品配送', categoryId: cat(1, '办公'), product: '办公用品次日达配送', budgetMin: 0, budgetMax: 0, regionCode: '330000', deadline: at(120), contactName: '李店长', contactPhone: '13900139000', description: '<p>杭州市区满200元免费配送。</p>', status: 'published' as const, publishedAt: at(-0.5), createdAt: at(-1) },
  ]).returning({ id: demandPost.id, kind: demandPost.kind });
  const quotes: (typeof demandQuote.$inferInsert)[] = [];
  if (users.sellerShopId) {
    quotes.push(
      { postId: made[0]!.id, userId: users.seller, shopId: users.sellerShopId, responderName: users.sellerShopName, price: 4_200_000, leadDays: 12, note: '316不锈钢，含logo激光雕刻与礼盒，可先寄样品。', attachments: [], status: 'open', createdAt: at(-1) },
      { postId: made[1]!.id, userId: users.seller, shopId: users.sellerShopId, responderName: users.sellerShopName, price: 1_780_000, leadDays: 3, note: '现货，含运费。', attachments: [], status: 'open', createdAt: at(-1) },
    );
  }
  if (users.buyerCompany) {
    quotes.push({ postId: made[4]!.id, userId: users.buyer, shopId: null, responderName: users.buyerCompany, price: 3_000_000, leadDays: 10, note: '需要定制300份年会礼盒，请报价。', attachments: [], status: 'open', createdAt: at(-0.2) });
  }
  if (quotes.length === 0) return;
  await db.insert(demandQuote).values(quotes);
  for (const q of quotes) {
    await db.update(demandPost).set({ quoteCount: quotes.filter((x) => x.postId === q.postId).length }).where(eq(demandPost.id, q.postId));
  }
}



