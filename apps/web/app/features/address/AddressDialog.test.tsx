// The address form: every rule of addressRule shows its message under its field, in zh and en; the region
// cascade asks for the province and city first; the address book limit of the API shows as a message.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { apiError, demoUser, flush, renderAccount, stubFetch } from '../account/test-utils';
import { AddressDialog } from './AddressDialog';
import { clearAreaCache } from './api';

const AREAS = {
  '/shop-api/area/listByPid?pid=0': { status: 200, body: [{ areaId: '110000', areaName: '北京市', level: 1 }] },
  '/shop-api/area/listByPid?pid=110000': { status: 200, body: [{ areaId: '110100', areaName: '北京市', level: 2 }] },
  '/shop-api/area/listByPid?pid=110100': { status: 200, body: [{ areaId: '110101', areaName: '东城区', level: 3 }] },
};

beforeEach(() => clearAreaCache());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const TEXT = {
  zh: {
    receiver: '收货人',
    mobile: '手机号码',
    region: '所在地区',
    city: '请选择城市',
    district: '请选择区县',
    addr: '详细地址',
    save: '保存',
    receiverRequired: '请输入收货人',
    receiverTooLong: '收货人不能超过20个字',
    phoneInvalid: '请输入正确的手机号',
    regionFirst: '请先选择省份和城市',
    areaRequired: '请选择区县',
    addrRequired: '请输入详细地址',
    addrTooLong: '详细地址不能超过100个字',
    limit: '新增收货地址数量已达上限',
  },
  en: {
    receiver: 'Recipient',
    mobile: 'Phone',
    region: 'Region',
    city: 'City',
    district: 'District',
    addr: 'Address',
    save: 'Save',
    receiverRequired: 'Please enter the recipient',
    receiverTooLong: 'The recipient cannot exceed 20 characters',
    phoneInvalid: 'Please enter a valid phone number',
    regionFirst: 'Please select the province and city first',
    areaRequired: 'Please select the district',
    addrRequired: 'Please enter the detailed address',
    addrTooLong: 'The detailed address cannot exceed 100 characters',
    limit: 'The maximum number of new delivery addresses has been reached',
  },
} as const;

const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe.each(['zh', 'en'] as const)('address form (%s)', (lang) => {
  const x = TEXT[lang];

  async function open(routes = {}) {
    const fetch = stubFetch({ ...AREAS, ...routes });
    const onSaved = vi.fn();
    renderAccount(<AddressDialog onSaved={onSaved} onClose={() => {}} />, { lang, user: demoUser() });
    await flush();
    const dialog = screen.getByRole('dialog');
    const q = within(dialog);
    return {
      fetch,
      onSaved,
      receiver: q.getByRole('textbox', { name: x.receiver }),
      mobile: q.getByRole('textbox', { name: x.mobile }),
      province: q.getByRole('combobox', { name: x.region }),
      city: q.getByRole('combobox', { name: x.city }),
      district: q.getByRole('combobox', { name: x.district }),
      addr: q.getByRole('textbox', { name: x.addr }),
      save: () => fireEvent.click(screen.getByRole('button', { name: x.save })),
    };
  }

  it('an empty form shows every required message under its field', async () => {
    const f = await open();
    f.save();
    expect(errorOf(f.receiver)).toBe(x.receiverRequired);
    expect(errorOf(f.mobile)).toBe(x.phoneInvalid);
    expect(errorOf(f.province)).toBe(x.regionFirst);
    expect(errorOf(f.addr)).toBe(x.addrRequired);
    expect(f.fetch.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('lengths, phone and the district', async () => {
    const f = await open();
    fireEvent.change(f.receiver, { target: { value: '张'.repeat(21) } });
    fireEvent.change(f.mobile, { target: { value: '2380013800' } });
    fireEvent.change(f.province, { target: { value: '110000' } });
    await flush();
    fireEvent.change(f.city, { target: { value: '110100' } });
    await flush();
    fireEvent.change(f.addr, { target: { value: '路'.repeat(101) } });
    f.save();
    expect(errorOf(f.receiver)).toBe(x.receiverTooLong);
    expect(errorOf(f.mobile)).toBe(x.phoneInvalid);
    expect(errorOf(f.province)).toBe(x.areaRequired);
    expect(errorOf(f.addr)).toBe(x.addrTooLong);
  });

  it('opening the district before the province and city asks for them first', async () => {
    const f = await open();
    fireEvent.mouseDown(f.district);
    expect(errorOf(f.province)).toBe(x.regionFirst);
    expect(f.district.getAttribute('aria-invalid')).toBe('true');
  });

  it('a complete address is saved, the new id handed back', async () => {
    const f = await open({ '/shop-api/p/address/addAddr': { status: 200, body: { addrId: 9 } } });
    fireEvent.change(f.receiver, { target: { value: ' 张三 ' } });
    fireEvent.change(f.mobile, { target: { value: '13800138000' } });
    fireEvent.change(f.province, { target: { value: '110000' } });
    await flush();
    fireEvent.change(f.city, { target: { value: '110100' } });
    await flush();
    fireEvent.change(f.district, { target: { value: '110101' } });
    fireEvent.change(f.addr, { target: { value: '东华门街道 1 号' } });
    f.save();
    await flush();
    expect(f.fetch.to('/shop-api/p/address/addAddr')[0]!.body).toEqual({
      receiver: '张三',
      mobile: '13800138000',
      provinceCode: '110000',
      cityCode: '110100',
      areaCode: '110101',
      addr: '东华门街道 1 号',
      isDefault: false,
    });
    expect(f.onSaved).toHaveBeenCalledWith(9);
  });

  it('the API limit of the address book shows as a message', async () => {
    const f = await open({ '/shop-api/p/address/addAddr': apiError('address.limit', x.limit) });
    fireEvent.change(f.receiver, { target: { value: '张三' } });
    fireEvent.change(f.mobile, { target: { value: '13800138000' } });
    fireEvent.change(f.province, { target: { value: '110000' } });
    await flush();
    fireEvent.change(f.city, { target: { value: '110100' } });
    await flush();
    fireEvent.change(f.district, { target: { value: '110101' } });
    fireEvent.change(f.addr, { target: { value: '东华门街道 1 号' } });
    f.save();
    expect(await screen.findByText(x.limit)).toBeTruthy();
    expect(f.onSaved).not.toHaveBeenCalled();
  });
});
