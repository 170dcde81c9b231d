// What the seller centre's invoice requests (InvoicesPage) and the platform's statement invoices (platform/credit)
// share: the columns after the first (made out to, amount, state, actions: issue, refuse, download) and the issue and
// refuse dialogs' state. Each page keeps its own first column (the order, or the statement and company), its calls
// and its extra actions (the shop's red-letter).
import { Button, Space, Tag, Typography, message, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { INVOICE_TYPE, fenToYuan, type InvoiceStatusName } from '@mall/shared';
import type { useI18n } from '../../app/i18n';
import { IssueModal, RefuseModal, type InvoiceCalls, type Issuable } from './InvoiceDialogs';

/** The fields of a request both tables show. */
export interface InvoiceRow {
  id: number;
  title: string;
  invoiceType: number;
  kind: number;
  taxNumber: string;
  amount: number;
  invoiceNo: string | null;
  issuedAmount: number | null;
  status: InvoiceStatusName;
  refuseReason: string | null;
  fileUrl: string | null;
  fileType: string | null;
}

const COLOR: Record<InvoiceStatusName, string> = { applying: 'orange', invoiced: 'green', refused: 'red', voided: 'default' };
const small = { fontSize: 12 };

type Translate = ReturnType<typeof useI18n>['t'];

/** Made out to, amount, state and actions of a request table. */
export function invoiceColumns<R extends InvoiceRow>(t: Translate, o: {
  onIssue(r: R): void;
  onRefuse(r: R): void;
  download(id: number, name: string): Promise<void>;
  /** more lines under the title (the VAT special invoice's bank details) */
  madeOutMore?: (r: R) => ReactNode;
  /** more buttons after download */
  moreActions?: (r: R) => ReactNode;
}): TableColumnsType<R> {
  return [
    {
      title: t('invoices.madeOut'), key: 'title', render: (_, r) => (
        <Space orientation="vertical" size={0} style={{ maxWidth: 320 }}>
          <Typography.Text strong>{r.title}</Typography.Text>
          <Typography.Text type="secondary" style={small}>{`${t(`invoices.type.${r.invoiceType}`)} · ${t(`invoices.kind.${r.kind}`)}`}</Typography.Text>
          {r.invoiceType === INVOICE_TYPE.unit && <Typography.Text copyable style={small}>{r.taxNumber}</Typography.Text>}
          {o.madeOutMore?.(r)}
        </Space>
      ),
    },
    {
      title: t('invoices.amount'), key: 'amount', render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{`¥${fenToYuan(r.amount)}`}</span>
          {r.invoiceNo && <Typography.Text type="secondary" style={small}>{`${t('invoices.number')} ${r.invoiceNo} · ¥${fenToYuan(r.issuedAmount ?? 0)}`}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('invoices.state'), key: 'status', render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <Tag color={COLOR[r.status]}>{t(`invoices.status.${r.status}`)}</Tag>
          {r.refuseReason && <Typography.Text type="secondary" style={small}>{r.refuseReason}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('app.actions'), key: 'a', fixed: 'right', render: (_, r) => (
        <Space wrap>
          {r.status === 'applying' && <Button type="primary" size="small" onClick={() => o.onIssue(r)}>{t('invoices.issue')}</Button>}
          {r.status === 'applying' && <Button size="small" onClick={() => o.onRefuse(r)}>{t('invoices.refuse')}</Button>}
          {r.fileUrl && <Button size="small" onClick={() => void o.download(r.id, `invoice-${r.invoiceNo ?? r.id}.${r.fileType ?? 'pdf'}`).catch((e: Error) => message.error(e.message))}>{t('invoices.download')}</Button>}
          {o.moreActions?.(r)}
        </Space>
      ),
    },
  ];
}

/**
 * The issue and refuse dialogs of a table: `issue(r)` / `refuse(r)` open one, `dialogs` renders it; when it is done
 * the page's `onDone(messageKey)` says so and reloads. `issuable` names what the dialog is about; `titles` replace
 * the dialogs' own (which name an order).
 */
export function useInvoiceDialogs<R>(o: {
  issuable(r: R): Issuable;
  onDone(messageKey: string): void;
  calls?: InvoiceCalls;
  titles?: { issue(r: R): string; refuse(r: R): string };
}) {
  const [issuing, setIssuing] = useState<R | null>(null);
  const [refusing, setRefusing] = useState<R | null>(null);
  const dialogs = (
    <>
      {issuing && (
        <IssueModal invoice={o.issuable(issuing)} calls={o.calls} title={o.titles?.issue(issuing)}
          onClose={() => setIssuing(null)} onDone={() => { setIssuing(null); o.onDone('invoices.issued'); }} />
      )}
      {refusing && (
        <RefuseModal invoice={o.issuable(refusing)} calls={o.calls} title={o.titles?.refuse(refusing)}
          onClose={() => setRefusing(null)} onDone={() => { setRefusing(null); o.onDone('invoices.refusedDone'); }} />
      )}
    </>
  );
  return { issue: setIssuing, refuse: setRefusing, dialogs };
}
