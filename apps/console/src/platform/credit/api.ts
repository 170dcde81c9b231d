// The platform's statement-invoice calls (/shop-api/p/admin/credit/invoices..., issue 17, decision 034).
import type { AdminStatementInvoiceView, InvoiceIssueBody, Paged } from '@mall/shared';
import { api, uploadFile } from '../../app/api';
import { downloadFile } from '../../seller/invoices/api';

type Ok = { ok: true };
const BASE = '/p/admin/credit/invoices';
export type StatementInvoiceState = AdminStatementInvoiceView['status'];

export const statementInvoicesApi = {
  list: (status: StatementInvoiceState | null, current: number, size: number) => api<Paged<AdminStatementInvoiceView>>(BASE, { query: { status, current, size } }),
  upload: (file: File, onProgress: (p: number) => void) => uploadFile<{ file: string; fileType: string }>(`${BASE}/file`, file, onProgress),
  issue: (id: number, body: InvoiceIssueBody) => api<Ok>(`${BASE}/${id}/issue`, { method: 'POST', body }),
  refuse: (id: number, reason: string) => api<Ok>(`${BASE}/${id}/refuse`, { method: 'POST', body: { reason } }),
  download: (id: number, name: string) => downloadFile(`${BASE}/${id}/file`, name),
};
