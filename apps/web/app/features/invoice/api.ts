// Browser calls of the invoice pages (issue 17).
import type { InvoiceTitleBody, InvoiceTitleView, InvoiceView } from '@mall/shared';
import { clientApi } from '../../lib/api';

export const addTitle = (body: InvoiceTitleBody, lang: string) => clientApi<InvoiceTitleView>('/p/invoice/titles', { method: 'POST', body, lang });
export const updateTitle = (id: number, body: InvoiceTitleBody, lang: string) => clientApi<InvoiceTitleView>(`/p/invoice/titles/${id}`, { method: 'PUT', body, lang });
export const removeTitle = (id: number, lang: string) => clientApi<{ ok: true }>(`/p/invoice/titles/${id}`, { method: 'DELETE', lang });
export const requestInvoice = (orderNumber: string, titleId: number, lang: string) =>
  clientApi<InvoiceView>('/p/invoice/requests', { method: 'POST', body: { orderNumber, titleId }, lang });
