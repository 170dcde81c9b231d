// /user-center/apply-return: the refund / return request of some lines of an order (or the whole order), or the
// edit of a refused request (PUT). Every SPEC §5 refund rule answers under its field from the shared catalogue
// before anything is sent; the API's 400 message shows under the form afterwards. One submit at a time, none while
// a voucher uploads.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Store } from 'lucide-react';
import {
  CARGO_STATUS,
  REFUND_LIMITS,
  REFUND_MODE,
  fenToYuan,
  formatPrice,
  yuanToFen,
  type RefundDetail,
  type RefundOptions,
} from '@mall/shared';
import { useToast } from '../../components/Toast';
import { apiErrorMessage } from '../../lib/api-error';
import { LineImage } from '../order/ui/LineThumb';
import { FormRow } from '../order/ui/FormRow';
import { applyRefund, resubmitRefund } from './api';
import { maxAmountFor } from './amount';
import { amountRule, countRule, mobileRule, noteRule, reasonRule, vouchersRule } from './rules';
import { returnDetailHref } from './status';
import { VoucherUploader } from './VoucherUploader';
import '../order/order.css';
import './aftersale.css';

const TOAST_MS = 1800;
type Field = 'reason' | 'amount' | 'count' | 'note' | 'vouchers' | 'mobile';
type Errors = Partial<Record<Field, string>> & { form?: string };

function Choices<T extends number>({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: T;
  options: { value: T; label: string; disabled?: boolean; hint?: string }[];
  onChange(v: T): void;
}) {
  const id = useId();
  return (
    <div className="fld">
      <span id={id} className="fld__label">
        <span className="fld__req" aria-hidden="true">
          *
        </span>
        {label}
      </span>
      <div className="fld__body">
        <div className="as-choices" role="radiogroup" aria-labelledby={id}>
          {options.map((o) => (
            <label key={o.value} className={`co-chip${value === o.value ? ' is-chosen' : ''}${o.disabled ? ' is-disabled' : ''}`} title={o.hint}>
              <input type="radio" name={name} className="sr-only" checked={value === o.value} disabled={o.disabled} onChange={() => onChange(o.value)} />
              {o.label}
            </label>
          ))}
        </div>
        <p className="fld__hint">{options.find((o) => o.value === value)?.hint}</p>
      </div>
    </div>
  );
}

