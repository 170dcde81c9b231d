// Change (or first set) the login password (/user-center/uc-password, SPEC §5, §9): current password when one is
// set, new password 6-20 half-width characters of two kinds, confirmation. The server then ends every session:
// the page says to log in again and goes to /login after about 3 seconds.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmRule, passwordRule, type UserInfo } from '@mall/shared';
import { clientApi } from '../../../lib/api';
import { browser } from '../../../lib/browser';
import { sessionCall } from '../../../lib/session';
import { useRedirectCountdown } from '../countdown';
import { DonePanel, REDIRECT_SECONDS } from '../DonePanel';
import { Field } from '../Field';
import { FIELD_KEYS, fieldMap, useAccountForm, validate } from '../form';

type PasswordField = 'old' | 'passWord' | 'confirm';
const FIELD_OF = fieldMap<PasswordField>({
  old: ['account.oldPasswordRequired', 'account.oldPasswordWrong'],
  passWord: FIELD_KEYS.passWord,
  confirm: FIELD_KEYS.confirm,
});

export function PasswordForm({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [old, setOld] = useState('');
  const [passWord, setPassWord] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, showApiError, pending, run, formRef, edit, passes, onSubmit } = useAccountForm<PasswordField>(FIELD_OF);
  const hasOld = user.isSetPassword;

  const toLogin = () => {
    // the token is revoked already: drop the cookie, then log in again
    void sessionCall({ intent: 'clear' }, lang).finally(() => browser.assign('/login?redirect=%2Fuser-center'));
  };
  const done = useRedirectCountdown(toLogin);

  const submit = () =>
    run(async () => {
      const found = validate<PasswordField>(t, [
        ['old', hasOld && old === '' ? 'account.oldPasswordRequired' : null],
        ['passWord', passwordRule(passWord)],
        ['confirm', confirmRule(passWord, confirm)],
      ]);
      if (!passes(found)) return false;
      const result = await clientApi('/p/user/updatePassword', {
        method: 'PUT',
        body: { ...(hasOld ? { oldPassWord: old } : {}), passWord, confirmPassWord: confirm },
        lang,
      });
      if (showApiError(result)) return false;
      done.start(REDIRECT_SECONDS);
      return true;
    });

  const title = hasOld ? t('acct.password.title') : t('acct.password.titleSet');
  return (
    <section className="uc-card" aria-labelledby="uc-password-title">
      <h1 id="uc-password-title" className="uc-card__title">
        {title}
      </h1>
      {done.active ? (
        <DonePanel
          title={t('acct.password.doneTitle')}
          message={t('acct.password.done', { seconds: done.left })}
          href="/login"
          onGo={toLogin}
        />
      ) : (
        <form ref={formRef} className="uc-form" noValidate onSubmit={onSubmit(submit)}>
          {hasOld && (
            <Field
              className="uc-form__row"
              label={t('acct.password.old')}
              type="password"
              autoComplete="current-password"
              value={old}
              onValue={edit('old', setOld)}
              error={errors.old}
            />
          )}
          <Field
            className="uc-form__row"
            label={t('acct.password.new')}
            type="password"
            autoComplete="new-password"
            value={passWord}
            onValue={edit('passWord', setPassWord)}
            error={errors.passWord}
            hint={t('acct.register.passwordHint')}
          />
          <Field
            className="uc-form__row"
            label={t('acct.register.confirm')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onValue={edit('confirm', setConfirm)}
            error={errors.confirm}
          />
          <p className="uc-form__note">{t('acct.password.note')}</p>
          <div className="uc-form__actions">
            <button type="submit" className="btn btn--primary" aria-disabled={pending || undefined}>
              {pending ? t('acct.common.submitting') : t('acct.common.confirm')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
