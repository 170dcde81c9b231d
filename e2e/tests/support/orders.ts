// Orders the journeys set up through the API: a product of demo_seller's shop, bought by a new buyer with the balance.
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PAY_PASSWORD, ensureAddress } from './storefront';

/** A physical product of demo_seller's shop with stock; answers its id and SKU. */
export async function sellerProduct(request: APIRequestContext, sellerToken: string) {
  const info = (await (await request.get('/shop-api/p/user/centerInfo', { headers: { Authorization: sellerToken } })).json()) as { shopId: number };
  const { records } = (await (await request.get(`/shop-api/search/prodPage?shopId=${info.shopId}&size=40`)).json()) as { records: { prodId: number }[] };
  for (const p of records) {
    const d = (await (await request.get(`/shop-api/prod/prodInfo?prodId=${p.prodId}`)).json()) as { goodsType: number; skus: { skuId: number; stock: number }[] };
    const sku = d.skus.find((s) => s.stock >= 3);
    if (d.goodsType === 0 && sku) return { prodId: p.prodId, skuId: sku.skuId };
  }
  throw new Error('demo_seller has no product to buy');
}

/** A new buyer with a payment password and enough balance (a sandbox top-up) buys one piece (with `extra` in the submit) and pays with the balance. */
export async function boughtWithBalance(request: APIRequestContext, token: string, item: { prodId: number; skuId: number }, extra: Record<string, unknown> = {}) {
  const headers = { Authorization: token };
  await ensureAddress(request, token);
  const pw = await request.put('/shop-api/p/user/payPassword', { headers, data: { payPassword: DEMO_PAY_PASSWORD, confirmPayPassword: DEMO_PAY_PASSWORD } });
  expect(pw.status(), await pw.text()).toBe(200);
  const confirm = await request.post('/shop-api/p/order/confirm', { headers, data: { orderItem: { ...item, prodCount: 1 } } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const submit = await request.post('/shop-api/p/order/submit', { headers, data: { submitToken: (await confirm.json()).submitToken, ...extra } });
  expect(submit.status(), await submit.text()).toBe(200);
  const placed = (await submit.json()) as { orderNumbers: string[]; actualTotal: number };
  const top = await request.post('/shop-api/p/balance/recharge', { headers, data: { amount: placed.actualTotal } });
  expect(top.status(), await top.text()).toBe(200);
  const prepayId = new URL(((await top.json()) as { codeUrl: string }).codeUrl, 'http://x').searchParams.get('prepayId');
  expect((await request.post('/shop-api/payment/sandbox/confirm', { data: { prepayId } })).status()).toBe(200);
  const pay = await request.post('/shop-api/p/payment/balancePay', { headers, data: { orderNumbers: placed.orderNumbers, payPassword: DEMO_PAY_PASSWORD } });
  expect(pay.status(), await pay.text()).toBe(200);
  return { orderNumber: placed.orderNumbers[0]!, total: placed.actualTotal };
}
