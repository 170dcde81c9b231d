// Fixtures of the refund page tests: the options of an order, a request's detail, and a fake XMLHttpRequest for the
// voucher uploads (jsdom has no server to upload to; the fake reports progress and answers like the API).
import { vi } from 'vitest';
import { CARGO_STATUS, REFUND_MODE, REFUND_STATUS, type RefundDetail, type RefundOptions } from '@mall/shared';

export const options = (over: Partial<RefundOptions> = {}): RefundOptions => ({
  orderNumber: 'O2026112400001',
  shopId: 3,
  shopName: '演示旗舰店',
  lines: [
    { itemId: 11, prodId: 5, prodName: '保温杯', pic: '/uploads/p/cup.webp', skuName: '黑色', price: 5000, count: 2, refundableCount: 2, refundableAmount: 9000 },
  ],
  maxAmount: 9000,
  freightIncluded: false,
  reasons: [
    { code: 'quality', label: '质量问题' },
    { code: 'noReason', label: '7天无理由' },
  ],
  noReasonAllowed: true,
  defaultCargoStatus: CARGO_STATUS.received,
  shipped: true,
  mobile: '13800138000',
  ...over,
});

/** A line of a request: the cup of the order above. */
export const line = (over: Partial<RefundDetail['lines'][number]> = {}): RefundDetail['lines'][number] => ({
  itemId: 11,
  prodId: 5,
  prodName: '保温杯',
  pic: '/uploads/p/cup.webp',
  skuName: '黑色',
  count: 2,
  ...over,
});

export const detail = (over: Partial<RefundDetail> = {}): RefundDetail => ({
  refundSn: 'R2026112400001',
  orderNumber: 'O2026112400001',
  shopId: 3,
  shopName: '演示旗舰店',
  mode: REFUND_MODE.returnAndRefund,
  status: REFUND_STATUS.applied,
  refunding: false,
  amount: 9000,
  applyTime: '2026-11-24T02:00:00Z',
  whole: false,
  lines: [line()],
  reason: 'quality',
  reasonLabel: '质量问题',
  note: '杯盖漏水',
  vouchers: ['/uploads/user/7/v1.webp'],
  mobile: '13800138000',
  cargoStatus: CARGO_STATUS.received,
  refuseReason: null,
  returnAddress: null,
  logistics: null,
  timeline: [{ status: REFUND_STATUS.applied, at: '2026-11-24T02:00:00Z', actor: 'buyer', note: null }],
  deadline: '2026-11-26T02:00:00Z',
  resubmitsLeft: 3,
  actions: ['withdraw'],
  payRefundNo: null,
  refundedAt: null,
  ...over,
});

export interface Upload {
  file: File;
  lang: string | null;
}

/** Replaces XMLHttpRequest: every send() records the upload, reports 50% then answers `answer(n)`. */
export function fakeUploads(answer: (n: number) => { status: number; body: unknown } = (n) => ({ status: 200, body: { url: `/uploads/user/7/v${n}.webp` } })) {
  const uploads: Upload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open() {}
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v;
    }
    send(form: FormData) {
      const n = uploads.length;
      uploads.push({ file: form.get('file') as File, lang: this.headers['Accept-Language'] ?? null });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const a = answer(n);
        this.status = a.status;
        this.responseText = JSON.stringify(a.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}
