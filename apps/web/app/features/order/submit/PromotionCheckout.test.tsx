// The checkout of an activity's item, as the flash sale and the group buy use it: the refusal in place of the order,
// the submit through the activity's own call (→ /payment), a second click refused, the texts in zh and en.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ConfirmAnswer, UserAddress } from '@mall/shared';
import { deferred, demoUser, flush, renderAccount, stubFetch } from '../../account/test-utils';
import { ConfirmOrderPage } from '../../flash-sale/ConfirmOrderPage';
import { ConfirmGroupPage } from '../../group-buy/ConfirmGroupPage';
import { priceText } from '../../../test/render';

const addr: UserAddress = {
  addrId: 5, receiver: '张三', mobile: '13800138000', provinceCode: '110000', cityCode: '110100', areaCode: '110101',
  province: '北京市', city: '北京市', area: '东城区', addr: '东华门街道 1 号', isDefault: true,
};
const line = { basketId: null, prodId: 10, skuId: 100, prodName: '秒杀耳机', skuName: '黑色', pic: '/p.webp', price: 9900, prodCount: 1, productTotalAmount: 9900, discountAmount: 0, actualTotal: 9900, goodsType: 0 };
const confirm: ConfirmAnswer = {
  submitToken: 'tok-9', expiresAt: '2030-01-01T00:00:00Z', userAddr: addr, needAddress: true,
  shopOrders: [{ shopId: 3, shopName: '电器店', selfOperated: false, totalCount: 1, items: [line], productTotal: 9900, shopDiscount: 0, couponDiscount: 0, pointsDiscount: 0, freight: 800, actualTotal: 10700 }],
  totalCount: 1, productTotal: 9900, discount: 0, freight: 800, actualTotal: 10700,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('an activity\'s checkout', () => {
  it('flash sale: one buy attempt through /p/seckill/buy with the message, then the payment page', async () => {
    const fetch = stubFetch({ '/shop-api/p/seckill/buy': { status: 200, body: { state: 'ordered', orderNumber: 'S1' } } });
    const app = renderAccount(<ConfirmOrderPage data={{ seckillId: 7, count: 1, confirm, addresses: [addr], error: null, won: null }} />, { user: demoUser(), url: '/secdetail/confirm-order?seckillId=7' });
    expect(screen.getByRole('heading', { level: 1, name: '确认秒杀订单' })).toBeTruthy();
    expect(screen.getAllByText(priceText('售价 ¥107.00')).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByRole('textbox', { name: '给商家留言：' }), { target: { value: ' 尽快 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await flush();
    expect(fetch.to('/shop-api/p/seckill/buy')[0]!.body).toEqual({ seckillId: 7, prodCount: 1, addrId: 5, remarks: '尽快' });
    expect(app.location()).toBe('/payment?orderNumbers=S1');
  });

  it('flash sale, queued: the page asks for its reservation (held by the server) and opens the payment once the order is made', async () => {
    const asked = '/shop-api/p/seckill/reservation?seckillId=7&reservationId=41&waitMs=10000';
    const answers = [{ state: 'queued', reservationId: '41' }, { state: 'ordered', reservationId: '41', orderNumber: 'S9' }];
    const fetch = stubFetch({ '/shop-api/p/seckill/buy': { status: 200, body: { state: 'queued', reservationId: '41' } }, [asked]: () => ({ status: 200, body: answers.shift() }) });
    const app = renderAccount(<ConfirmOrderPage data={{ seckillId: 7, count: 1, confirm, addresses: [addr], error: null, won: null }} />, { user: demoUser(), url: '/secdetail/confirm-order?seckillId=7' });
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    // the first held ask comes back queued at once, so the page pauses 500 ms before the second (api.ts): allow for a slow machine
    await vi.waitFor(() => expect(app.location()).toBe('/payment?orderNumbers=S9'), { timeout: 5000 });
    expect(fetch.to(asked)).toHaveLength(2);
  });

  it('flash sale, queued win lost (a Redis lost mid-sale): the page stops asking and says what happened, in zh and en', async () => {
    const asked = '/shop-api/p/seckill/reservation?seckillId=7&reservationId=41&waitMs=10000';
    // the server names the loss when it knows the reservation it was asked about…
    let fetch = stubFetch({ '/shop-api/p/seckill/buy': { status: 200, body: { state: 'queued', reservationId: '41' } }, [asked]: { status: 200, body: { state: 'failed', reservationId: '41', message: 'Your place in the queue was lost and no order was made, please try again' } } });
    const en = renderAccount(<ConfirmOrderPage data={{ seckillId: 7, count: 1, confirm, addresses: [addr], error: null, won: null }} />, { lang: 'en', user: demoUser(), url: '/secdetail/confirm-order?seckillId=7' });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Your place in the queue was lost and no order was made, please try again')).toBeTruthy();
    expect(fetch.to(asked)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy(); // the button is back: the buyer may try again
    expect(en.location()).toBe('/secdetail/confirm-order?seckillId=7');
    en.unmount();
    // …and when the server only says there is none, the page says it in its own words
    fetch = stubFetch({ '/shop-api/p/seckill/buy': { status: 200, body: { state: 'queued', reservationId: '41' } }, [asked]: { status: 200, body: { state: 'none' } } });
    renderAccount(<ConfirmOrderPage data={{ seckillId: 7, count: 1, confirm, addresses: [addr], error: null, won: null }} />, { user: demoUser(), url: '/secdetail/confirm-order?seckillId=7' });
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('抢购排队记录已丢失，订单未生成，请重新抢购')).toBeTruthy();
    await flush();
    expect(fetch.to(asked)).toHaveLength(1);
  });

  it('flash sale, shed by a saturated process (503 Retry-After): the page says the activity is very hot, not a server fault', async () => {
    stubFetch({ '/shop-api/p/seckill/buy': { status: 503, body: { code: 'FLASHSALE_BUSY', message: '活动太火爆，请稍后再试' } } });
    renderAccount(<ConfirmOrderPage data={{ seckillId: 7, count: 1, confirm, addresses: [addr], error: null, won: null }} />, { user: demoUser(), url: '/secdetail/confirm-order?seckillId=7' });
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('活动太火爆，请稍后再试')).toBeTruthy();
  });

  it('flash sale, a win queued before the page opened (a reload while waiting): the page waits for its order on open and then opens the payment', async () => {
    const asked = '/shop-api/p/seckill/reservation?seckillId=7&reservationId=41&waitMs=10000';
    const held = deferred({ status: 200, body: { state: 'ordered', reservationId: '41', orderNumber: 'S9' } });
    const fetch = stubFetch({ [asked]: held.handler });
    const app = renderAccount(<ConfirmOrderPage data={{ seckillId: 7, count: 1, confirm, addresses: [addr], error: null, won: { state: 'queued', reservationId: '41' } }} />, { user: demoUser(), url: '/secdetail/confirm-order?seckillId=7' });
    await flush();
    expect(screen.getByText('您已抢到本商品，正在为您生成订单，请稍候…')).toBeTruthy();
    expect(screen.getByRole('button', { name: '排队中，正在为您生成订单…' })).toBeTruthy();
    // a click meanwhile places no second buy
    fireEvent.click(screen.getByRole('button', { name: '排队中，正在为您生成订单…' }));
    held.resolve();
    await vi.waitFor(() => expect(app.location()).toBe('/payment?orderNumbers=S9'));
    expect(fetch.to(asked)).toHaveLength(1);
    expect(fetch.to('/shop-api/p/seckill/buy')).toHaveLength(0);
  });

  it('flash sale: a buyer who left the page while the win was queued is not taken to the payment when the order comes', async () => {
    const asked = '/shop-api/p/seckill/reservation?seckillId=7&reservationId=41&waitMs=10000';
    const held = deferred({ status: 200, body: { state: 'ordered', reservationId: '41', orderNumber: 'S9' } });
    const fetch = stubFetch({ [asked]: held.handler });
    const app = renderAccount(<ConfirmOrderPage data={{ seckillId: 7, count: 1, confirm, addresses: [addr], error: null, won: { state: 'queued', reservationId: '41' } }} />, { user: demoUser(), url: '/secdetail/confirm-order?seckillId=7' });
    await vi.waitFor(() => expect(fetch.to(asked)).toHaveLength(1));
    app.unmount();
    held.resolve();
    await flush();
    expect(app.router.state.location.pathname).toBe('/secdetail/confirm-order');
  });

  it('flash sale, a win ordered before the page opened: the order is named with the way to it, in zh and en; nothing is asked on open', async () => {
    const fetch = stubFetch({});
    const zh = renderAccount(<ConfirmOrderPage data={{ seckillId: 7, count: 1, confirm, addresses: [addr], error: null, won: { state: 'ordered', reservationId: '41', orderNumber: 'S9' } }} />, { user: demoUser(), url: '/secdetail/confirm-order?seckillId=7' });
    await flush();
    expect(screen.getByText('您已抢到本商品，订单 S9 已生成')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe('/order-detail?orderNumber=S9');
    expect(screen.getByRole('button', { name: '提交订单' })).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
    zh.unmount();
    // over the limit now, the confirm is refused: the order is still named above the refusal
    renderAccount(<ConfirmOrderPage data={{ seckillId: 7, count: 1, confirm: null, addresses: [addr], error: 'You have reached the purchase limit of this item', won: { state: 'ordered', reservationId: '41', orderNumber: 'S9' } }} />, { lang: 'en', user: demoUser() });
    expect(screen.getByText('You won this item: order S9 has been created')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/order-detail?orderNumber=S9');
    expect(screen.getByRole('alert').textContent).toContain('You have reached the purchase limit of this item');
  });

  it('group buy (en): a second click while the submit runs is refused; the usual /p/order/submit is called once', async () => {
    const slow = deferred({ status: 200, body: { orderNumbers: ['G1'], actualTotal: 1, expiresAt: 'x' } });
    const fetch = stubFetch({ '/shop-api/p/order/submit': slow.handler });
    renderAccount(<ConfirmGroupPage data={{ activityId: 1, skuId: 100, groupId: 4, prodId: 10, confirm, addresses: [addr], error: null }} />, { lang: 'en', user: demoUser(), url: '/group-buy/confirm-order' });
    expect(screen.getByRole('heading', { level: 1, name: 'Join a group' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Placing…' }));
    expect(await screen.findByText('Please do not submit orders at the same time')).toBeTruthy();
    slow.resolve();
    await flush();
    expect(fetch.to('/shop-api/p/order/submit')).toHaveLength(1);
  });

  it('a refusal is shown in place of the order, with the way back', () => {
    renderAccount(<ConfirmGroupPage data={{ activityId: 1, skuId: 100, groupId: 4, prodId: 10, confirm: null, addresses: [], error: 'This group is full' }} />, { lang: 'en', user: demoUser() });
    expect(screen.getByRole('alert').textContent).toContain('This group is full');
    expect(screen.getByRole('link', { name: 'Back to the product' }).getAttribute('href')).toBe('/detail/10?groupId=4');
  });
});
