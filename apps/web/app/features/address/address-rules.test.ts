// SPEC §5: recipient, phone and the full region required (addressRule), every field's message at once.
import { describe, expect, it } from 'vitest';
import { addressErrors } from './address-rules';

const ok = {
  receiver: '张三',
  mobile: '13800138000',
  provinceCode: '110000',
  cityCode: '110100',
  areaCode: '110101',
  addr: '东华门街道 1 号',
};

describe('addressErrors', () => {
  it('passes a complete address', () => {
    expect(addressErrors(ok)).toEqual({});
  });

  it('gives each field its own refusal at once', () => {
    expect(
      addressErrors({ receiver: ' ', mobile: '123', provinceCode: '', cityCode: '', areaCode: '', addr: '' }),
    ).toEqual({
      receiver: 'address.receiverRequired',
      mobile: 'account.phoneInvalid',
      region: 'address.regionFirst',
      addr: 'address.addrRequired',
    });
  });

  it('knows the limits and the missing district', () => {
    expect(addressErrors({ ...ok, receiver: '张'.repeat(21), addr: '路'.repeat(101), areaCode: '' })).toEqual({
      receiver: 'address.receiverTooLong',
      region: 'address.areaRequired',
      addr: 'address.addrTooLong',
    });
    expect(addressErrors({ ...ok, receiver: '张'.repeat(20), addr: '路'.repeat(100) })).toEqual({});
  });
});
