// What the buyer may do with a refund request in its state (the detail's `actions`, decided by the API): withdraw
// (asks first), enter or change the return shipment, edit and resubmit a refused request, ask the platform to step
// in. A refusal of the API shows its message; 'Order status has changed' reloads the request as it is now.
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RefundDetail } from '@mall/shared';
import { useToast } from '../../components/Toast';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { ConfirmDialog } from '../order/ui/Modal';
import { withdrawRefund } from './api';
import { EscalateDialog, ShipBackDialog } from './RefundDialogs';

const INFO_MS = 1800;
type Dialog = 'withdraw' | 'ship' | 'escalate';

export function editRefundHref(refund: Pick<RefundDetail, 'refundSn' | 'orderNumber'>): string {
  const q = new URLSearchParams({ orderNumber: refund.orderNumber, refundSn: refund.refundSn });
  return `/user-center/apply-return?${q}`;
}

export function RefundActions({ refund }: { refund: RefundDetail }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const failed = useApiErrorToast();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  const has = (a: RefundDetail['actions'][number]) => refund.actions.includes(a);

  async function done(key: string) {
    setOpen(null);
    toast.show(t(key), INFO_MS, 'info');
    await revalidator.revalidate();
  }

  async function withdraw() {
    if (busy) return;
    setBusy(true);
    const res = await withdrawRefund(refund.refundSn, i18n.language);
    setBusy(false);
    if (failed(res)) {
      setOpen(null);
      if (res.status === 400) void revalidator.revalidate();
      return;
    }
    await done('aftersale.action.withdrawn');
  }

  if (refund.actions.length === 0) return null;
  return (
    <div className="order-actions as-actions">
      {(has('shipBack') || has('modifyLogistics')) && (
        <button type="button" className={`btn${has('shipBack') ? ' btn--primary' : ''}`} onClick={() => setOpen('ship')}>
          {t(has('shipBack') ? 'aftersale.action.shipBack' : 'aftersale.action.modifyLogistics')}
        </button>
      )}
      {has('edit') && (
        <Link to={editRefundHref(refund)} className="btn btn--primary">
          {t('aftersale.action.edit')}
        </Link>
      )}
      {has('escalate') && (
        <button type="button" className="btn" onClick={() => setOpen('escalate')}>
          {t('aftersale.action.escalate')}
        </button>
      )}
      {has('withdraw') && (
        <button type="button" className="btn" onClick={() => setOpen('withdraw')} disabled={busy}>
          {t('aftersale.action.withdraw')}
        </button>
      )}
      {open === 'withdraw' && (
        <ConfirmDialog
          title={t('aftersale.action.withdrawTitle')}
          text={t('aftersale.action.withdrawAsk', { refundSn: refund.refundSn })}
          confirmLabel={t('aftersale.action.withdrawOk')}
          busy={busy}
          onConfirm={() => void withdraw()}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'ship' && (
        <ShipBackDialog
          refundSn={refund.refundSn}
          current={refund.logistics}
          onClose={() => setOpen(null)}
          onDone={() => void done('aftersale.action.shipped')}
          onStale={() => void revalidator.revalidate()}
        />
      )}
      {open === 'escalate' && (
        <EscalateDialog
          refundSn={refund.refundSn}
          onClose={() => setOpen(null)}
          onDone={() => void done('aftersale.action.escalated')}
          onStale={() => void revalidator.revalidate()}
        />
      )}
    </div>
  );
}
