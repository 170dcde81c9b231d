// An invoice request's state as a coloured label (applying, invoiced, refused, voided).
import { useTranslation } from 'react-i18next';
import type { InvoiceStatusName } from '@mall/shared';
import './invoice-status.css';

export function InvoiceStatus({ status }: { status: InvoiceStatusName }) {
  const { t } = useTranslation();
  return <span className={`inv-status inv-status--${status}`}>{t(`invoice.status.${status}`)}</span>;
}
