import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@mall/shared';
import { langHref } from '../lib/lang';

/** zh / en switch: the same address with `lang` set (SPEC §2), loaded as a new document. */
export function LangSwitch({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ul role="list" className="lang-switch" aria-label={t('topbar.language')}>
      {LANGS.map((l) => (
        <li key={l}>
          <Link
            to={langHref(location, l)}
            lang={l === 'zh' ? 'zh-CN' : 'en'}
            hrefLang={l === 'zh' ? 'zh-CN' : 'en'}
            aria-current={l === lang ? 'true' : undefined}
            className={l === lang ? 'is-active' : undefined}
            // a new document: the page loads only its own language's texts (i18n/index.ts)
            reloadDocument
          >
            {t(`topbar.${l}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
