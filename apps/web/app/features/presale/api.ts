// Pre-sale calls and addresses of the storefront (decision 035).
import type { SubmitAnswer, SubmitBody } from '@mall/shared';
import { clientApi } from '../../lib/api';

export const presaleCheckoutHref = (prodId: number, count: number) => `/presale/confirm-order?prodId=${prodId}&count=${count}`;
export const balanceCheckoutHref = (presaleOrderId: number) => `/presale/confirm-order?presaleOrderId=${presaleOrderId}`;
export const submitPresale = (body: SubmitBody, lang: string) => clientApi<SubmitAnswer>('/p/presale/submit', { method: 'POST', body, lang });
/** Marks the caller's pre-sale messages read (the page "My pre-sales" was opened; the menu badge goes). */
export const readPresaleNotices = (lang: string) => clientApi<{ ok: true }>('/p/presale/notices/read', { method: 'POST', lang });
