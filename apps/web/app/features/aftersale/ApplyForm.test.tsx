// The refund request form: every SPEC §5 refund rule answers its zh/en message from the shared catalogue before any
// call (reason, amount required / not a price / above the max, quantity, 200-character note, 11-digit phone), the
// voucher limit (5) and the image rules before an upload, the API's 400 message afterwards, one submit at a time,
// the edit of a refused request (PUT).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { messages, type Lang, type MessageKey } from '@mall/shared';
import { renderApp } from '../../test/render';
import { stubFetch } from '../account/test-utils';
import { ApplyForm } from './ApplyForm';
import { detail, fakeUploads, line, options } from './test-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const msg = (key: string, lang: Lang) => messages[key as MessageKey][lang];
const submit = () => fireEvent.click(document.querySelector('form button[type="submit"]')!);
const alerts = () => Array.from(document.querySelectorAll('[role="alert"]')).map((e) => e.textContent);
const png = (i: number, size = 10) => new File([new Uint8Array(size)], `v${i}.png`, { type: 'image/png' });
const settle = () =>
  act(async () => {
    for (let i = 0; i < 12; i++) await new Promise((r) => setTimeout(r, 0));
  });
const L = {
  zh: { reason: '退款原因', amount: '退款金额', note: '退款说明', mobile: '联系电话', count: '保温杯的退货数量' },
  en: { reason: 'Reason', amount: 'Refund amount', note: 'Instructions', mobile: 'Contact phone', count: 'Quantity of 保温杯' },
} as const;

