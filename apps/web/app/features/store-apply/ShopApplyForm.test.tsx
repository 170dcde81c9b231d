import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { shopApplyErrors, storePasswordRule } from '@mall/shared';
import { flush, renderAccount, stubFetch } from '../account/test-utils';
import { ShopApplyForm } from './ShopApplyForm';
import { CompanyAuthForm } from './CompanyAuthForm';

const submit = () => fireEvent.click(document.querySelector('form button[type="submit"]')!);
const alerts = () => Array.from(document.querySelectorAll('[id$="-error"], .sa-error')).map((e) => e.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('shop opening rules (shared with the API)', () => {
  const ok = { shopName: '好店', intro: '一二三四五六七八九十', provinceCode: '330000', cityCode: '330100', areaCode: '330106', address: '文三路90号', tel: '010-12345678', logo: 'a', businessLicense: 'b', idCardFront: 'c', idCardBack: 'd' };
  it('passes a valid form and flags each field', () => {
    expect(shopApplyErrors(ok)).toEqual({});
    expect(shopApplyErrors({ ...ok, shopName: 'a!', intro: '短', address: '路', tel: '123', logo: '' })).toEqual({
      shopName: 'store.nameInvalid', intro: 'store.introLength', address: 'store.addressTooShort', tel: 'store.telInvalid', logo: 'store.logoRequired',
    });
    for (const tel of ['13800138000', '0571-1234567', '400-123-4567']) expect(shopApplyErrors({ ...ok, tel })).toEqual({});
    expect(storePasswordRule('12345')).toBe('account.storePasswordRule');
    expect(storePasswordRule('123456789012')).toBeNull();
  });
});

describe('the shop opening form', () => {
  it('shows every rule under its field in zh and en, without calling the API', async () => {
    const calls = stubFetch();
    const zh = renderAccount(<ShopApplyForm app={null} />);
    submit();
    await flush();
    expect(alerts()).toEqual(expect.arrayContaining(['请输入店铺名称', '店铺简介须为10-200个字', '请选择所在地区', '详细地址不能少于5个字', '请输入联系电话', '请上传店铺logo', '请上传营业执照', '请上传身份证正面', '请上传身份证反面']));
    zh.unmount();
    renderAccount(<ShopApplyForm app={null} />, { lang: 'en' });
    fireEvent.change(screen.getByLabelText(/Store name/), { target: { value: 'Bad#name' } });
    submit();
    await flush();
    expect(alerts()).toEqual(expect.arrayContaining(['The store name cannot contain special characters', 'Please upload the store logo']));
    expect(calls.calls.filter((c) => c.url.includes('/p/shop/apply'))).toHaveLength(0);
  });

  it('shows the audit remarks of a refused application and lets it be edited', () => {
    stubFetch();
    renderAccount(<ShopApplyForm app={{ applicationId: 1, userId: 1, shopName: '好店', intro: '一二三四五六七八九十', provinceCode: '330000', cityCode: '330100', areaCode: '330106', province: '', city: '', area: '', address: '文三路90号', tel: '010-12345678', logo: '/a.webp', businessLicense: '/b.webp', idCardFront: '/c.webp', idCardBack: '/d.webp', auditStatus: 2, remarks: '执照模糊', shopId: null, shopStatus: null, createdAt: '', updatedAt: '' }} />);
    expect(screen.getByTestId('audit-remarks').textContent).toBe('执照模糊');
    expect(screen.getByRole('button', { name: '修改后重新提交' })).toBeTruthy();
  });

  it('company authentication checks the credit code check character', async () => {
    stubFetch();
    renderAccount(<CompanyAuthForm auth={null} />, { lang: 'en' });
    fireEvent.change(screen.getByLabelText(/Company name/), { target: { value: 'ACME' } });
    fireEvent.change(screen.getByLabelText(/Unified social credit code/), { target: { value: '91350100M000100Y44' } });
    submit();
    await flush();
    expect(alerts()).toEqual(expect.arrayContaining(['The unified social credit code is incorrect', 'Please upload the business license']));
  });
});
