// The refund request's page: the timeline and the actions of each state — withdraw (asks first), enter / change the
// return shipment (carrier select, waybill required: zh/en), edit & resubmit, ask the platform (note required),
// none once refunded — and the API's refusal shown in the dialog.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { messages, REFUND_STATUS as S, type Lang, type MessageKey } from '@mall/shared';
import { renderApp } from '../../test/render';
import { stubFetch } from '../account/test-utils';
import { RefundDetailPage } from './RefundDetailPage';
import { RefundList } from './RefundList';
import { UcMenu } from '../account/user-center/UcMenu';
import { detail } from './test-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const msg = (key: string, lang: Lang) => messages[key as MessageKey][lang];
const settle = () =>
  act(async () => {
    for (let i = 0; i < 12; i++) await new Promise((r) => setTimeout(r, 0));
  });
const buttons = () => Array.from(document.querySelectorAll('.as-actions .btn')).map((b) => b.textContent);

describe('refund detail: actions by state', () => {
  it('applied: the steps, the history, the seller\'s deadline; withdraw asks first and posts', async () => {
    const fetch = stubFetch({ '/shop-api/p/refund/R2026112400001/withdraw': { status: 200, body: { ok: true } } });
    renderApp(<RefundDetailPage refund={detail()} />);
    expect(screen.getByRole('heading', { level: 1, name: '待商家处理' })).toBeTruthy();
    expect(screen.getByText('商家需在 2026-11-26 10:00:00 前处理，逾期将自动同意')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '处理进度' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('买家提交售后申请')).toBeTruthy();
    expect(buttons()).toEqual(['撤销申请']);
    fireEvent.click(screen.getByRole('button', { name: '撤销申请' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('确定撤销售后申请 R2026112400001 吗？');
    expect(fetch.calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '撤销申请' }));
    await settle();
    expect(fetch.to('/shop-api/p/refund/R2026112400001/withdraw')).toHaveLength(1);
    expect(screen.getByText('申请已撤销')).toBeTruthy();
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`accepted return: the return address; the waybill is required, then the shipment is sent (${lang})`, async () => {
      const fetch = stubFetch({ '/shop-api/p/refund/R2026112400001/ship-back': { status: 200, body: { ok: true } } });
      const accepted = detail({
        status: S.accepted,
        actions: ['shipBack', 'withdraw'],
        returnAddress: { receiver: '演示旗舰店', mobile: '13900139000', address: '上海市浦东新区博云路2号' },
        timeline: [
          { status: S.applied, at: '2026-11-24T02:00:00Z', actor: 'buyer', note: null },
          { status: S.accepted, at: '2026-11-24T03:00:00Z', actor: 'seller', note: null },
        ],
      });
      renderApp(<RefundDetailPage refund={accepted} />, { lang });
      expect(screen.getByText('上海市浦东新区博云路2号')).toBeTruthy();
      const T = lang === 'zh' ? { ship: '填写退货物流', waybill: '运单号', carrier: '物流公司', ok: '提交', done: '退货物流已提交' } : { ship: 'Enter return shipment', waybill: 'Waybill no.', carrier: 'Carrier', ok: 'Submit', done: 'Return shipment saved' };
      fireEvent.click(screen.getByRole('button', { name: T.ship }));
      const dialog = screen.getByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: T.ok }));
      expect(within(dialog).getByRole('alert').textContent).toBe(msg('refund.waybillRequired', lang));
      fireEvent.change(within(dialog).getByLabelText(T.carrier, { exact: false }), { target: { value: 'ZTO' } });
      fireEvent.change(within(dialog).getByLabelText(T.waybill, { exact: false }), { target: { value: ' ZT123456789 ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: T.ok }));
      await settle();
      expect(fetch.to('/shop-api/p/refund/R2026112400001/ship-back')[0]!.body).toEqual({ companyCode: 'ZTO', waybillNo: 'ZT123456789' });
      expect(screen.getByText(T.done)).toBeTruthy();
    });
  }

  it('shipped back: the shipment shows and can be changed; the API\'s refusal stays in the dialog', async () => {
    stubFetch({ '/shop-api/p/refund/R2026112400001/ship-back': { status: 400, body: { code: 'ORDER_STATUSCHANGED', message: '订单状态已改变' } } });
    renderApp(<RefundDetailPage refund={detail({ status: S.buyerShipped, actions: ['modifyLogistics', 'withdraw'], logistics: { companyCode: 'SF', companyName: '顺丰速运', waybillNo: 'SF1' } })} />);
    expect(screen.getByText('SF1')).toBeTruthy();
    expect(buttons()).toEqual(['修改物流信息', '撤销申请']);
    fireEvent.click(screen.getByRole('button', { name: '修改物流信息' }));
    const dialog = screen.getByRole('dialog');
    expect((within(dialog).getByLabelText('运单号', { exact: false }) as HTMLInputElement).value).toBe('SF1');
    fireEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await settle();
    expect(within(dialog).getByRole('alert').textContent).toBe('订单状态已改变');
  });

  it('refused: the reason, edit & resubmit, and asking the platform (a note is required)', async () => {
    const fetch = stubFetch({ '/shop-api/p/refund/R2026112400001/escalate': { status: 200, body: { ok: true } } });
    renderApp(<RefundDetailPage refund={detail({ status: S.refused, refuseReason: '商品已使用', actions: ['edit', 'escalate', 'withdraw'] })} />, { lang: 'en' });
    expect(screen.getByText('The seller refused: 商品已使用')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit request' }).getAttribute('href')).toBe('/user-center/apply-return?orderNumber=O2026112400001&refundSn=R2026112400001');
    fireEvent.click(screen.getByRole('button', { name: 'Ask the platform' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert').textContent).not.toBe('');
    expect(fetch.calls).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('What happened', { exact: false }), { target: { value: 'The cup leaks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await settle();
    expect(fetch.to('/shop-api/p/refund/R2026112400001/escalate')[0]!.body).toEqual({ note: 'The cup leaks' });
  });

  it('the steps show where a request stopped, and a resubmitted one from its new application', () => {
    stubFetch();
    const names = () => within(screen.getByRole('list', { name: '处理进度' })).getAllByRole('listitem').map((li) => `${li.querySelector('.od-steps__name')!.textContent}${li.getAttribute('aria-current') ? '*' : ''}`);
    const refused = detail({
      status: S.refused,
      refuseReason: '商品已使用',
      actions: ['edit', 'withdraw'],
      timeline: [
        { status: S.applied, at: '2026-11-24T02:00:00Z', actor: 'buyer', note: null },
        { status: S.refused, at: '2026-11-24T03:00:00Z', actor: 'seller', note: '商品已使用' },
      ],
    });
    const { unmount } = renderApp(<RefundDetailPage refund={refused} />);
    expect(names()).toEqual(['提交申请', '商家已拒绝*', '买家退货', '商家收货', '退款成功']);
    unmount();
    const again = detail({
      status: S.applied,
      timeline: [...refused.timeline, { status: S.applied, at: '2026-11-24T04:00:00Z', actor: 'buyer', note: null }],
    });
    renderApp(<RefundDetailPage refund={again} />);
    expect(names()).toEqual(['提交申请*', '商家同意', '买家退货', '商家收货', '退款成功']);
    // the history tells the resubmission from the first application
    const events = Array.from(document.querySelectorAll('.as-events li')).map((li) => li.querySelector('span')!.textContent);
    expect(events).toEqual(['买家买家修改后重新提交了申请', '商家商家拒绝了申请商品已使用', '买家买家提交售后申请']);
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`the history says what the platform and the system did (${lang})`, () => {
      stubFetch();
      const r = detail({
        status: S.accepted,
        actions: ['shipBack'],
        timeline: [
          { status: S.applied, at: '2026-11-24T02:00:00Z', actor: 'buyer', note: null },
          { status: S.accepted, at: '2026-11-26T02:00:00Z', actor: 'system', note: null },
          { status: S.accepted, at: '2026-11-27T02:00:00Z', actor: 'platform', note: '凭证清楚' },
        ],
      });
      renderApp(<RefundDetailPage refund={r} />, { lang });
      const T = lang === 'zh'
        ? ['平台介入：支持买家，视为商家同意', '商家逾期未处理，系统自动同意', '买家提交售后申请']
        : ['The platform decided for the buyer: counts as accepted', 'The seller did not answer in time: accepted automatically', 'The buyer asked for a refund'];
      const events = Array.from(document.querySelectorAll('.as-events li')).map((li) => li.textContent);
      T.forEach((text, i) => expect(events[i]).toContain(text));
      expect(events[0]).toContain('凭证清楚');
    });
  }

  it('refused: how many resubmissions are left (zh)', () => {
    stubFetch();
    renderApp(<RefundDetailPage refund={detail({ status: S.refused, refuseReason: '商品已使用', resubmitsLeft: 2, actions: ['edit', 'escalate', 'withdraw'] })} />);
    expect(screen.getByText('商家拒绝理由：商品已使用')).toBeTruthy();
    expect(screen.getByText('还可重新提交 2 次')).toBeTruthy();
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`the money on its way shows as refunding, in the list too (${lang})`, () => {
      stubFetch();
      const r = detail({ status: S.sellerReceived, refunding: true, actions: [], whole: true });
      const T = lang === 'zh' ? { state: '退款中', hint: '退款处理中，款项将退回原支付方式', whole: '退货退款 · 整单' } : { state: 'Refunding', hint: 'The refund is on its way to your original payment method', whole: 'Return and refund · Whole order' };
      const { unmount } = renderApp(<RefundDetailPage refund={r} />, { lang });
      expect(screen.getByRole('heading', { level: 1, name: T.state })).toBeTruthy();
      expect(screen.getByText(T.hint)).toBeTruthy();
      expect(screen.getByText(T.whole)).toBeTruthy();
      unmount();
      renderApp(<RefundList status={0} page={{ records: [r], total: 1, current: 1, size: 10, pages: 1 }} />, { lang });
      expect(screen.getByText(T.state)).toBeTruthy();
    });
  }

  it('refunded: no actions, the refund time', () => {
    stubFetch();
    renderApp(<RefundDetailPage refund={detail({ status: S.refunded, actions: [], refundedAt: '2026-11-25T02:00:00Z', deadline: null, payRefundNo: 'RF20261125001' })} />);
    expect(document.querySelector('.as-actions')).toBeNull();
    expect(screen.getByText('RF20261125001')).toBeTruthy();
    expect(screen.getByText('2026-11-25 10:00:00')).toBeTruthy();
    expect(screen.getByText('退款已退回原支付方式')).toBeTruthy();
  });
});

describe('my refunds', () => {
  it('lists each request with its state and a link to it; the empty tab points to my orders', () => {
    const r = detail();
    const { unmount } = renderApp(<RefundList status={0} page={{ records: [r], total: 1, current: 1, size: 10, pages: 1 }} />, { lang: 'en' });
    const item = screen.getByRole('listitem', { name: 'Refund R2026112400001' });
    expect(within(item).getByText('Waiting for the seller')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/return-detail?refundSn=R2026112400001');
    expect(within(item).getByText('¥90.00')).toBeTruthy();
    unmount();
    renderApp(<RefundList status={S.refunded} page={{ records: [], total: 0, current: 1, size: 10, pages: 0 }} />);
    expect(screen.getByText('暂无售后记录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '退款成功' }).getAttribute('aria-current')).toBe('page');
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`unread notices above the list link to their requests and can all be marked read (${lang})`, async () => {
      const fetch = stubFetch({ '/shop-api/p/refund/notices/read': { status: 200, body: { ok: true } } });
      const notices = {
        unread: 1,
        records: [
          { id: 3, refundSn: 'R2', status: S.accepted, read: false, at: '2026-11-24T03:00:00Z' },
          { id: 2, refundSn: 'R2', status: S.applied, read: false, at: '2026-11-24T02:30:00Z' },
          { id: 1, refundSn: 'R1', status: S.refunded, read: true, at: '2026-11-23T03:00:00Z' },
        ],
      };
      renderApp(<RefundList status={0} page={{ records: [], total: 0, current: 1, size: 10, pages: 0 }} notices={notices} />, { lang });
      const T = lang === 'zh' ? { title: '售后新进展（1）', item: '售后单 R2：商家已同意', read: '全部标为已读' } : { title: 'New after-sales progress (1)', item: 'Refund R2: Accepted by the seller', read: 'Mark all read' };
      const box = screen.getByRole('region', { name: T.title });
      expect(within(box).getAllByRole('link').map((a) => `${a.textContent} ${a.getAttribute('href')}`)).toEqual([`${T.item} /return-detail?refundSn=R2`]);
      fireEvent.click(within(box).getByRole('button', { name: T.read }));
      await settle();
      expect(fetch.to('/shop-api/p/refund/notices/read')[0]!.method).toBe('POST');
    });
  }

  it('no notices box while none is unread; the menu shows the unread count on 退款/售后', () => {
    stubFetch();
    renderApp(
      <>
        <UcMenu badges={{ '/user-center/uc-return': 3 }} />
        <RefundList status={0} page={{ records: [], total: 0, current: 1, size: 10, pages: 0 }} notices={{ unread: 0, records: [] }} />
      </>,
      { url: '/user-center/uc-return' },
    );
    expect(screen.queryByRole('region', { name: /售后新进展/ })).toBeNull();
    const item = screen.getByRole('link', { name: /退款\/售后/ });
    expect(item.getAttribute('aria-current')).toBe('page');
    expect(item.textContent).toBe('退款/售后33 条未读');
  });
});
