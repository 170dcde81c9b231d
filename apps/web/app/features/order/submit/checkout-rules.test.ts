// SPEC §5: the message to the merchant (at most 200) and the invoice (name and taxpayer number, correct format).
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n';
import { invoiceErrors, invoicePayload, remarksLength, remarksRule } from './checkout-rules';

describe('message to the merchant', () => {
  it('takes up to 200 characters, a Chinese character or an emoji counting one', () => {
    expect(remarksRule('留'.repeat(200))).toBeNull();
    expect(remarksRule('😀'.repeat(200))).toBeNull();
    expect(remarksLength('😀留a')).toBe(3);
    expect(remarksRule('留'.repeat(201))).toBe('order.remarksTooLong');
    expect(createI18n('zh').t('order.remarksTooLong')).toBe('给商家留言不能超过200个字');
    expect(createI18n('en').t('order.remarksTooLong')).toBe('The message to the merchant cannot exceed 200 characters');
  });
});

describe('invoice', () => {
  it('none: nothing to check, nothing sent', () => {
    expect(invoicePayload(0, 'x', 'y')).toBeNull();
  });

  it('personal: the name is required; no taxpayer number is sent', () => {
    expect(invoiceErrors(invoicePayload(1, '  ', '')!)).toEqual({ title: 'invoice.titleRequired' });
    expect(invoicePayload(1, ' 张三 ', '123')).toEqual({ invoiceType: 1, title: '张三', taxNumber: '' });
    expect(invoiceErrors(invoicePayload(1, '张三', '')!)).toEqual({});
  });

  it('unit: name and the 18-character unified social credit code with its check character', () => {
    expect(invoiceErrors(invoicePayload(2, '', '')!)).toEqual({
      title: 'invoice.titleRequired',
      taxNumber: 'invoice.taxNumberRequired',
    });
    expect(invoiceErrors(invoicePayload(2, '某某公司', '1234')!)).toEqual({ taxNumber: 'invoice.taxNumberInvalid' });
    expect(invoiceErrors(invoicePayload(2, '某某公司', '91310000ma1fl0000n')!)).toEqual({});
    expect(invoicePayload(2, '某某公司', ' 91310000ma1fl0000n ')!.taxNumber).toBe('91310000MA1FL0000N');
    for (const n of ['123456789012345', '12345678901234567890', '91310000MA1FL0000X'])
      expect(invoiceErrors(invoicePayload(2, 'A', n)!)).toEqual({ taxNumber: 'invoice.taxNumberInvalid' });
    expect(invoiceErrors(invoicePayload(2, '字'.repeat(101), '91310000MA1FL0000N')!)).toEqual({
      title: 'invoice.titleTooLong',
    });
  });

  it('an unknown type is refused', () => {
    expect(invoiceErrors({ invoiceType: 3, title: 'x', taxNumber: '' })).toEqual({ type: 'invoice.typeInvalid' });
  });
});