/** `options.shipped` false: the order is not shipped yet, so its goods cannot be 'received' (nor sent back). */
export function ApplyForm({ options, edit, wholeOrder }: { options: RefundOptions; edit?: RefundDetail; wholeOrder: boolean }) {
  const { t, i18n } = useTranslation();
  const { shipped } = options;
  const navigate = useNavigate();
  const toast = useToast();
  const noteId = useId();
  // a new request lists the lines with pieces left; the edit of a refused request keeps its own lines
  const lines = edit ? options.lines.filter((l) => edit.lines.some((e) => e.itemId === l.itemId)) : options.lines.filter((l) => l.refundableCount > 0);
  const [counts, setCounts] = useState<Record<number, number>>(() =>
    Object.fromEntries(lines.map((l) => [l.itemId, edit?.lines.find((e) => e.itemId === l.itemId)?.count ?? l.refundableCount])),
  );
  // while a refused request is edited, the options may still count its own pieces as taken: then the most it may ask
  // for is not known here and the API checks the amount alone
  const maxKnown = !edit || lines.every((l) => l.refundableCount >= (counts[l.itemId] ?? 0));
  const max = maxKnown ? maxAmountFor({ lines, maxAmount: options.maxAmount }, counts) : Number.MAX_SAFE_INTEGER;
  const startCargo = shipped ? (edit?.cargoStatus ?? options.defaultCargoStatus) : CARGO_STATUS.notReceived;
  const [cargo, setCargo] = useState<number>(startCargo);
  const [mode, setMode] = useState<number>(startCargo === CARGO_STATUS.received ? (edit?.mode ?? REFUND_MODE.returnAndRefund) : REFUND_MODE.refundOnly);
  const [reason, setReason] = useState(edit?.reason ?? '');
  const [amount, setAmount] = useState(fenToYuan(edit?.amount ?? max));
  const [amountTouched, setAmountTouched] = useState(!!edit);
  const [note, setNote] = useState(edit?.note ?? '');
  const [vouchers, setVouchers] = useState<string[]>(edit?.vouchers ?? []);
  const [mobile, setMobile] = useState(edit?.mobile ?? options.mobile ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const lang = i18n.language;
  const reasons = options.noReasonAllowed ? options.reasons : options.reasons.filter((r) => r.code !== 'noReason');
  const clear = (f: Field) => setErrors((e) => ({ ...e, [f]: undefined, form: undefined }));

  function changeCount(itemId: number, value: string) {
    const n = Number(value);
    const next = { ...counts, [itemId]: Number.isFinite(n) ? Math.trunc(n) : 0 };
    setCounts(next);
    clear('count');
    // the amount follows the max until the buyer types one
    if (!amountTouched) setAmount(fenToYuan(maxAmountFor({ lines, maxAmount: options.maxAmount }, next)));
  }

  function changeCargo(v: number) {
    setCargo(v);
    if (v === CARGO_STATUS.notReceived) setMode(REFUND_MODE.refundOnly);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || uploading) return;
    const countKey = edit ? null : lines.map((l) => countRule(counts[l.itemId] ?? 0, l.refundableCount)).find(Boolean) ?? null;
    const keys: Partial<Record<Field, string | null>> = {
      reason: reasonRule(reason),
      count: countKey,
      amount: amountRule(amount, max),
      note: noteRule(note),
      vouchers: vouchersRule(vouchers),
      mobile: mobileRule(mobile),
    };
    const next: Errors = Object.fromEntries(Object.entries(keys).map(([f, k]) => [f, k ? t(k) : undefined]));
    setErrors(next);
    if (Object.values(keys).some(Boolean)) return;
    const fields = {
      mode,
      cargoStatus: cargo,
      reason,
      amount: yuanToFen(amount)!,
      ...(note.trim() ? { note: note.trim() } : {}),
      vouchers,
      mobile: mobile.trim(),
    };
    setBusy(true);
    const res = edit
      ? await resubmitRefund(edit.refundSn, fields, lang)
      : await applyRefund(
          {
            orderNumber: options.orderNumber,
            items: wholeOrder && lines.every((l) => counts[l.itemId] === l.refundableCount) ? [] : lines.map((l) => ({ itemId: l.itemId, count: counts[l.itemId]! })),
            ...fields,
          },
          lang,
        );
    const message = apiErrorMessage(res, t);
    if (message !== null) {
      setBusy(false);
      setErrors({ form: message });
      return;
    }
    const refundSn = edit ? edit.refundSn : (res.data as { refundSn: string }).refundSn;
    toast.show(t(edit ? 'aftersale.apply.resent' : 'aftersale.apply.sent'), TOAST_MS, 'info');
    await navigate(returnDetailHref(refundSn));
  }

  const row = (label: string, field: Field, control: (c: Parameters<Parameters<typeof FormRow>[0]['children']>[0]) => ReactNode, hint?: ReactNode, required = true) => (
    <FormRow label={label} required={required} error={errors[field]} hint={hint}>
      {control}
    </FormRow>
  );

  return (
    <form className="as-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t(edit ? 'aftersale.apply.editTitle' : 'aftersale.apply.title')}>
      <section className="od-card" aria-labelledby="as-form-lines">
        <h2 id="as-form-lines" className="od-card__title od-card__title--shop">
          <Store size={15} aria-hidden="true" />
          <Link to={`/shopIndex?sid=${options.shopId}`}>{options.shopName}</Link>
        </h2>
        <ul className="as-lines">
          {lines.map((l) => (
            <li key={l.itemId} className="as-form__line">
              <LineImage pic={l.pic} />
              <div className="co-line__info">
                <Link to={`/detail/${l.prodId}`} className="co-line__name">
                  {l.prodName}
                </Link>
                <p className="co-line__sku">{l.skuName}</p>
                <p className="as-hint">
                  {formatPrice(l.price)} × {l.count} · {t('aftersale.apply.refundable', { count: l.refundableCount, amount: formatPrice(l.refundableAmount) })}
                </p>
              </div>
              <label className="as-form__count">
                <span className="sr-only">{t('aftersale.apply.countOf', { name: l.prodName })}</span>
                <span aria-hidden="true">{t('aftersale.apply.count')}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={l.refundableCount}
                  step={1}
                  value={counts[l.itemId] ?? ''}
                  disabled={!!edit || busy}
                  aria-invalid={errors.count ? true : undefined}
                  onChange={(e) => changeCount(l.itemId, e.target.value)}
                />
              </label>
            </li>
          ))}
        </ul>
        {errors.count && (
          <p className="fld__error" role="alert">
            {errors.count}
          </p>
        )}
      </section>

      <section className="od-card as-form__fields">
        {edit?.refuseReason && (
          <p className="as-refused">
            {t('aftersale.apply.refusedBy', { reason: edit.refuseReason })}
            <span className="as-refused__left">{t('aftersale.apply.resubmitsLeft', { count: edit.resubmitsLeft })}</span>
          </p>
        )}
        <Choices
          label={t('aftersale.apply.cargo')}
          name="as-cargo"
          value={cargo}
          onChange={changeCargo}
          options={[
            { value: CARGO_STATUS.notReceived, label: t('aftersale.cargo.notReceived'), hint: shipped ? undefined : t('aftersale.apply.notShipped') },
            { value: CARGO_STATUS.received, label: t('aftersale.cargo.received'), disabled: !shipped },
          ]}
        />
        <Choices
          label={t('aftersale.apply.mode')}
          name="as-mode"
          value={mode}
          onChange={setMode}
          options={[
            {
              value: REFUND_MODE.refundOnly,
              label: t('aftersale.mode.refundOnly'),
              hint: cargo === CARGO_STATUS.received ? t('aftersale.modeHint.refundOnly') : t('aftersale.apply.cargoLocked'),
            },
            {
              value: REFUND_MODE.returnAndRefund,
              label: t('aftersale.mode.returnAndRefund'),
              disabled: cargo !== CARGO_STATUS.received,
              hint: t('aftersale.modeHint.returnAndRefund'),
            },
          ]}
        />
        {row(t('aftersale.apply.reason'), 'reason', (c) => (
          <select {...c} value={reason} onChange={(e) => { setReason(e.target.value); clear('reason'); }}>
            <option value="">{t('aftersale.apply.reasonPick')}</option>
            {reasons.map((r) => (
              <option key={r.code} value={r.code}>
                {r.label}
              </option>
            ))}
          </select>
        ), options.noReasonAllowed ? t('aftersale.apply.noReasonHint') : undefined)}
        {row(t('aftersale.apply.amount'), 'amount', (c) => (
          <span className="as-amount">
            <span aria-hidden="true">¥</span>
            <input
              {...c}
              type="text"
              inputMode="decimal"
              value={amount}
              autoComplete="off"
              onChange={(e) => { setAmount(e.target.value); setAmountTouched(true); clear('amount'); }}
            />
          </span>
        ), maxKnown ? t(options.freightIncluded && max === options.maxAmount ? 'aftersale.apply.amountMaxFreight' : 'aftersale.apply.amountMax', { max: formatPrice(max) }) : undefined)}
        {row(t('aftersale.apply.note'), 'note', (c) => (
          <textarea
            {...c}
            aria-describedby={[c['aria-describedby'], noteId].filter(Boolean).join(' ')}
            rows={4}
            value={note}
            maxLength={REFUND_LIMITS.noteMax}
            placeholder={t('aftersale.apply.notePlaceholder')}
            onChange={(e) => { setNote(e.target.value); clear('note'); }}
          />
        ), <span id={noteId} className="as-count" aria-live="polite">{[...note].length}/{REFUND_LIMITS.noteMax}</span>, false)}
        <div className="fld">
          <span className="fld__label">{t('aftersale.apply.vouchers')}</span>
          <div className="fld__body">
            <VoucherUploader
              value={vouchers}
              onChange={(v) => { setVouchers(v); clear('vouchers'); }}
              max={REFUND_LIMITS.vouchers}
              tooManyKey="refund.vouchersTooMany"
              onBusy={setUploading}
            />
            {errors.vouchers && <p className="fld__error" role="alert">{errors.vouchers}</p>}
          </div>
        </div>
        {row(t('aftersale.apply.mobile'), 'mobile', (c) => (
          <input
            {...c}
            type="tel"
            inputMode="numeric"
            maxLength={11}
            autoComplete="tel"
            value={mobile}
            placeholder={t('aftersale.apply.mobilePlaceholder')}
            onChange={(e) => { setMobile(e.target.value); clear('mobile'); }}
          />
        ))}
        <div className="as-form__foot">
          <button type="submit" className="btn btn--primary" disabled={busy || uploading} aria-disabled={busy || uploading}>
            {busy ? t('aftersale.apply.submitting') : t(edit ? 'aftersale.apply.resubmit' : 'aftersale.apply.submit')}
          </button>
          {errors.form && (
            <p className="as-error" role="alert">
              {errors.form}
            </p>
          )}
        </div>
      </section>
    </form>
  );
}
