// The console's special-discount list names its products (through the product picker's lookup) rather than showing
// their ids; an id the lookup does not answer stays visible as #id.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../app/i18n';
import { stubApi } from '../../test/stub-api';
import { DiscountsPage } from './DiscountsPage';

afterEach(() => vi.unstubAllGlobals());

const discount = {
  discountId: 1, name: '双十一特惠', nameZh: '双十一特惠', nameEn: 'Double 11', kind: 1, value: 80, shopId: 1, shopName: '官方旗舰店',
  startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-11-12T00:00:00.000Z', prodCount: 3, prodIds: [11, 12, 99], status: 1, createdAt: '2026-10-30T00:00:00.000Z',
};
const product = (prodId: number, name: string) => ({ prodId, name, pic: '', price: 1000, stock: 5, shopId: 1, shopName: '官方旗舰店', status: 1 });

describe('special-discount list', { timeout: 60_000 }, () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`shows the products by name (${lang})`, async () => {
      const calls = stubApi({
        'GET /shop-api/p/admin/discounts': { status: 200, body: { records: [discount], total: 1, current: 1, size: 10, pages: 1 } },
        'GET /shop-api/p/admin/picker/products': { status: 200, body: { records: [product(11, '小米手机'), product(12, '华为平板')], total: 2, current: 1, size: 100, pages: 1 } },
      }, { prefix: true });
      render(<I18nProvider initial={lang}><DiscountsPage area="platform" /></I18nProvider>);
      const sep = lang === 'zh' ? '、' : ', ';
      expect(await screen.findByText(['小米手机', '华为平板', '#99'].join(sep))).toBeTruthy();
      const lookup = calls.find((c) => c.url.startsWith('/shop-api/p/admin/picker/products'));
      expect(decodeURIComponent(lookup!.url)).toContain('ids=11,12,99');
    });
  }
});
