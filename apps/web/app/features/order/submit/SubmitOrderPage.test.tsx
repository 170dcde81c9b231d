// The checkout: address choice, the message to each merchant (counter, 200 limit), the invoice rules inline,
// totals, the submit with the one-time token (→ /payment), a second submit refused with its message.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ConfirmAnswer, InvoiceTitleView, UserAddress } from '@mall/shared';
import { apiError, deferred, demoUser, flush, renderAccount, stubFetch } from '../../account/test-utils';
import { SubmitOrderPage } from './SubmitOrderPage';
import { priceText } from '../../../test/render';

const addr: UserAddress = {
  addrId: 5,
  receiver: '张三',
  mobile: '13800138000',
  provinceCode: '110000',
  cityCode: '110100',
  areaCode: '110101',
  province: '北京市',
  city: '北京市',
  area: '东城区',
  addr: '东华门街道 1 号',
  isDefault: true,
};
const other: UserAddress = {
  ...addr,
  addrId: 6,
  receiver: '李四',
  isDefault: false,
  province: '上海市',
  city: '上海市',
  area: '黄浦区',
};

const shop = (shopId: number, shopName: string, price: number, basketId: number) => ({
  shopId,
  shopName,
  selfOperated: shopId === 1,
  totalCount: 1,
  items: [
    {
      basketId,
      prodId: shopId * 10,
      skuId: shopId * 100,
      prodName: `${shopName}的商品`,
      skuName: '默认',
      pic: '/p.webp',
      price,
      prodCount: 1,
      productTotalAmount: price,
      discountAmount: 0,
      actualTotal: price,
      goodsType: 0,
    },
  ],
  productTotal: price,
  shopDiscount: 0,
  couponDiscount: 0,
  pointsDiscount: 0,
  freight: 1000,
  actualTotal: price + 1000,
});

const confirm: ConfirmAnswer = {
  submitToken: 'tok-1',
  expiresAt: '2030-01-01T00:00:00Z',
  userAddr: addr,
  needAddress: true,
  shopOrders: [shop(1, '自营店', 11900, 1), shop(3, '电器店', 27900, 2)],
  totalCount: 2,
  productTotal: 39800,
  discount: 0,
  freight: 2000,
  actualTotal: 41800,
};

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const page = (lang: 'zh' | 'en' = 'zh', data = { confirm, addresses: [addr, other], error: null }) =>
  renderAccount(<SubmitOrderPage data={data} />, { lang, user: demoUser(), url: '/submit-order?basketIds=1,2' });

