// The seller's decisions on a refund request: accept (a return needs the return address: prefilled from the shop,
// each field's rule in zh/en from the shared catalogue), refuse (a reason is required), confirm receipt; the API's
// refusal stays in the dialog. fetch is stubbed: these are the calls the console makes.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, REFUND_MODE, REFUND_STATUS as S, type Lang, type MessageKey, type RefundDetail } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { SellerRefundDetail } from './RefundDetailPage';
import { stubApi } from '../../test/stub-api';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const msg = (key: string, lang: Lang) => messages[key as MessageKey][lang];

const refund = (over: Partial<RefundDetail> = {}): RefundDetail => ({
  refundSn: 'R1', orderNumber: 'O1', shopId: 3, shopName: '演示旗舰店', mode: REFUND_MODE.returnAndRefund, status: S.applied, refunding: false, amount: 9000,
  applyTime: '2026-11-24T02:00:00Z', whole: false, lines: [{ itemId: 11, prodId: 5, prodName: '保温杯', pic: '', skuName: '黑色', count: 2 }], reason: 'quality', reasonLabel: '质量问题',
  note: '杯盖漏水', vouchers: [], mobile: '13800138000', cargoStatus: 1, refuseReason: null, returnAddress: null, logistics: null,
  timeline: [{ status: S.applied, at: '2026-11-24T02:00:00Z', actor: 'buyer', note: null }], deadline: null, resubmitsLeft: 3, actions: ['accept', 'refuse'],
  payRefundNo: null, refundedAt: null, ...over,
});

const SHOP = { 'GET /shop-api/p/seller/shop': { status: 200, body: { shopId: 3, nameZh: '演示旗舰店', nameEn: 'Demo Store', region: '上海市 浦东新区', address: '博云路2号', tel: '13900139000', introZh: '', introEn: '', logo: '' } } };
const T = {
  zh: { accept: '同意', refuse: '拒绝', receiver: '收件人', mobile: '收件电话', address: '退货地址', reason: '拒绝理由', receive: '确认收货并退款' },
  en: { accept: 'Accept', refuse: 'Refuse', receiver: 'Receiver', mobile: "Receiver's phone", address: 'Return address', reason: 'Reason for refusal', receive: 'Confirm receipt and refund' },
} as const;

/** antd puts a space between the two characters of a two-character Chinese button label */
const name = (label: string) => new RegExp(`^${label.split('').map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`);

const show = (r: RefundDetail, lang: Lang, onChanged = vi.fn()) => {
  render(<I18nProvider initial={lang}><SellerRefundDetail refund={r} onChanged={onChanged} /></I18nProvider>);
  return onChanged;
};
const dialog = () => screen.getByRole('dialog');

