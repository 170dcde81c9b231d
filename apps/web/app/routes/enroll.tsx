// /enroll (default layout): the merchant settle-in landing — benefits, requirements, fees and steps, then the link
// to the shop application (/shopApply, which asks for a login and shows an application already made).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BadgePercent, Headset, ShieldCheck, Users } from 'lucide-react';
import type { Route } from './+types/enroll';
import { pageMeta, shellOf } from '../lib/meta';
import { fixedT } from '../i18n';
import '../features/site-pages/site-pages.css';

const BENEFITS = [
  { key: 'traffic', Icon: Users },
  { key: 'tools', Icon: BadgePercent },
  { key: 'service', Icon: Headset },
  { key: 'settle', Icon: ShieldCheck },
] as const;
const REQUIREMENTS = ['account', 'store', 'contact', 'licence', 'id'] as const;
const FEES = ['open', 'annual', 'promo'] as const;
const STEPS = ['login', 'apply', 'review', 'open'] as const;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, fixedT(shellOf(matches)?.lang ?? 'zh')('sitePages.enroll.title'), undefined, undefined, (t, site) => t('sitePages.enroll.desc', { site }));

export default function Enroll() {
  const { t } = useTranslation();
  const k = (s: string) => t(`sitePages.enroll.${s}`);
  return (
    <div className="container enroll">
      <section className="enroll__hero">
        <h1>{k('title')}</h1>
        <p>{k('lead')}</p>
        <Link to="/shopApply" className="btn btn--primary btn--lg">
          {k('apply')}
        </Link>
      </section>
      <section className="enroll__block" aria-labelledby="enroll-benefits">
        <h2 id="enroll-benefits">{k('benefitsTitle')}</h2>
        <ul className="enroll__benefits">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key}>
              <Icon size={28} aria-hidden="true" />
              <h3>{k(`benefits.${key}.title`)}</h3>
              <p>{k(`benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="enroll__two">
        <section className="enroll__block" aria-labelledby="enroll-req">
          <h2 id="enroll-req">{k('requirementsTitle')}</h2>
          <ul className="enroll__list">
            {REQUIREMENTS.map((r) => (
              <li key={r}>{k(`requirements.${r}`)}</li>
            ))}
          </ul>
        </section>
        <section className="enroll__block" aria-labelledby="enroll-fees">
          <h2 id="enroll-fees">{k('feesTitle')}</h2>
          <ul className="enroll__list">
            {FEES.map((f) => (
              <li key={f}>{k(`fees.${f}`)}</li>
            ))}
          </ul>
        </section>
      </div>
      <section className="enroll__block" aria-labelledby="enroll-steps">
        <h2 id="enroll-steps">{k('stepsTitle')}</h2>
        <ol className="enroll__steps">
          {STEPS.map((s, i) => (
            <li key={s}>
              <span className="enroll__num" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{k(`steps.${s}.title`)}</h3>
              <p>{k(`steps.${s}.text`)}</p>
            </li>
          ))}
        </ol>
        <p className="enroll__cta">
          <Link to="/shopApply" className="btn btn--primary btn--lg">
            {k('apply')}
          </Link>
        </p>
      </section>
    </div>
  );
}