describe('checkout page', () => {
  it('shows one section per shop with freight, coupons and points not available, and the total payable', () => {
    page();
    expect(screen.getByText('商品来自 2 个店铺，将按店铺拆分为 2 个订单')).toBeTruthy();
    expect(screen.getByRole('region', { name: '自营店' })).toBeTruthy();
    const shopPart = screen.getByRole('region', { name: '电器店' });
    expect(within(shopPart).getByText('¥10.00')).toBeTruthy();
    expect(within(shopPart).getAllByText('暂无可用')).toHaveLength(2);
    expect(screen.getByText(priceText('售价 ¥418.00'))).toBeTruthy();
    expect(screen.getByRole('radio', { name: /张三/ })).toHaveProperty('checked', true);
  });

  it('choosing another address asks for a new preview (?addrId=)', async () => {
    const app = page();
    fireEvent.click(screen.getByRole('radio', { name: /李四/ }));
    await flush();
    expect(app.location()).toBe('/submit-order?basketIds=1%2C2&addrId=6');
  });

  it.each([
    ['zh', '给商家留言不能超过200个字'],
    ['en', 'The message to the merchant cannot exceed 200 characters'],
  ] as const)('%s: the message to the merchant counts up to 200 and refuses more', (lang, message) => {
    page(lang);
    const box = screen.getAllByRole('textbox', {
      name: lang === 'zh' ? '给商家留言：' : 'Message to the merchant:',
    })[0]!;
    fireEvent.change(box, { target: { value: '留'.repeat(200) } });
    expect(screen.getAllByText('200/200')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(box, { target: { value: '留'.repeat(201) } });
    expect(screen.getByText('201/200')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    [
      'zh',
      '单位',
      '单位名称',
      '纳税人识别号',
      '请输入发票抬头',
      '请输入纳税人识别号',
      '纳税人识别号格式不正确',
      '提交订单',
    ],
    [
      'en',
      'Company',
      'Company name',
      'Taxpayer number',
      'Please enter the invoice title',
      'Please enter the taxpayer number',
      'The taxpayer number is not in the correct format',
      'Place order',
    ],
  ] as const)(
    '%s: a unit invoice needs the name and a correct taxpayer number',
    async (lang, unit, name, tax, titleReq, taxReq, taxBad, submit) => {
      const fetch = stubFetch();
      page(lang);
      fireEvent.click(screen.getByRole('radio', { name: unit }));
      fireEvent.click(screen.getByRole('button', { name: submit }));
      const title = screen.getByRole('textbox', { name: name });
      const number = screen.getByRole('textbox', { name: tax });
      expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).toBe(titleReq);
      expect(document.getElementById(number.getAttribute('aria-describedby')!)!.textContent).toBe(taxReq);
      fireEvent.change(number, { target: { value: '12345' } });
      fireEvent.click(screen.getByRole('button', { name: submit }));
      expect(document.getElementById(number.getAttribute('aria-describedby')!)!.textContent).toBe(taxBad);
      await flush();
      expect(fetch.calls).toEqual([]);
    },
  );

  const saved = (over: Partial<InvoiceTitleView>): InvoiceTitleView => ({
    id: 1, invoiceType: 2, kind: 1, title: '上海某某科技有限公司', taxNumber: '91310115MA1K4ABC2B', regAddress: '', regPhone: '', bankName: '', bankAccount: '', isDefault: false, ...over,
  });
  it.each([
    ['zh', '单位', '个人', '常用发票抬头', '使用新抬头', '单位名称', '提交订单'],
    ['en', 'Company', 'Personal', 'Saved invoice titles', 'New title', 'Company name', 'Place order'],
  ] as const)('%s: the saved invoice titles are offered, the default preselected; another or a new one can be chosen', async (lang, unit, personal, group, fresh, name, submit) => {
    const fetch = stubFetch({ '/shop-api/p/order/submit': { status: 200, body: { orderNumbers: ['A1'], actualTotal: 1, expiresAt: '2030-01-01T00:30:00Z' } } });
    const invoiceTitles = [saved({ id: 1, isDefault: true }), saved({ id: 2, invoiceType: 1, title: '张三', taxNumber: '' }), saved({ id: 3, title: '北京另一家公司', taxNumber: '91310000MA1FL0000N' })];
    renderAccount(<SubmitOrderPage data={{ confirm, addresses: [addr], invoiceTitles, error: null }} />, { lang, user: demoUser(), url: '/submit-order?basketIds=1,2' });
    expect(screen.getByRole('radio', { name: unit })).toHaveProperty('checked', true);
    const titles = screen.getByRole('radiogroup', { name: group });
    expect(within(titles).getByRole('radio', { name: /上海某某科技有限公司/ })).toHaveProperty('checked', true);
    expect(within(titles).queryByRole('radio', { name: /张三/ })).toBeNull(); // only the chosen type's titles
    expect(screen.queryByRole('textbox', { name })).toBeNull();
    // a new title: the fields as before, empty
    fireEvent.click(within(titles).getByRole('radio', { name: fresh }));
    expect((screen.getByRole('textbox', { name }) as HTMLInputElement).value).toBe('');
    // personal: its saved title is chosen
    fireEvent.click(screen.getByRole('radio', { name: personal }));
    expect(within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: /张三/ })).toHaveProperty('checked', true);
    // back to unit, another saved title, placed with it
    fireEvent.click(screen.getByRole('radio', { name: unit }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: /北京另一家公司/ }));
    fireEvent.click(screen.getByRole('button', { name: submit }));
    await flush();
    expect(fetch.to('/shop-api/p/order/submit')[0]!.body).toMatchObject({ invoice: { invoiceType: 2, title: '北京另一家公司', taxNumber: '91310000MA1FL0000N' } });
  });

  it('places the orders with the token, the messages and the invoice, then goes to the payment', async () => {
    const fetch = stubFetch({
      '/shop-api/p/order/submit': {
        status: 200,
        body: { orderNumbers: ['A1', 'B2'], actualTotal: 41800, expiresAt: '2030-01-01T00:30:00Z' },
      },
    });
    const app = page();
    fireEvent.change(screen.getAllByRole('textbox', { name: '给商家留言：' })[1]!, {
      target: { value: ' 请尽快发货 ' },
    });
    fireEvent.click(screen.getByRole('radio', { name: '个人' }));
    fireEvent.change(screen.getByRole('textbox', { name: '个人名称' }), { target: { value: '张三' } });
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await flush();
    expect(fetch.to('/shop-api/p/order/submit')[0]!.body).toEqual({
      submitToken: 'tok-1',
      remarks: [{ shopId: 3, remarks: '请尽快发货' }],
      invoice: { invoiceType: 1, title: '张三', taxNumber: '' },
    });
    expect(app.location()).toBe('/payment?orderNumbers=A1,B2');
  });

  it.each([
    ['zh', '请勿同时提交订单', '提交订单'],
    ['en', 'Please do not submit orders at the same time', 'Place order'],
  ] as const)(
    '%s: a second click while the first submit runs is refused with a message',
    async (lang, message, submit) => {
      const slow = deferred({ status: 200, body: { orderNumbers: ['A1'], actualTotal: 1, expiresAt: 'x' } });
      const fetch = stubFetch({ '/shop-api/p/order/submit': slow.handler });
      page(lang);
      const button = screen.getByRole('button', { name: submit });
      fireEvent.click(button);
      fireEvent.click(screen.getByRole('button', { name: lang === 'zh' ? '正在提交…' : 'Placing order…' }));
      expect(await screen.findByText(message)).toBeTruthy();
      slow.resolve();
      await flush();
      expect(fetch.to('/shop-api/p/order/submit')).toHaveLength(1);
    },
  );

  it('another tab submitting the same lines: the lock refuses at once, the API refusal says the same', async () => {
    const fetch = stubFetch({ '/shop-api/p/order/submit': apiError('cart.itemNotFound', '购物车中没有该商品', 404) });
    window.localStorage.setItem('mall.orderSubmit', JSON.stringify({ key: 'cart:1,2', at: Date.now() }));
    page();
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('请勿同时提交订单')).toBeTruthy();
    expect(fetch.calls).toEqual([]);
    window.localStorage.clear();
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await flush();
    expect(fetch.calls).toHaveLength(1);
    expect(screen.getByText('请勿同时提交订单')).toBeTruthy();
  });

  it('no address yet: placing the order asks for one', async () => {
    const fetch = stubFetch();
    page('en', { confirm: { ...confirm, userAddr: null }, addresses: [], error: null });
    expect(screen.getByText('You have no delivery address yet: add one first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Please choose a delivery address')).toBeTruthy();
    expect(fetch.calls).toEqual([]);
  });

  describe('points', () => {
    const points = { balance: 5000, pointsPerYuan: 100, maxSharePercent: 50, step: 10, maxUsable: 2000, used: 0, deduction: 0 };
    const withPoints: ConfirmAnswer = {
      ...confirm,
      shopOrders: [{ ...shop(1, '自营店', 11900, 1), pointsDiscount: 500, actualTotal: 12400 - 500 }, { ...shop(3, '电器店', 27900, 2), pointsDiscount: 1500, actualTotal: 28900 - 1500 }],
      discount: 2000,
      actualTotal: 39800,
      points: { ...points, used: 2000, deduction: 2000 },
    };
    const T = {
      zh: { use: '使用积分抵扣', amount: '使用积分', apply: '确定', info: '可用积分 5000', max: '本单最多可用 2000 积分，抵 ¥20.00', off: '已使用 2000 积分，抵扣', step: '使用积分须为10的整数倍', total: '售价 ¥398.00', before: '售价 ¥418.00' },
      en: { use: 'Pay with points', amount: 'Points to use', apply: 'Apply', info: 'Your points: 5000', max: 'up to 2000 points on this order, worth ¥20.00', off: '2000 points used, taking off', step: 'Points must be used in multiples of 10', total: 'Price ¥398.00', before: 'Price ¥418.00' },
    } as const;
    const render = (lang: 'zh' | 'en', c: ConfirmAnswer, url: string, pointsError: string | null = null) =>
      renderAccount(<SubmitOrderPage data={{ confirm: c, addresses: [addr], error: null, pointsError }} />, { lang, user: demoUser(), url });

    it.each(['zh', 'en'] as const)('%s: the switch asks for the most usable points, the deduction and the lower total show', async (lang) => {
      const app = render(lang, { ...confirm, points }, '/submit-order?basketIds=1,2');
      expect(screen.getByText(new RegExp(T[lang].info))).toBeTruthy();
      expect(screen.getByText(new RegExp(T[lang].max))).toBeTruthy();
      expect(screen.queryByRole('spinbutton')).toBeNull();
      fireEvent.click(screen.getByRole('switch', { name: T[lang].use }));
      await flush();
      expect(app.location()).toBe('/submit-order?basketIds=1%2C2&usePoints=2000');

      // the re-confirmed preview with the points: the input prefilled, the deduction, the shops' and the total's prices
      render(lang, withPoints, '/submit-order?basketIds=1,2&usePoints=2000');
      const switches = screen.getAllByRole('switch', { name: T[lang].use });
      expect(switches.at(-1)).toHaveProperty('checked', true);
      expect((screen.getAllByRole('spinbutton', { name: T[lang].amount }).at(-1) as HTMLInputElement).value).toBe('2000');
      expect(screen.getByText(T[lang].off).querySelector('strong')?.textContent).toBe('-¥20.00');
      expect(screen.getAllByText('-¥15.00').length).toBeGreaterThan(0);
      expect(screen.getByText(priceText(T[lang].total))).toBeTruthy();
    });

    it.each(['zh', 'en'] as const)('%s: an amount off the step of 10 is refused at once; another one asks for it', async (lang) => {
      const app = render(lang, withPoints, '/submit-order?basketIds=1,2&usePoints=2000');
      const input = screen.getByRole('spinbutton', { name: T[lang].amount });
      fireEvent.change(input, { target: { value: '155' } });
      fireEvent.click(screen.getByRole('button', { name: T[lang].apply }));
      expect(screen.getByRole('alert').textContent).toBe(T[lang].step);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      await flush();
      expect(app.location()).toBe('/submit-order?basketIds=1,2&usePoints=2000');
      fireEvent.change(input, { target: { value: '150' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      await flush();
      expect(app.location()).toBe('/submit-order?basketIds=1%2C2&usePoints=150');
    });

    it.each([
      ['zh', '本单最多可使用2000积分'],
      ['en', 'At most 2000 points can be used on this order'],
    ] as const)('%s: the API refusal of the points is shown at the input, the preview has none', (lang, message) => {
      render(lang, { ...confirm, points }, '/submit-order?basketIds=1,2&usePoints=9000', message);
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect((screen.getByRole('spinbutton', { name: T[lang].amount }) as HTMLInputElement).value).toBe('9000');
      expect(screen.queryByText(T[lang].off)).toBeNull();
      expect(screen.getByText(priceText(T[lang].before))).toBeTruthy();
    });

    it('not offered when the buyer has no points or the order takes none', () => {
      render('zh', { ...confirm, points: { ...points, balance: 0, maxUsable: 0 } }, '/submit-order?basketIds=1,2');
      expect(screen.queryByRole('switch')).toBeNull();
      render('en', { ...confirm, points: { ...points, maxUsable: 0 } }, '/submit-order?basketIds=1,2');
      expect(screen.queryByRole('switch')).toBeNull();
      render('en', confirm, '/submit-order?basketIds=1,2');
      expect(screen.queryByRole('switch')).toBeNull();
      expect(screen.queryByText('Points', { selector: 'h2' })).toBeNull();
    });
  });

  it('nothing to check out: the reason and the way back to the cart', () => {
    page('en', { confirm: null, addresses: [], error: { key: 'order.nothingSelected' } } as never);
    expect(screen.getByRole('alert').textContent).toContain('Please select the items to check out');
    expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
  });
});