describe('refund request form: rules before calling', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`every rule fires its message and nothing is sent (${lang})`, async () => {
      const fetch = stubFetch();
      renderApp(<ApplyForm options={options()} wholeOrder />, { lang });
      const T = L[lang];
      // no reason, an empty amount, a wrong phone
      fireEvent.change(screen.getByLabelText(T.amount, { exact: false }), { target: { value: '' } });
      fireEvent.change(screen.getByLabelText(T.mobile, { exact: false }), { target: { value: '1380013' } });
      submit();
      expect(alerts()).toEqual([msg('refund.reasonRequired', lang), msg('refund.amountRequired', lang), msg('refund.mobileInvalid', lang)]);

      // more than 2 decimals is not a price; above the max is refused; a note over 200; a quantity above refundable
      fireEvent.change(screen.getByLabelText(T.reason, { exact: false }), { target: { value: 'quality' } });
      fireEvent.change(screen.getByLabelText(T.mobile, { exact: false }), { target: { value: '13800138000' } });
      fireEvent.change(screen.getByLabelText(T.amount, { exact: false }), { target: { value: '1.234' } });
      fireEvent.change(screen.getByLabelText(T.note, { exact: false }), { target: { value: '好'.repeat(201) } });
      fireEvent.change(screen.getByLabelText(T.count, { exact: false }), { target: { value: '3' } });
      submit();
      expect(alerts()).toEqual([msg('refund.countInvalid', lang), msg('refund.amountRequired', lang), msg('refund.noteTooLong', lang)]);

      fireEvent.change(screen.getByLabelText(T.count, { exact: false }), { target: { value: '2' } });
      fireEvent.change(screen.getByLabelText(T.note, { exact: false }), { target: { value: '杯盖漏水' } });
      fireEvent.change(screen.getByLabelText(T.amount, { exact: false }), { target: { value: '90.01' } });
      submit();
      expect(alerts()).toEqual([msg('refund.amountTooMuch', lang)]);
      expect(fetch.calls).toHaveLength(0);
    });
  }

  it('shows the max, and prorates it when fewer pieces go back (the amount follows until typed)', () => {
    stubFetch();
    renderApp(<ApplyForm options={options()} wholeOrder />);
    expect(screen.getByText('最多可退 ¥90.00')).toBeTruthy();
    expect((screen.getByLabelText('退款金额', { exact: false }) as HTMLInputElement).value).toBe('90.00');
    fireEvent.change(screen.getByLabelText('保温杯的退货数量', { exact: false }), { target: { value: '1' } });
    expect(screen.getByText('最多可退 ¥45.00')).toBeTruthy();
    expect((screen.getByLabelText('退款金额', { exact: false }) as HTMLInputElement).value).toBe('45.00');
    fireEvent.change(screen.getByLabelText('退款金额', { exact: false }), { target: { value: '45.01' } });
    submit();
    expect(alerts()).toContain(msg('refund.amountTooMuch', 'zh'));
  });

  it('offers a return only when the goods are received', () => {
    stubFetch();
    renderApp(<ApplyForm options={options()} wholeOrder />, { lang: 'en' });
    const ret = screen.getByRole('radio', { name: 'Return and refund' }) as HTMLInputElement;
    expect(ret.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Not received' }));
    expect(ret.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Refund only' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('A return needs the goods to be received')).toBeTruthy();
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`a note of only spaces is refused, an empty one is fine (${lang})`, async () => {
      const fetch = stubFetch({ '/shop-api/p/refund/apply': { status: 200, body: { refundSn: 'R3' } } });
      renderApp(<ApplyForm options={options()} wholeOrder />, { lang });
      fireEvent.change(screen.getByLabelText(L[lang].reason, { exact: false }), { target: { value: 'quality' } });
      fireEvent.change(screen.getByLabelText(L[lang].note, { exact: false }), { target: { value: '   ' } });
      submit();
      expect(alerts()).toEqual([msg('refund.noteBlank', lang)]);
      expect(fetch.calls).toHaveLength(0);
      fireEvent.change(screen.getByLabelText(L[lang].note, { exact: false }), { target: { value: '' } });
      submit();
      await settle();
      expect(fetch.to('/shop-api/p/refund/apply')).toHaveLength(1);
      expect(fetch.to('/shop-api/p/refund/apply')[0]!.body).not.toHaveProperty('note');
    });

    it(`the 7-day no-reason choice only when the API offers it (${lang})`, () => {
      stubFetch();
      const noReason = msg('refund.reason.noReason', lang);
      const reasons = [
        { code: 'quality', label: msg('refund.reason.quality', lang) },
        { code: 'noReason', label: noReason },
      ];
      const { unmount } = renderApp(<ApplyForm options={options({ reasons })} wholeOrder />, { lang });
      const choices = () => Array.from((screen.getByLabelText(L[lang].reason, { exact: false }) as HTMLSelectElement).options).map((o) => o.textContent);
      expect(choices()).toContain(noReason);
      expect(screen.getByText(lang === 'zh' ? '7天无理由退货：签收后7天内、商品支持时可选' : '7-day no-reason return: within 7 days of receipt, when the goods allow it')).toBeTruthy();
      unmount();
      renderApp(<ApplyForm options={options({ reasons, noReasonAllowed: false })} wholeOrder />, { lang });
      expect(choices()).toEqual([lang === 'zh' ? '请选择退款原因' : 'Choose a reason', msg('refund.reason.quality', lang)]);
    });
  }

  it('a new request lists only the lines with pieces left', () => {
    stubFetch();
    const two = options({
      lines: [
        { itemId: 11, prodId: 5, prodName: '保温杯', pic: '/uploads/p/cup.webp', skuName: '黑色', price: 5000, count: 2, refundableCount: 2, refundableAmount: 9000 },
        { itemId: 12, prodId: 6, prodName: '杯套', pic: '/uploads/p/sleeve.webp', skuName: '灰色', price: 1000, count: 1, refundableCount: 0, refundableAmount: 0 },
      ],
    });
    renderApp(<ApplyForm options={two} wholeOrder />);
    expect(screen.getByLabelText('保温杯的退货数量', { exact: false })).toBeTruthy();
    expect(screen.queryByLabelText('杯套的退货数量', { exact: false })).toBeNull();
    expect(screen.getByText('最多可退 ¥90.00')).toBeTruthy();
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`an order not shipped yet: goods not received, a refund only (${lang})`, async () => {
      const fetch = stubFetch({ '/shop-api/p/refund/apply': { status: 200, body: { refundSn: 'R4' } } });
      renderApp(<ApplyForm options={options({ defaultCargoStatus: 0, shipped: false })} wholeOrder />, { lang });
      const T = lang === 'zh' ? { received: '已收到货', ret: '退货退款', only: '仅退款', hint: '订单尚未发货：可申请仅退款' } : { received: 'Received', ret: 'Return and refund', only: 'Refund only', hint: 'The order is not shipped yet: a refund only can be requested' };
      expect((screen.getByRole('radio', { name: T.received }) as HTMLInputElement).disabled).toBe(true);
      expect((screen.getByRole('radio', { name: T.ret }) as HTMLInputElement).disabled).toBe(true);
      expect((screen.getByRole('radio', { name: T.only }) as HTMLInputElement).checked).toBe(true);
      expect(screen.getByText(T.hint)).toBeTruthy();
      fireEvent.change(screen.getByLabelText(L[lang].reason, { exact: false }), { target: { value: 'quality' } });
      submit();
      await settle();
      expect(fetch.to('/shop-api/p/refund/apply')[0]!.body).toMatchObject({ mode: 1, cargoStatus: 0, items: [] });
    });
  }

  it('counts the note against 200', () => {
    stubFetch();
    renderApp(<ApplyForm options={options()} wholeOrder />);
    expect(screen.getByText('0/200')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('退款说明', { exact: false }), { target: { value: '杯盖漏水' } });
    expect(screen.getByText('4/200')).toBeTruthy();
    expect(screen.getByLabelText('退款说明', { exact: false }).getAttribute('maxlength')).toBe('200');
  });
});

