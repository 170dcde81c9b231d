// The home page's floors (issue 16): flash sale, category floors, guess you like; zh and en.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FlashSaleCard, ProductCard } from '@mall/shared';
import { demoUser, renderAccount, stubFetch } from '../account/test-utils';
import { CategoryFloors, FlashFloor, GuessYouLike } from './Floors';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const card = (prodId: number, name: string): ProductCard => ({
  prodId, prodName: name, brief: '', pic: '/uploads/p.webp', price: 1000, oriPrice: 1200, soldNum: 5, shopId: 1, shopName: 'S', selfOperated: false,
});

const now = Date.parse('2026-11-11T10:30:00Z');
const flashItem: FlashSaleCard = {
  seckillId: 7, sessionId: 3, prodId: 1, skuId: 1, prodName: '秒杀手机', skuName: '黑色', pic: '/uploads/p.webp', seckillPrice: 99900, oriPrice: 199900,
  totalStock: 10, stock: 4, soldPercent: 60, perUserLimit: 1,
} as FlashSaleCard;

describe('flash-sale floor', () => {
  it('zh: the session on now with its countdown to the end, its items, more deals', () => {
    const data = {
      serverTime: new Date(now).toISOString(),
      session: { sessionId: 3, name: '10:00场', startAt: '2026-11-11T10:00:00Z', endAt: '2026-11-11T12:00:00Z', state: 1 },
      items: [flashItem],
    };
    renderAccount(<FlashFloor data={data} />);
    const floor = screen.getByRole('region', { name: '限时秒杀' });
    expect(within(floor).getByText('10:00场 抢购中')).toBeTruthy();
    expect(within(floor).getByRole('timer').getAttribute('aria-label')).toContain('01:30:00');
    expect(within(floor).getByRole('link', { name: /秒杀手机/ }).getAttribute('href')).toBe('/secdetail/7');
    expect(within(floor).getByRole('link', { name: '更多秒杀' }).getAttribute('href')).toBe('/flash-sale?sessionId=3');
  });

  it('en: the next session, counting down to its start', () => {
    const data = {
      serverTime: new Date(now).toISOString(),
      session: { sessionId: 4, name: '14:00', startAt: '2026-11-11T14:00:00Z', endAt: '2026-11-11T16:00:00Z', state: 0 },
      items: [{ ...flashItem, prodName: 'Deal phone' }],
    };
    renderAccount(<FlashFloor data={data} />, { lang: 'en' });
    const floor = screen.getByRole('region', { name: 'Flash sale' });
    expect(within(floor).getByText('14:00: starting soon')).toBeTruthy();
    expect(within(floor).getByRole('timer').getAttribute('aria-label')).toContain('03:30:00');
  });
});

describe('category floors', () => {
  it('zh: a floor per top-level category with its sub-categories, more, and its best sellers loaded in the browser', async () => {
    const fetch = stubFetch({
      '/shop-api/search/prodPage?cpid=1&cindex=1&sort=1&size=5': { status: 200, body: { records: [card(11, '旗舰手机')], total: 1, current: 1, size: 5, pages: 1, fuzzy: false, capped: false } },
      '/shop-api/discount/prices?prodIds=11': { status: 200, body: [] },
    });
    const tree = [{ categoryId: 1, categoryName: '手机数码', grade: 0, categories: [{ categoryId: 2, categoryName: '手机通讯', grade: 1, categories: [] }] }];
    renderAccount(<CategoryFloors categories={tree} />);
    const floor = screen.getByRole('region', { name: '1F 手机数码' });
    expect(within(floor).getByRole('link', { name: '手机通讯' }).getAttribute('href')).toBe('/list?cpid=2&cindex=2');
    expect(within(floor).getByRole('link', { name: '更多手机数码' }).getAttribute('href')).toBe('/list?cpid=1&cindex=1');
    expect(await within(floor).findByText('旗舰手机')).toBeTruthy();
    expect(fetch.calls.map((c) => c.url)).toContain('/shop-api/search/prodPage?cpid=1&cindex=1&sort=1&size=5');
  });
});

describe('guess you like', () => {
  it('en, logged in: from the buyer\'s footprint and favourites', async () => {
    stubFetch({
      '/shop-api/p/user/guessYouLike?size=10': { status: 200, body: { personal: true, records: [card(21, 'Picked earbuds')] } },
      '/shop-api/discount/prices?prodIds=21': { status: 200, body: [] },
    });
    renderAccount(<GuessYouLike shown={[]} />, { lang: 'en', user: demoUser() });
    const floor = screen.getByRole('region', { name: 'Guess you like' });
    expect(await within(floor).findByText('Picked earbuds')).toBeTruthy();
    expect(within(floor).getByText('Picked from what you viewed and saved')).toBeTruthy();
  });

  it('zh, a visitor: the best sellers the page does not show yet', async () => {
    const fetch = stubFetch({
      '/shop-api/prod/hotSaleProds?size=12': { status: 200, body: [card(1, '已在页面'), card(2, '也在页面'), card(3, '热卖新品')] },
      '/shop-api/discount/prices?prodIds=3': { status: 200, body: [] },
    });
    renderAccount(<GuessYouLike shown={[1, 2]} />);
    const floor = screen.getByRole('region', { name: '猜你喜欢' });
    expect(await within(floor).findByText('热卖新品')).toBeTruthy();
    expect(within(floor).queryByText('已在页面')).toBeNull();
    expect(within(floor).getByText('大家都在买')).toBeTruthy();
    expect(fetch.calls.some((c) => c.url.includes('guessYouLike'))).toBe(false);
  });
});
