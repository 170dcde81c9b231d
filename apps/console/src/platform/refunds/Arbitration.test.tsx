// The platform's arbitration of a refused request the buyer escalated: the request with its history beside the
// decision; a decision and a note of 1-200 characters are required (the shared rule, zh/en) before the call, what
// deciding for the buyer means depends on the mode, the API's refusal stays in the panel, a decided request has no form.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, REFUND_MODE, REFUND_STATUS as S, type Lang, type MessageKey, type RefundDetail } from '@mall/shared';
import { I18nProvider } from '../../app/i18n';
import { DecidePanel } from './ArbitrationPage';
import { stubApi } from '../../test/stub-api';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const msg = (key: string, lang: Lang) => messages[key as MessageKey][lang];
const refund = (over: Partial<RefundDetail> = {}): RefundDetail => ({
  refundSn: 'R1', orderNumber: 'O1', shopId: 3, shopName: '演示旗舰店', mode: REFUND_MODE.refundOnly, status: S.arbitrating, refunding: false, amount: 9000,
  applyTime: '2026-11-24T02:00:00Z', whole: false, lines: [{ itemId: 11, prodId: 5, prodName: '保温杯', pic: '', skuName: '黑色', count: 2 }], reason: 'quality',
  reasonLabel: '质量问题', note: '杯盖漏水', vouchers: [], mobile: '13800138000', cargoStatus: 1, refuseReason: '商品已使用', returnAddress: null, logistics: null,
  timeline: [
    { status: S.applied, at: '2026-11-24T02:00:00Z', actor: 'buyer', note: null },
    { status: S.refused, at: '2026-11-24T03:00:00Z', actor: 'seller', note: '商品已使用' },
    { status: S.arbitrating, at: '2026-11-24T04:00:00Z', actor: 'buyer', note: '没有使用过' },
  ],
  deadline: null, resubmitsLeft: 2, actions: ['arbitrate'], payRefundNo: null, refundedAt: null, ...over,
});

const GET = (r: RefundDetail) => ({ 'GET /shop-api/p/admin/refunds/R1': { status: 200, body: r } });
const T = {
  zh: { decide: /^仲\s?裁$/, buyer: '支持买家', seller: '支持商家', note: '仲裁说明', decision: '请选择裁决', hint: '视为商家同意：¥90.00 原路退回买家。' },
  en: { decide: /^Decide$/, buyer: 'For the buyer', seller: 'For the seller', note: 'Note', decision: 'Please choose a decision', hint: 'Counts as accepted by the seller: ¥90.00 goes back to the buyer.' },
} as const;

const show = (lang: Lang, onDone = vi.fn()) => {
  render(<I18nProvider initial={lang}><DecidePanel refundSn="R1" onDone={onDone} /></I18nProvider>);
  return onDone;
};

describe('platform arbitration', { timeout: 20_000 }, () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`a decision and a note are required, then the decision is sent (${lang})`, async () => {
      const calls = stubApi({ ...GET(refund()), 'POST /shop-api/p/admin/refunds/R1/arbitrate': { status: 200, body: { ok: true } } });
      const onDone = show(lang);
      const decide = await screen.findByRole('button', { name: T[lang].decide });
      expect(screen.getByText('没有使用过')).toBeTruthy();
      fireEvent.change(screen.getByLabelText(T[lang].note), { target: { value: '   ' } });
      fireEvent.click(decide);
      expect(await screen.findByText(T[lang].decision)).toBeTruthy();
      expect(await screen.findByText(msg('refund.noteRequired', lang))).toBeTruthy();
      fireEvent.change(screen.getByLabelText(T[lang].note), { target: { value: '好'.repeat(201) } });
      fireEvent.click(decide);
      expect(await screen.findByText(msg('refund.noteTooLong', lang))).toBeTruthy();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
      fireEvent.click(screen.getByRole('radio', { name: T[lang].buyer }));
      expect(await screen.findByText(T[lang].hint)).toBeTruthy();
      fireEvent.change(screen.getByLabelText(T[lang].note), { target: { value: ' 凭证显示杯盖破损 ' } });
      fireEvent.click(decide);
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(calls.find((c) => c.method === 'POST')).toEqual({ url: '/shop-api/p/admin/refunds/R1/arbitrate', method: 'POST', body: { decision: 'buyer', note: '凭证显示杯盖破损' } });
    });
  }

  it("deciding for the buyer of a return says the goods come back first; the API's refusal stays", async () => {
    stubApi({ ...GET(refund({ mode: REFUND_MODE.returnAndRefund })), 'POST /shop-api/p/admin/refunds/R1/arbitrate': { status: 400, body: { code: 'ORDER_STATUSCHANGED', message: 'Order status has changed' } } });
    const onDone = show('en');
    fireEvent.click(await screen.findByRole('radio', { name: 'For the buyer' }));
    expect(await screen.findByText('Counts as accepted by the seller: the buyer ships the goods back and is refunded once the seller confirms receipt.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Photos show damage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decide' }));
    expect(await screen.findByText('Order status has changed')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a decided request shows without the form', async () => {
    const decided = refund({ status: S.closed, actions: [] });
    stubApi(GET({ ...decided, timeline: [...decided.timeline, { status: S.closed, at: '2026-11-25T04:00:00Z', actor: 'platform', note: '已使用' }] }));
    show('en');
    expect(await screen.findByText('Closed')).toBeTruthy();
    expect(screen.getByText('The platform decided for the seller (closed)')).toBeTruthy();
    expect(screen.queryByText('The buyer edited and resubmitted')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decide' })).toBeNull();
  });
});