describe('refund request form: vouchers', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`uploads at most 5 images with progress and says so (${lang})`, async () => {
      stubFetch();
      const uploads = fakeUploads();
      renderApp(<ApplyForm options={options()} wholeOrder />, { lang });
      fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: Array.from({ length: 6 }, (_, i) => png(i)) } });
      // the first upload is running: its progress shows and submitting waits
      expect(screen.getByText(lang === 'zh' ? '上传中 0%' : 'Uploading 0%')).toBeTruthy();
      expect((document.querySelector('form button[type="submit"]') as HTMLButtonElement).disabled).toBe(true);
      await settle();
      expect(uploads).toHaveLength(5);
      expect(uploads[0]!.lang).toBe(lang);
      expect(screen.getAllByRole('img', { name: lang === 'zh' ? /凭证/ : /Voucher/ })).toHaveLength(5);
      expect(alerts()).toEqual([msg('refund.vouchersTooMany', lang)]);
      expect(document.querySelector('input[type="file"]')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: lang === 'zh' ? '删除凭证 5' : 'Remove voucher 5' }));
      expect(document.querySelector('input[type="file"]')).not.toBeNull();
    });
  }

  it('checks the image rules before uploading: format and 2 MB', async () => {
    stubFetch();
    const uploads = fakeUploads();
    renderApp(<ApplyForm options={options()} wholeOrder />, { lang: 'en' });
    const input = () => document.querySelector('input[type="file"]')!;
    fireEvent.change(input(), { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    await settle();
    expect(alerts()).toEqual([msg('upload.format', 'en')]);
    fireEvent.change(input(), { target: { files: [png(1, 2 * 1024 * 1024 + 1)] } });
    await settle();
    expect(alerts()).toEqual([msg('upload.tooLarge', 'en')]);
    expect(uploads).toHaveLength(0);
  });

  it('shows the upload\'s refusal', async () => {
    stubFetch();
    fakeUploads(() => ({ status: 400, body: { code: 'UPLOAD_FORMAT', message: '只支持 jpg/png/gif/webp 图片' } }));
    renderApp(<ApplyForm options={options()} wholeOrder />);
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [png(1)] } });
    await settle();
    expect(alerts()).toEqual(['只支持 jpg/png/gif/webp 图片']);
    expect(screen.queryAllByRole('img', { name: /凭证/ })).toHaveLength(0);
  });
});

