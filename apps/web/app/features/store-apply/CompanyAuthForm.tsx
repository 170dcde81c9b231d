// /companyAuth: a buyer's company authentication for B2B purchases (name, unified social credit code checked by
// its GB 32100-2015 check character, licence image); under review / passed / rejected with the remarks.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { companyAuthErrors, COMPANY_AUTH_STATUS, type CompanyAuthFields, type CompanyAuthView, type MessageKey } from '@mall/shared';
import { clientApi } from '../../lib/api';
import { FormRow } from '../order/ui/FormRow';
import { useShowApiError, useSubmitGuard } from '../account/form';
import { ImageUpload } from './ImageUpload';
import './store-apply.css';

type F = keyof CompanyAuthFields;
const FIELD_OF: Partial<Record<MessageKey, F>> = {
  'company.nameRequired': 'companyName', 'company.nameTooLong': 'companyName', 'company.creditCodeRequired': 'creditCode', 'company.creditCodeInvalid': 'creditCode', 'company.licenseRequired': 'license', 'store.imageInvalid': 'license',
};

export function CompanyAuthForm({ auth }: { auth: CompanyAuthView | null }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [v, setV] = useState<CompanyAuthFields>({ companyName: auth?.companyName ?? '', creditCode: auth?.creditCode ?? '', license: auth?.license ?? '' });
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const setError = (f: F, m: string | null) => setErrors((cur) => { const n = { ...cur }; if (m) n[f] = m; else delete n[f]; return n; });
  const showApiError = useShowApiError<F>(setError, FIELD_OF);
  const { pending, run } = useSubmitGuard();
  const editable = !auth || auth.status === COMPANY_AUTH_STATUS.rejected;
  const set = (f: F) => (value: string) => { setV((c) => ({ ...c, [f]: value })); setError(f, null); };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await run(async () => {
      const found = companyAuthErrors(v);
      const next: Partial<Record<F, string>> = {};
      for (const [f, key] of Object.entries(found) as [F, MessageKey][]) next[f] = t(key);
      setErrors(next);
      if (Object.keys(next).length) return;
      const res = await clientApi('/p/companyAuth', { method: 'POST', body: v, lang: i18n.language });
      if (showApiError(res)) return;
      await revalidator.revalidate();
    });
  }
  return (
    <section className="sa-card" aria-labelledby="ca-title">
      <h1 id="ca-title" className="sa-title">{t('storeApply.company.title')}</h1>
      <p className="sa-lead">{t('storeApply.company.lead')}</p>
      {auth?.status === COMPANY_AUTH_STATUS.underReview && <p className="sa-status sa-status--warn" role="status">{t('storeApply.company.review')}</p>}
      {auth?.status === COMPANY_AUTH_STATUS.passed && <p className="sa-status sa-status--ok" role="status">{t('storeApply.company.passed')}</p>}
      {auth?.status === COMPANY_AUTH_STATUS.rejected && (
        <div className="sa-status sa-status--warn" role="alert"><p>{t('storeApply.company.rejected')}</p><p className="sa-remarks">{t('storeApply.remarks')}: {auth.remarks}</p></div>
      )}
      <form className="sa-form" noValidate onSubmit={submit}>
        <FormRow label={t('storeApply.company.name')} required error={errors.companyName}>
          {(c) => <input {...c} name="companyName" maxLength={60} value={v.companyName} disabled={!editable} onChange={(e) => set('companyName')(e.target.value)} />}
        </FormRow>
        <FormRow label={t('storeApply.company.code')} required error={errors.creditCode}>
          {(c) => <input {...c} name="creditCode" maxLength={18} value={v.creditCode} disabled={!editable} onChange={(e) => set('creditCode')(e.target.value.toUpperCase())} />}
        </FormRow>
        {editable && <ImageUpload name="license" label={t('storeApply.license')} value={v.license} error={errors.license} onValue={set('license')} onError={(m) => setError('license', m)} />}
        {editable && <button type="submit" className="btn btn--primary" aria-disabled={pending || undefined}>{auth ? t('storeApply.resubmit') : t('storeApply.submit')}</button>}
      </form>
    </section>
  );
}