// antd dialogs and forms are slow in jsdom on a loaded 2-core machine
describe('seller refund decisions', { timeout: 20_000 }, () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`accepts a return with the shop's address, each field checked first (${lang})`, async () => {
      const calls = stubApi({ ...SHOP, 'POST /shop-api/p/seller/refunds/R1/accept': { status: 200, body: { ok: true } } });
      const onChanged = show(refund(), lang);
      fireEvent.click(screen.getByRole('button', { name: name(T[lang].accept) }));
      await waitFor(() => expect((within(dialog()).getByLabelText(T[lang].receiver) as HTMLInputElement).value).toBe(lang === 'en' ? 'Demo Store' : '演示旗舰店'));
      expect((within(dialog()).getByLabelText(T[lang].address) as HTMLTextAreaElement).value).toBe('上海市 浦东新区 博云路2号');
      fireEvent.change(within(dialog()).getByLabelText(T[lang].receiver), { target: { value: '  ' } });
      fireEvent.change(within(dialog()).getByLabelText(T[lang].mobile), { target: { value: '1390013' } });
      fireEvent.click(within(dialog()).getByRole('button', { name: name(T[lang].accept) }));
      expect(await within(dialog()).findByText(msg('refund.returnAddressRequired', lang))).toBeTruthy();
      expect(within(dialog()).getByText(msg('refund.mobileInvalid', lang))).toBeTruthy();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
      fireEvent.change(within(dialog()).getByLabelText(T[lang].receiver), { target: { value: '王五' } });
      fireEvent.change(within(dialog()).getByLabelText(T[lang].mobile), { target: { value: '13900139000' } });
      fireEvent.click(within(dialog()).getByRole('button', { name: name(T[lang].accept) }));
      await waitFor(() => expect(onChanged).toHaveBeenCalled());
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        url: '/shop-api/p/seller/refunds/R1/accept', method: 'POST', body: { returnAddress: { receiver: '王五', mobile: '13900139000', address: '上海市 浦东新区 博云路2号' } },
      });
    });

    it(`refuses with a reason, required (${lang})`, async () => {
      const calls = stubApi({ 'POST /shop-api/p/seller/refunds/R1/refuse': { status: 200, body: { ok: true } } });
      const onChanged = show(refund(), lang);
      fireEvent.click(screen.getByRole('button', { name: name(T[lang].refuse) }));
      fireEvent.change(within(dialog()).getByLabelText(T[lang].reason), { target: { value: '   ' } });
      fireEvent.click(within(dialog()).getByRole('button', { name: name(T[lang].refuse) }));
      expect(await within(dialog()).findByText(msg('refund.refuseReasonRequired', lang))).toBeTruthy();
      expect(calls).toHaveLength(0);
      fireEvent.change(within(dialog()).getByLabelText(T[lang].reason), { target: { value: ' 商品已使用 ' } });
      fireEvent.click(within(dialog()).getByRole('button', { name: name(T[lang].refuse) }));
      await waitFor(() => expect(onChanged).toHaveBeenCalled());
      expect(calls).toEqual([{ url: '/shop-api/p/seller/refunds/R1/refuse', method: 'POST', body: { reason: '商品已使用' } }]);
    });
  }

  it('accepts a refund only without an address', async () => {
    const calls = stubApi({ 'POST /shop-api/p/seller/refunds/R1/accept': { status: 200, body: { ok: true } } });
    const onChanged = show(refund({
      mode: REFUND_MODE.refundOnly,
      timeline: [
        { status: S.applied, at: '2026-11-24T02:00:00Z', actor: 'buyer', note: null },
        { status: S.refused, at: '2026-11-24T03:00:00Z', actor: 'seller', note: 'No photo' },
        { status: S.applied, at: '2026-11-24T04:00:00Z', actor: 'buyer', note: null },
      ],
    }), 'en');
    // a resubmitted request says so in the history
    expect(screen.getByText('The buyer edited and resubmitted')).toBeTruthy();
    expect(screen.getByText('The buyer applied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(within(dialog()).getByText("¥90.00 goes back to the buyer's original payment method.")).toBeTruthy();
    expect(within(dialog()).queryByLabelText('Receiver')).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls).toEqual([{ url: '/shop-api/p/seller/refunds/R1/accept', method: 'POST', body: {} }]);
  });

  it('shows the API\'s refusal in the dialog and stays open', async () => {
    stubApi({ 'POST /shop-api/p/seller/refunds/R1/refuse': { status: 400, body: { code: 'ORDER_STATUSCHANGED', message: 'Order status has changed' } } });
    const onChanged = show(refund(), 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    fireEvent.change(within(dialog()).getByLabelText('Reason for refusal'), { target: { value: 'Used' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog()).findByText('Order status has changed')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('confirms receipt of a returned parcel; only the actions the API gives are offered', async () => {
    const calls = stubApi({ 'POST /shop-api/p/seller/refunds/R1/receive': { status: 200, body: { ok: true } } });
    const onChanged = show(refund({ status: S.buyerShipped, actions: ['receive'], logistics: { companyCode: 'SF', companyName: 'SF Express', waybillNo: 'SF1' } }), 'en');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByText('SF Express SF1')).toBeTruthy();
    // the reason in the page's language, whatever language the API answered in
    expect(screen.getByText('Quality problem')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt and refund' }));
    const ok = within(dialog()).getAllByRole('button', { name: 'Confirm receipt and refund' }).at(-1)!;
    await act(async () => { fireEvent.click(ok); });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls).toEqual([{ url: '/shop-api/p/seller/refunds/R1/receive', method: 'POST', body: {} }]);
  });
});
