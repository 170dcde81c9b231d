// uc-shopaccount: the store account and the store password (6-12) the seller centre asks for; without a shop,
// the state of the application and the way to the shop opening form.
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmRule, storePasswordRule, type MessageKey, type ShopAccount, type ShopApplication } from '@mall/shared';
import { clientApi } from '../../lib/api';
import { useToast } from '../../components/Toast';
import { FormRow } from '../order/ui/FormRow';
import { useShowApiError, useSubmitGuard } from '../account/form';
import { ShopApplyStatus } from './ShopApplyForm';
import './store-apply.css';

type F = 'oldPassword' | 'password' | 'confirmPassword';
const FIELD_OF: Partial<Record<MessageKey, F>> = {
  'account.passwordRequired': 'password', 'account.storePasswordRule': 'password', 'account.passwordMismatch': 'confirmPassword', 'store.oldPasswordWrong': 'oldPassword',
};

export function StoreAccount({ account, app }: { account: ShopAccount | null; app: ShopApplication | null }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [v, setV] = useState<Record<F, string>>({ oldPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const setError = (f: F, m: string | null) => setErrors((cur) => { const n = { ...cur }; if (m) n[f] = m; else delete n[f]; return n; });
  const showApiError = useShowApiError<F>(setError, FIELD_OF);
  const { pending, run } = useSubmitGuard();

  if (!account) return (
    <section className="uc-card sa-account" aria-labelledby="sa-acc">
      <h1 id="sa-acc" className="uc-card__title">{t('storeApply.account')}</h1>
      {app ? <ShopApplyStatus app={app} /> : <p>{t('storeApply.noShop')}</p>}
      <Link className="btn btn--primary btn--sm" to="/shopApply">{app ? t('storeApply.viewApply') : t('storeApply.apply')}</Link>
    </section>
  );

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await run(async () => {
      const next: Partial<Record<F, string>> = {};
      if (account!.hasStorePassword && !v.oldPassword) next.oldPassword = t('account.passwordRequired');
      const pw = storePasswordRule(v.password);
      if (pw) next.password = t(pw);
      const cf = confirmRule(v.password, v.confirmPassword);
      if (!pw && cf) next.confirmPassword = t(cf);
      setErrors(next);
      if (Object.keys(next).length) return;
      const res = await clientApi('/p/shop/account/password', { method: 'PUT', body: account!.hasStorePassword ? v : { password: v.password, confirmPassword: v.confirmPassword }, lang: i18n.language });
      if (showApiError(res)) return;
      setV({ oldPassword: '', password: '', confirmPassword: '' });
      toast.show(t('storeApply.passwordSaved'), 2000, 'info');
      await revalidator.revalidate();
    });
  }
  const input = (f: F, label: string) => (
    <FormRow label={label} required error={errors[f]}>
      {(control) => <input {...control} name={f} type="password" autoComplete="new-password" maxLength={20} value={v[f]} onChange={(e) => { setV((c) => ({ ...c, [f]: e.target.value })); setError(f, null); }} />}
    </FormRow>
  );
  return (
    <section className="uc-card sa-account" aria-labelledby="sa-acc">
      <h1 id="sa-acc" className="uc-card__title">{t('storeApply.account')}</h1>
      <dl>
        <dt>{t('storeApply.shopName')}</dt><dd>{account.shopName}</dd>
        <dt>{t('storeApply.username')}</dt><dd>{account.username}</dd>
        <dt>{t('storeApply.storePassword')}</dt><dd>{account.hasStorePassword ? t('storeApply.pwSet') : t('storeApply.pwNotSet')}</dd>
        <dt>{t('storeApply.shopHome')}</dt><dd>{account.shopStatus === 1 ? <Link to={`/shopIndex?sid=${account.shopId}`}>{t('storeApply.visit')}</Link> : t('acct.center.shopOffline')}</dd>
      </dl>
      <h2 className="uc-card__title">{account.hasStorePassword ? t('storeApply.changePassword') : t('storeApply.setPassword')}</h2>
      <form className="sa-form" noValidate onSubmit={submit}>
        {account.hasStorePassword && input('oldPassword', t('storeApply.oldPassword'))}
        {input('password', t('storeApply.newPassword'))}
        {input('confirmPassword', t('storeApply.confirmPassword'))}
        <p className="sa-hint">{t('account.storePasswordRule')}</p>
        <button type="submit" className="btn btn--primary" aria-disabled={pending || undefined}>{t('storeApply.save')}</button>
      </form>
    </section>
  );
}
