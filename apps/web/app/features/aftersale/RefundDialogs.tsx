// The dialogs of a refund request's actions: the return shipment (carrier from the existing LOGISTICS_COMPANIES,
// waybill number required; again = change it) and asking the platform to step in (a note of 1-200 characters).
// The shared rules answer before calling; the API's 400 message shows in the dialog afterwards.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGISTICS_COMPANIES, REFUND_LIMITS } from '@mall/shared';
import { apiErrorMessage } from '../../lib/api-error';
import { FormRow } from '../order/ui/FormRow';
import { Modal } from '../order/ui/Modal';
import { escalateRefund, shipBackRefund } from './api';
import { escalateNoteRule, waybillRule } from './rules';

interface DialogProps {
  refundSn: string;
  onClose(): void;
  onDone(): void;
  /** the request changed meanwhile ('Order status has changed'): reload it */
  onStale(): void;
}

function useSubmit(onDone: () => void, onStale: () => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  async function run(call: () => ReturnType<typeof shipBackRefund>) {
    if (busy) return;
    setBusy(true);
    setFormError(null);
    const res = await call();
    setBusy(false);
    const message = apiErrorMessage(res, t);
    if (message === null) return onDone();
    setFormError(message);
    if (res.status === 400) onStale();
  }
  return { busy, formError, run };
}

function Footer({ formId, busy, okLabel, onClose }: { formId: string; busy: boolean; okLabel: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="btn" onClick={onClose}>
        {t('orders.ui.cancel')}
      </button>
      <button type="submit" form={formId} className="btn btn--primary" disabled={busy}>
        {okLabel}
      </button>
    </>
  );
}

export function ShipBackDialog({
  refundSn,
  current,
  onClose,
  onDone,
  onStale,
}: DialogProps & { current: { companyCode: string; waybillNo: string } | null }) {
  const { t, i18n } = useTranslation();
  const [companyCode, setCompanyCode] = useState(current?.companyCode ?? LOGISTICS_COMPANIES[0].code);
  const [waybillNo, setWaybillNo] = useState(current?.waybillNo ?? '');
  const [error, setError] = useState<string | null>(null);
  const { busy, formError, run } = useSubmit(onDone, onStale);
  const en = i18n.language === 'en';

  function submit(e: FormEvent) {
    e.preventDefault();
    const key = waybillRule(companyCode, waybillNo);
    setError(key ? t(key) : null);
    if (key) return;
    void run(() => shipBackRefund(refundSn, { companyCode, waybillNo: waybillNo.trim() }, i18n.language));
  }

  return (
    <Modal
      title={t('aftersale.action.shipTitle')}
      onClose={onClose}
      footer={<Footer formId="as-ship-form" busy={busy} okLabel={t('aftersale.action.shipOk')} onClose={onClose} />}
    >
      <form id="as-ship-form" className="as-dialog" onSubmit={submit} noValidate>
        <FormRow label={t('aftersale.action.company')} required>
          {(c) => (
            <select {...c} value={companyCode} onChange={(e) => setCompanyCode(e.target.value)}>
              {LOGISTICS_COMPANIES.map((co) => (
                <option key={co.code} value={co.code}>
                  {en ? co.nameEn : co.nameZh}
                </option>
              ))}
            </select>
          )}
        </FormRow>
        <FormRow label={t('aftersale.action.waybill')} required error={error}>
          {(c) => (
            <input
              {...c}
              type="text"
              value={waybillNo}
              maxLength={40}
              autoComplete="off"
              placeholder={t('aftersale.action.waybillPlaceholder')}
              onChange={(e) => {
                setWaybillNo(e.target.value);
                setError(null);
              }}
            />
          )}
        </FormRow>
        {formError && (
          <p className="as-error" role="alert">
            {formError}
          </p>
        )}
      </form>
    </Modal>
  );
}

export function EscalateDialog({ refundSn, onClose, onDone, onStale }: DialogProps) {
  const { t, i18n } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, formError, run } = useSubmit(onDone, onStale);

  function submit(e: FormEvent) {
    e.preventDefault();
    const key = escalateNoteRule(note);
    setError(key ? t(key) : null);
    if (key) return;
    void run(() => escalateRefund(refundSn, { note: note.trim() }, i18n.language));
  }

  return (
    <Modal
      title={t('aftersale.action.escalateTitle')}
      onClose={onClose}
      footer={<Footer formId="as-escalate-form" busy={busy} okLabel={t('aftersale.action.escalateOk')} onClose={onClose} />}
    >
      <form id="as-escalate-form" className="as-dialog" onSubmit={submit} noValidate>
        <FormRow label={t('aftersale.action.escalateNote')} required error={error} hint={`${[...note].length}/${REFUND_LIMITS.noteMax}`}>
          {(c) => (
            <textarea
              {...c}
              rows={4}
              value={note}
              maxLength={REFUND_LIMITS.noteMax}
              placeholder={t('aftersale.action.escalatePlaceholder')}
              onChange={(e) => {
                setNote(e.target.value);
                setError(null);
              }}
            />
          )}
        </FormRow>
        {formError && (
          <p className="as-error" role="alert">
            {formError}
          </p>
        )}
      </form>
    </Modal>
  );
}
