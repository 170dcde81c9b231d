// The terms box of the login and register forms (SPEC §2, §5): links to /termsPage?sts=0 (terms of service) and
// ?sts=1 (privacy policy), each shown when the service switch (/sys/config/info/getSysServiceSwitch) says so.
// With both switches off there is nothing to agree to, and no box.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TERMS, type ServiceSwitch } from '@mall/shared';

export const termsShown = (s: ServiceSwitch | undefined): boolean =>
  !!s && (s.serviceTermsSwitch || s.privacyPolicySwitch);

export function TermsAgree({
  serviceSwitch,
  checked,
  onChange,
  error,
}: {
  serviceSwitch: ServiceSwitch | undefined;
  checked: boolean;
  onChange(checked: boolean): void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (!serviceSwitch || !termsShown(serviceSwitch)) return null;
  const both = serviceSwitch.serviceTermsSwitch && serviceSwitch.privacyPolicySwitch;
  return (
    <div className={`terms${error ? ' terms--error' : ''}`}>
      {error && (
        <p id={`${id}-error`} className="afield__error terms__error">
          {error}
        </p>
      )}
      <div className="terms__row">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{t('acct.terms.agree')}</label>
        {serviceSwitch.serviceTermsSwitch && (
          <a href={`/termsPage?sts=${TERMS.service}`} target="_blank" rel="noopener">
            {t('acct.terms.service')}
          </a>
        )}
        {both && <span>{t('acct.terms.and')}</span>}
        {serviceSwitch.privacyPolicySwitch && (
          <a href={`/termsPage?sts=${TERMS.privacy}`} target="_blank" rel="noopener">
            {t('acct.terms.privacy')}
          </a>
        )}
      </div>
    </div>
  );
}