describe('refund request form: sending', () => {
  const fill = (lang: Lang = 'zh') => {
    fireEvent.change(screen.getByLabelText(L[lang].reason, { exact: false }), { target: { value: 'quality' } });
  };

  it('sends the request once, in fen, with the vouchers, and opens its detail', async () => {
    let answer: (v: unknown) => void = () => {};
    const fetch = stubFetch({ '/shop-api/p/refund/apply': () => new Promise((r) => (answer = r as never)) });
    fakeUploads();
    const { location } = renderApp(<ApplyForm options={options()} wholeOrder={false} />);
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [png(0)] } });
    await settle();
    fill();
    fireEvent.change(screen.getByLabelText('退款金额', { exact: false }), { target: { value: '80.5' } });
    fireEvent.change(screen.getByLabelText('退款说明', { exact: false }), { target: { value: '  杯盖漏水 ' } });
    submit();
    submit();
    await settle();
    expect(fetch.to('/shop-api/p/refund/apply')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '提交中…' })).toBeTruthy();
    answer({ status: 200, body: { refundSn: 'R1' } });
    await settle();
    expect(fetch.to('/shop-api/p/refund/apply')[0]!.body).toEqual({
      orderNumber: 'O2026112400001', items: [{ itemId: 11, count: 2 }], mode: 2, cargoStatus: 1, reason: 'quality', amount: 8050,
      note: '杯盖漏水', vouchers: ['/uploads/user/7/v0.webp'], mobile: '13800138000',
    });
    expect(location()).toBe('/return-detail?refundSn=R1');
  });

  it('asks for the whole order with no items when every piece goes back', async () => {
    const fetch = stubFetch({ '/shop-api/p/refund/apply': { status: 200, body: { refundSn: 'R2' } } });
    renderApp(<ApplyForm options={options()} wholeOrder />);
    fill();
    submit();
    await settle();
    expect((fetch.to('/shop-api/p/refund/apply')[0]!.body as { items: unknown[] }).items).toEqual([]);
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`shows the API's 400 message under the form (${lang})`, async () => {
      const text = msg('refund.alreadyOpen', lang);
      stubFetch({ '/shop-api/p/refund/apply': { status: 400, body: { code: 'REFUND_ALREADYOPEN', message: text } } });
      renderApp(<ApplyForm options={options()} wholeOrder />, { lang });
      fill(lang);
      submit();
      await settle();
      expect(alerts()).toEqual([text]);
      expect((document.querySelector('form button[type="submit"]') as HTMLButtonElement).disabled).toBe(false);
    });
  }

  it('edits a refused request with PUT, the lines fixed', async () => {
    const fetch = stubFetch({ '/shop-api/p/refund/R9': { status: 200, body: { ok: true } } });
    const refused = detail({ refundSn: 'R9', status: 60, refuseReason: '已超过无理由期限', amount: 4500, note: '', vouchers: [], lines: [line({ count: 1 })] });
    const { location } = renderApp(<ApplyForm options={options()} edit={refused} wholeOrder={false} />);
    expect(screen.getByText('商家拒绝理由：已超过无理由期限')).toBeTruthy();
    expect((screen.getByLabelText('保温杯的退货数量', { exact: false }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('退款金额', { exact: false }) as HTMLInputElement).value).toBe('45.00');
    fireEvent.change(screen.getByLabelText('退款原因', { exact: false }), { target: { value: 'noReason' } });
    submit();
    await settle();
    const put = fetch.to('/shop-api/p/refund/R9');
    expect(put).toHaveLength(1);
    expect(put[0]!.method).toBe('PUT');
    expect(put[0]!.body).toEqual({ mode: 2, cargoStatus: 1, reason: 'noReason', amount: 4500, vouchers: [], mobile: '13800138000' });
    expect(location()).toBe('/return-detail?refundSn=R9');
  });

  it('the edit says how many resubmissions are left; when the options count its own pieces as taken the API checks the amount', async () => {
    const fetch = stubFetch({ '/shop-api/p/refund/R9': { status: 200, body: { ok: true } } });
    const refused = detail({ refundSn: 'R9', status: 60, refuseReason: '商品已使用', amount: 9000, resubmitsLeft: 1, lines: [line()] });
    const taken = options({ maxAmount: 0, lines: [{ ...options().lines[0]!, refundableCount: 0, refundableAmount: 0 }] });
    renderApp(<ApplyForm options={taken} edit={refused} wholeOrder={false} />, { lang: 'en' });
    expect(screen.getByText('Resubmissions left: 1')).toBeTruthy();
    expect(screen.queryByText(/At most/)).toBeNull();
    fireEvent.change(screen.getByLabelText(L.en.reason, { exact: false }), { target: { value: 'quality' } });
    submit();
    await settle();
    expect(fetch.to('/shop-api/p/refund/R9')[0]!.body).toMatchObject({ amount: 9000, reason: 'quality' });
  });
});
