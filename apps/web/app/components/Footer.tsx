// Footer (SPEC §2): four promises, help columns with their children, friend links, copyright and filings.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Boxes, Headset, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { TERMS } from '@mall/shared';
import { helpColumns, useShell } from '../lib/shell';

const PROMISES: { key: 'range' | 'service' | 'delivery' | 'genuine'; Icon: LucideIcon }[] = [
  { key: 'range', Icon: Boxes },
  { key: 'service', Icon: Headset },
  { key: 'delivery', Icon: Truck },
  { key: 'genuine', Icon: ShieldCheck },
];

export function Footer({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { config, helpCategories, friendLinks, serviceSwitch } = useShell();
  const columns = helpColumns(helpCategories).slice(0, 5);
  return (
    <footer className="footer">
      {!compact && (
        <>
          <section className="footer__promises" aria-label={t('footer.promises')}>
            <ul className="container">
              {PROMISES.map(({ key, Icon }) => (
                <li key={key}>
                  <span className="footer__promise-icon">
                    <Icon size={26} strokeWidth={1.6} aria-hidden="true" />
                  </span>
                  <span>
                    <strong>{t(`footer.${key}`)}</strong>
                    <small>{t(`footer.${key}Desc`)}</small>
                  </span>
                </li>
              ))}
            </ul>
          </section>
          {columns.length > 0 && (
            <nav className="footer__help" aria-label={t('footer.help')}>
              <div className="container footer__help-inner">
                {columns.map(({ column, children }) => (
                  <div key={column.id} className="footer__col">
                    <h2>{column.categoryName}</h2>
                    <ul>
                      {children.map((c) => (
                        <li key={c.id}>
                          <Link to={`/help?id=${c.id}`}>{c.categoryName}</Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
                {config?.hotline && (
                  <div className="footer__col footer__contact">
                    <Headset size={28} strokeWidth={1.5} aria-hidden="true" />
                    <p className="footer__hotline">{config.hotline}</p>
                    {config.serviceHours && <p>{t('footer.serviceHours', { hours: config.serviceHours })}</p>}
                  </div>
                )}
              </div>
            </nav>
          )}
        </>
      )}
      <div className="footer__legal">
        <div className="container">
          {!compact && friendLinks.length > 0 && (
            <nav className="footer__links" aria-label={t('footer.friendLinks')}>
              <span>{t('footer.friendLinksLabel')}</span>
              <ul>
                {friendLinks.map((l) => (
                  <li key={l.id}>
                    <a href={l.linkUrl} target="_blank" rel="noopener noreferrer">
                      {l.linkName}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <ul className="footer__terms">
            {serviceSwitch.serviceTermsSwitch && (
              <li>
                <Link to={`/termsPage?sts=${TERMS.service}`}>{t('footer.terms')}</Link>
              </li>
            )}
            {serviceSwitch.privacyPolicySwitch && (
              <li>
                <Link to={`/termsPage?sts=${TERMS.privacy}`}>{t('footer.privacy')}</Link>
              </li>
            )}
          </ul>
          {config?.copyright && <p>{config.copyright}</p>}
          <p className="footer__filings">
            {config?.icpFiling && (
              <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
                {config.icpFiling}
              </a>
            )}
            {config?.policeFiling && (
              <a href="https://beian.mps.gov.cn/" target="_blank" rel="noopener noreferrer">
                <ShieldCheck size={12} aria-hidden="true" />
                {config.policeFiling}
              </a>
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
