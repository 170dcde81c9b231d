// Demo invoices (issue 17, loaded with the demo users by main.ts): the demo buyer buys three products of the demo
// seller's shop through the ordinary checkout, pays them from the balance, the shop ships them and the buyer receives
// them; then one order's invoice is asked for (applying), another's is issued by the shop with a real PDF stored
// by the invoice module's files, and the third is left for uc-order-invoice. Once: nothing happens when the buyer
// already has an invoice request.
import type { Lang } from '@mall/shared';
import type { AddressService } from '../address/service';
import type { CatalogSkus, SkuInfo } from '../catalog/skus';
import type { OrderService } from '../order/service';
import type { PaymentService } from '../payment/service';
import type { StoreService } from '../store/service';
import { demoInvoicePdf } from './demo-pdf';
import type { InvoiceService } from './service';

export interface DemoInvoiceDeps {
  skus: Pick<CatalogSkus, 'byIds'>;
  address: Pick<AddressService, 'defaultOf' | 'add'>;
  order: Pick<OrderService, 'confirm' | 'submit' | 'ship' | 'receive'>;
  payment: Pick<PaymentService, 'payWithBalance'>;
  store: Pick<StoreService, 'shopOf'>;
  invoice: InvoiceService;
}

const LANG: Lang = 'zh';

/** `payPassword`: the buyer's (the demo buyer's is in ARCHITECTURE §5). */
export async function ensureDemoInvoices(deps: DemoInvoiceDeps, buyer: number, seller: number, payPassword: string): Promise<void> {
  const { invoice } = deps;
  if ((await invoice.requests.list({ role: 'buyer', userId: buyer }, { current: 1, size: 1 }, LANG)).total > 0) return;
  const { shopId } = await deps.store.shopOf(seller);
  if (!shopId) return;
  const titles = await invoice.titles.list(buyer);
  const unit = titles.find((t) => t.invoiceType === 2) ?? titles[0];
  if (!unit) return;
  if (!(await deps.address.defaultOf(buyer))) {
    await deps.address.add(buyer, { receiver: '演示买家', mobile: '13800138000', provinceCode: '310000', cityCode: '310100', areaCode: '310115', addr: '张江高科技园区博云路2号' });
  }
  // two physical products of the shop in the middle of its list: its first products are what journeys buy, its
  // last ones carry the demo packages, gifts and pre-sales
  const all = await deps.skus.byIds(Array.from({ length: 600 }, (_, i) => i + 1));
  const byProd = new Map<number, SkuInfo>();
  for (const s of all.values()) if (s.shopId === shopId && s.onShelf && s.goodsType === 0 && s.stock >= 20 && !byProd.has(s.prodId)) byProd.set(s.prodId, s);
  const products = [...byProd.values()].sort((a, b) => a.prodId - b.prodId);
  const candidates = products.slice(Math.min(4, Math.max(0, products.length - 16)), Math.max(0, products.length - 14));

  const received: string[] = [];
  for (const sku of candidates) {
    if (received.length === 3) break;
    const orderNumber = await buyAndReceive(deps, buyer, shopId, sku, payPassword).catch(() => null); // an activity's product refuses the plain checkout: the next one
    if (orderNumber) received.push(orderNumber);
  }
  const [applying, issued] = received; // the third stays to be invoiced on uc-order-invoice
  if (applying) await invoice.requests.request(buyer, { orderNumber: applying, titleId: unit.id }, LANG);
  if (issued) {
    const r = await invoice.requests.request(buyer, { orderNumber: issued, titleId: unit.id }, LANG);
    const invoiceNo = `2631200000${String(r.id).padStart(10, '0')}`;
    const { file } = await invoice.files.store(shopId, demoInvoicePdf({ invoiceNo, amount: r.amount, taxNumber: r.taxNumber, about: `order ${issued}`, issuedAt: new Date() }));
    await invoice.requests.issue(shopId, r.id, { invoiceNo, amount: r.amount, file });
  }
}

async function buyAndReceive(deps: DemoInvoiceDeps, buyer: number, shopId: number, sku: SkuInfo, payPassword: string): Promise<string> {
  const confirmed = await deps.order.confirm(buyer, { orderItem: { prodId: sku.prodId, skuId: sku.skuId, prodCount: 1 } }, LANG);
  const { orderNumbers } = await deps.order.submit(buyer, { submitToken: confirmed.submitToken, remarks: [] });
  const orderNumber = orderNumbers[0]!;
  await deps.payment.payWithBalance(buyer, { orderNumbers, payPassword }, LANG);
  await deps.order.ship(orderNumber, [{ companyCode: 'SF', waybillNo: `SF${orderNumber.slice(-12)}` }], { shopId });
  await deps.order.receive(buyer, orderNumber);
  return orderNumber;
}
