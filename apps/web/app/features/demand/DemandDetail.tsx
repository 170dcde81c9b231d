// /demand/demand-detail and /demand/service-detail (?id=): one post — what is wanted or offered, budget, deadline,
// region, description and pictures; the contact for approved companies (and the poster); a way to quote for shops
// and approved providers; the poster's own view with its state and the quotes received.
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DemandAbility, DemandDetail as Detail, DemandOwnView } from '@mall/shared';
import { useApiErrorToast } from '../../components/use-api-error-toast';
import { loginHref } from '../../lib/session';
import { ConfirmDialog } from '../order/ui/Modal';
import { closePost } from './api';
import { budgetText, dateText, DEMAND_HREF } from './format';
import { StatusBadge } from './PostCards';
import { Quotes } from './Quotes';
import './demand.css';

export interface DetailData {
  post: Detail;
  own: DemandOwnView | null;
  ability: DemandAbility | null;
  contact: { contactName: string; contactPhone: string } | null;
}

export function DemandDetail({ post, own, ability, contact }: DetailData) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const toastError = useApiErrorToast();
  const [closing, setClosing] = useState(false);
  const isService = post.kind === 'service';
  const here = DEMAND_HREF.detail(post.kind, post.id);
  async function close() {
    const res = await closePost(post.id, i18n.language);
    setClosing(false);
    if (!toastError(res)) await revalidator.revalidate();
  }
  const rows: [string, string][] = [
    [t('demand.field.category'), post.categoryName],
    ...(post.product ? [[t(isService ? 'demand.field.serviceName' : 'demand.field.product'), post.product] as [string, string]] : []),
    ...(post.spec ? [[t('demand.field.spec'), post.spec] as [string, string]] : []),
    ...(post.quantity > 0 ? [[t('demand.field.quantity'), `${post.quantity} ${post.unit}`] as [string, string]] : []),
    [t(isService ? 'demand.field.price' : 'demand.field.budget'), budgetText(t, post.budgetMin, post.budgetMax)],
    [t('demand.field.deadline'), dateText(post.deadline, i18n.language)],
    [t(isService ? 'demand.field.serviceRegion' : 'demand.field.region'), post.regionName],
    [t('demand.card.poster'), post.poster],
  ];
  return (
    <div className="container dm-page">
      <nav className="dm-kinds" aria-label={t('demand.meta.hall')}>
        <Link to="/demand/demand-hall">{t('demand.meta.hall')}</Link>
        <Link to={DEMAND_HREF.list(post.kind)}>{t(isService ? 'demand.list.serviceTitle' : 'demand.list.demandTitle')}</Link>
      </nav>
      <article className="dm-detail">
        <header className="dm-detail__head">
          <span className="dm-kind">{t(`demand.kind.${post.kind}`)}</span>
          <h1>{post.title}</h1>
          <StatusBadge status={post.status} />
        </header>
        {own && (
          <div className="dm-own" role="status">
            <span>{t('demand.detail.ownNote')}</span>
            {own.status === 'refused' && <span className="dm-own__warn">{t('demand.detail.refused', { reason: own.refuseReason ?? '' })}</span>}
            {own.status === 'pending' && <span>{t('demand.detail.pendingNote')}</span>}
            {(own.status === 'pending' || own.status === 'refused') && <Link to={`${DEMAND_HREF.ucPost(post.kind)}?id=${post.id}`} className="mlink">{t('demand.detail.edit')}</Link>}
            {(own.status === 'pending' || own.status === 'refused' || own.status === 'published') && (
              <button type="button" className="btn btn--sm" onClick={() => setClosing(true)}>{t('demand.detail.close')}</button>
            )}
          </div>
        )}
        <dl className="dm-facts">
          {rows.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}
        </dl>
        <section className="dm-contact" aria-labelledby="dm-contact-title">
          <h2 id="dm-contact-title">{t('demand.detail.contact')}</h2>
          {contact ? (
            <p><strong>{contact.contactName}</strong> <a href={`tel:${contact.contactPhone}`}>{contact.contactPhone}</a></p>
          ) : ability ? (
            <p>{t('demand.detail.contactCompany')} <Link to="/companyAuth" className="mlink">{t('demand.detail.companyAuth')}</Link></p>
          ) : (
            <p>{t('demand.detail.contactLogin')} <Link to={loginHref(here)} className="mlink">{t('demand.detail.login')}</Link></p>
          )}
        </section>
        {!own && post.status === 'published' && (
          <p className="dm-detail__actions">
            {ability?.quoted ? <Link to={DEMAND_HREF.reply(post.kind, post.id)} className="btn">{t('demand.detail.quoted')}</Link>
              : <Link to={ability ? DEMAND_HREF.reply(post.kind, post.id) : loginHref(DEMAND_HREF.reply(post.kind, post.id))} className="btn btn--primary">{t(isService ? 'demand.detail.replyService' : 'demand.detail.reply')}</Link>}
          </p>
        )}
        {post.description && (
          <section aria-labelledby="dm-desc-title">
            <h2 id="dm-desc-title">{t('demand.detail.description')}</h2>
            {/* sanitised by the API when kept (the sanitiser of product descriptions) */}
            <div className="rich dm-rich" dangerouslySetInnerHTML={{ __html: post.description }} />
          </section>
        )}
        {post.attachments.length > 0 && (
          <section aria-labelledby="dm-pics-title">
            <h2 id="dm-pics-title">{t('demand.detail.attachments')}</h2>
            <p className="dm-pics">{post.attachments.map((src) => <a key={src} href={src} target="_blank" rel="noreferrer"><img src={src} alt="" width={120} height={120} /></a>)}</p>
          </section>
        )}
        {own && (
          <section aria-labelledby="dm-quotes-title">
            <h2 id="dm-quotes-title">{t('demand.detail.quotes')}</h2>
            <Quotes post={own} />
          </section>
        )}
      </article>
      {closing && <ConfirmDialog title={t('demand.detail.close')} text={t('demand.detail.closeConfirm')} confirmLabel={t('demand.detail.close')} onConfirm={() => void close()} onClose={() => setClosing(false)} />}
    </div>
  );
}
