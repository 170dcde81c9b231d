// The free shop opening form (SPEC §5 store rules, shared with the API through shopApplyErrors) and the state of
// the caller's application: under review, not passed (with the remarks; edit and resubmit), passed (shop link).
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shopApplyErrors, SHOP_AUDIT_STATUS, type MessageKey, type ShopApplication, type ShopApplyFields } from '@mall/shared';
import { clientApi } from '../../lib/api';
import { FormRow } from '../order/ui/FormRow';
import { RegionSelect } from '../address/RegionSelect';
import { useShowApiError, useSubmitGuard } from '../account/form';
import { ImageUpload } from './ImageUpload';
import './store-apply.css';

type F = keyof ShopApplyFields;
const EMPTY: ShopApplyFields = { shopName: '', intro: '', provinceCode: '', cityCode: '', areaCode: '', address: '', tel: '', logo: '', businessLicense: '', idCardFront: '', idCardBack: '' };
const FIELD_OF: Partial<Record<MessageKey, F>> = {
  'store.nameRequired': 'shopName', 'store.nameTooLong': 'shopName', 'store.nameInvalid': 'shopName', 'store.nameTaken': 'shopName',
  'store.introLength': 'intro', 'store.regionRequired': 'provinceCode', 'store.addressTooShort': 'address', 'store.addressTooLong': 'address',
  'store.telRequired': 'tel', 'store.telInvalid': 'tel',
};
const IMAGES: [F, string][] = [['logo', 'logo'], ['businessLicense', 'license'], ['idCardFront', 'idFront'], ['idCardBack', 'idBack']];

export function ShopApplyStatus({ app }: { app: ShopApplication }) {
  const { t } = useTranslation();
  if (app.auditStatus === SHOP_AUDIT_STATUS.underReview) return <p className="sa-status sa-status--warn" role="status">{t('storeApply.underReview')}</p>;
  if (app.auditStatus === SHOP_AUDIT_STATUS.notPassed) return (
    <div className="sa-status sa-status--warn" role="alert">
      <p>{t('storeApply.notPassed')}</p>
      <p className="sa-remarks">{t('storeApply.remarks')}: <span data-testid="audit-remarks">{app.remarks}</span></p>
    </div>
  );
  return (
    <div className="sa-status sa-status--ok" role="status">
      <p>{app.shopStatus === 1 ? t('storeApply.passed') : t('storeApply.passedNotOpen')}</p>
      {app.shopId !== null && app.shopStatus === 1 && <Link className="btn btn--primary btn--sm" to={`/shopIndex?sid=${app.shopId}`}>{t('storeApply.visit')}</Link>}
    </div>
  );
}

export function ShopApplyForm({ app }: { app: ShopApplication | null }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [v, setV] = useState<ShopApplyFields>(app ? { ...EMPTY, ...pickFields(app) } : EMPTY);
  const [errors, setErrorsState] = useState<Partial<Record<F, string>>>({});
  const setError = (f: F, m: string | null) => setErrorsState((cur) => { const n = { ...cur }; if (m) n[f] = m; else delete n[f]; return n; });
  const showApiError = useShowApiError<F>(setError, FIELD_OF);
  const { pending, run } = useSubmitGuard();
  const editable = !app || app.auditStatus === SHOP_AUDIT_STATUS.notPassed;
  const set = (f: F) => (value: string) => { setV((cur) => ({ ...cur, [f]: value })); setError(f, null); };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await run(async () => {
      const found = shopApplyErrors(v);
      const msgs: Partial<Record<F, string>> = {};
      for (const [f, key] of Object.entries(found) as [F, MessageKey][]) msgs[f] = t(key);
      setErrorsState(msgs);
      if (Object.keys(msgs).length > 0) return;
      const res = await clientApi<ShopApplication>('/p/shop/apply', { method: 'POST', body: v, lang: i18n.language });
      if (showApiError(res)) return;
      await revalidator.revalidate();
    });
  }

  const text = (f: F, label: string, props: { multiline?: boolean; placeholder?: string; maxLength?: number } = {}) => (
    <FormRow label={label} required error={errors[f]}>
      {(control) => props.multiline
        ? <textarea {...control} name={f} value={v[f]} rows={4} maxLength={props.maxLength} placeholder={props.placeholder} disabled={!editable} onChange={(e) => set(f)(e.target.value)} />
        : <input {...control} name={f} value={v[f]} maxLength={props.maxLength} placeholder={props.placeholder} disabled={!editable} onChange={(e) => set(f)(e.target.value)} />}
    </FormRow>
  );

  return (
    <section className="sa-card" aria-labelledby="sa-title">
      <h1 id="sa-title" className="sa-title">{t('storeApply.title')}</h1>
      <p className="sa-lead">{t('storeApply.lead')}</p>
      {app && <ShopApplyStatus app={app} />}
      {editable && (
        <form className="sa-form" noValidate onSubmit={submit}>
          {text('shopName', t('storeApply.shopName'), { placeholder: t('storeApply.shopNameHint'), maxLength: 40 })}
          {text('intro', t('storeApply.intro'), { multiline: true, placeholder: t('storeApply.introHint'), maxLength: 400 })}
          <FormRow label={t('storeApply.region')} required error={errors.provinceCode}>
            {(control) => (
              <RegionSelect control={control} value={{ provinceCode: v.provinceCode, cityCode: v.cityCode, areaCode: v.areaCode }}
                onChange={(r) => { setV((cur) => ({ ...cur, ...r })); setError('provinceCode', null); }}
                onNeedUpper={() => setError('provinceCode', t('store.regionRequired'))} />
            )}
          </FormRow>
          {text('address', t('storeApply.address'), { maxLength: 200 })}
          {text('tel', t('storeApply.tel'), { placeholder: t('storeApply.telHint'), maxLength: 20 })}
          <div className="sa-images">
            {IMAGES.map(([f, k]) => (
              <ImageUpload key={f} name={f} label={t(`storeApply.${k}`)} value={v[f]} error={errors[f]} onValue={set(f)} onError={(m) => setError(f, m)} />
            ))}
          </div>
          <p className="sa-hint">{t('storeApply.imageHint')}</p>
          <button type="submit" className="btn btn--primary" aria-disabled={pending || undefined}>
            {app ? t('storeApply.resubmit') : t('storeApply.submit')}
          </button>
        </form>
      )}
    </section>
  );
}

function pickFields(a: ShopApplication): ShopApplyFields {
  const { shopName, intro, provinceCode, cityCode, areaCode, address, tel, logo, businessLicense, idCardFront, idCardBack } = a;
  return { shopName, intro, provinceCode, cityCode, areaCode, address, tel, logo, businessLicense, idCardFront, idCardBack };
}
