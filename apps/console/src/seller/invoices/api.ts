// The seller centre's invoice calls (/shop-api/p/seller/invoices...); the store token header is added by app/api.ts.
import type { InvoiceIssueBody, InvoiceStatusName, InvoiceView, Paged } from '@mall/shared';
import { API, api, failure, headers, uploadFile } from '../../app/api';

type Ok = { ok: true };
const one = (id: number, action = '') => `/p/seller/invoices/${id}${action ? `/${action}` : ''}`;

export const sellerInvoicesApi = {
  list: (status: InvoiceStatusName | null, current: number, size: number) => api<Paged<InvoiceView>>('/p/seller/invoices', { query: { status, current, size } }),
  counts: () => api<Partial<Record<InvoiceStatusName, number>>>('/p/seller/invoices/counts'),
  upload: (file: File, onProgress: (p: number) => void) => uploadFile<{ file: string; fileType: string }>('/p/seller/invoices/file', file, onProgress),
  issue: (id: number, body: InvoiceIssueBody) => api<Ok>(one(id, 'issue'), { method: 'POST', body }),
  refuse: (id: number, reason: string) => api<Ok>(one(id, 'refuse'), { method: 'POST', body: { reason } }),
  void: (id: number) => api<Ok>(one(id, 'void'), { method: 'POST', body: {} }),
  /** The issued e-invoice as a file the browser saves (the store token goes in a header, so no plain link). */
  download: (id: number, name: string) => downloadFile(one(id, 'file'), name),
};

/** Fetches a file of the API with the console's headers and has the browser save it as `name` (the platform's too). */
export async function downloadFile(path: string, name: string): Promise<void> {
  const res = await fetch(API + path, { headers: headers(false), credentials: 'same-origin' });
  if (!res.ok) throw failure(res.status, await res.json().catch(() => null));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}
