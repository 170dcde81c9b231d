// /demand/demand-detail-reply and /demand/service-detail-reply (?id=): a shop or an approved provider answers a post
// with a quote — price (yuan), lead time (days), a message up to 200 (SPEC §5: message to the merchant), pictures —
// once; afterwards the page shows the quote sent. Who may not quote is told why and where to qualify.
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { demandQuoteRule, DEMAND_LIMITS, formatPrice, yuanToFen, type DemandAbility, type DemandDetail, type DemandQuoteView, type MessageKey } from '@mall/shared';
import { FormRow } from '../order/ui/FormRow';
import { useShowApiError, useSubmitGuard } from '../account/form';
import { ImageUpload } from '../store-apply/ImageUpload';
import { sendQuote } from './api';
import { budgetText, DEMAND_HREF } from './format';
import '../store-apply/store-apply.css';
import './demand.css';

type F = 'price' | 'leadDays' | 'note' | 'attachments';
const FIELD_OF: Partial<Record<MessageKey, F>> = {
  'demand.priceInvalid': 'price', 'demand.leadDaysInvalid': 'leadDays', 'demand.noteTooLong': 'note', 'demand.attachmentsTooMany': 'attachments', 'demand.attachmentInvalid': 'attachments',
};

export function QuoteForm({ post, ability, mine }: { post: DemandDetail; ability: DemandAbility; mine: DemandQuoteView | null }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [v, setV] = useState({ price: '', leadDays: '', note: '', attachments: [] as string[] });
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const setError = (f: F, m: string | null) => setErrors((cur) => { const n = { ...cur }; if (m) n[f] = m; else delete n[f]; return n; });
  const showApiError = useShowApiError<F>(setError, FIELD_OF);
  const { pending, run } = useSubmitGuard();
  const set = (f: 'price' | 'leadDays' | 'note') => (value: string) => { setV((c) => ({ ...c, [f]: value })); setError(f, null); };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await run(async () => {
      const price = yuanToFen(v.price) ?? 0;
      const body = { price, leadDays: /^\d+$/.test(v.leadDays.trim()) ? Number(v.leadDays) : 0, note: v.note, attachments: v.attachments };
      const key = demandQuoteRule(body);
      if (key) {
        setErrors({ [FIELD_OF[key] ?? 'price']: t(key) });
        return;
      }
      const res = await sendQuote(post.id, body, i18n.language);
      if (showApiError(res)) return;
      await revalidator.revalidate();
    });
  }
  const head = (
    <header className="dm-reply__post">
      <Link to={DEMAND_HREF.detail(post.kind, post.id)} className="dm-card__title">{post.title}</Link>
      <p className="dm-card__meta"><span>{post.categoryName}</span><span>{post.regionName}</span>{post.quantity > 0 && <span>{post.quantity}{post.unit}</span>}<span>{budgetText(t, post.budgetMin, post.budgetMax)}</span></p>
    </header>
  );
  let content: React.ReactNode;
  if (mine) {
    content = (
      <div className="dm-quote" role="status">
        <p><strong>{t('demand.reply.yours')}</strong> <span className="dm-quote__price">{formatPrice(mine.price)}</span> {t('demand.detail.leadDays', { days: mine.leadDays })} <span className={`dm-qstatus dm-qstatus--${mine.status}`}>{t(`demand.quoteStatus.${mine.status}`)}</span></p>
        {mine.note && <p className="dm-quote__note">{mine.note}</p>}
      </div>
    );
  } else if (ability.own) {
    content = <p className="sa-status sa-status--warn">{t('demand.reply.own')}</p>;
  } else if (post.status !== 'published') {
    content = <p className="sa-status sa-status--warn">{t('demand.reply.ended')}</p>;
  } else if (!ability.canQuote) {
    content = (
      <p className="sa-status sa-status--warn">{t('demand.reply.notAllowed')} <Link to="/shopApply" className="mlink">{t('demand.reply.openShop')}</Link> <Link to="/companyAuth" className="mlink">{t('demand.reply.companyAuth')}</Link></p>
    );
  } else {
    content = (
      <form className="sa-form dm-form" noValidate onSubmit={submit}>
        <div className="dm-form__pair">
          <FormRow label={t('demand.reply.price')} required error={errors.price}>
            {(c) => <input {...c} name="price" inputMode="decimal" maxLength={12} value={v.price} onChange={(e) => set('price')(e.target.value)} />}
          </FormRow>
          <FormRow label={t('demand.reply.leadDays')} required error={errors.leadDays}>
            {(c) => <input {...c} name="leadDays" inputMode="numeric" maxLength={3} value={v.leadDays} onChange={(e) => set('leadDays')(e.target.value)} />}
          </FormRow>
        </div>
        <FormRow label={t('demand.reply.note')} error={errors.note} hint={t('demand.reply.noteHint')}>
          {(c) => <textarea {...c} name="note" rows={4} value={v.note} onChange={(e) => set('note')(e.target.value)} />}
        </FormRow>
        <div className="fld">
          <span className="fld__label">{t('demand.reply.attachments')}</span>
          <div className="dm-form__pics">
            {v.attachments.map((src) => <img key={src} src={src} alt="" width={80} height={80} />)}
            {v.attachments.length < DEMAND_LIMITS.attachmentsMax && (
              <ImageUpload key={v.attachments.length} name="attachment" label={t('demand.field.attachmentsHint')} value="" error={errors.attachments}
                onValue={(url) => setV((c) => ({ ...c, attachments: [...c.attachments, url] }))} onError={(m) => setError('attachments', m)} />
            )}
          </div>
        </div>
        <button type="submit" className="btn btn--primary" aria-disabled={pending || undefined}>{t('demand.reply.submit')}</button>
      </form>
    );
  }
  return (
    <div className="container dm-page">
      <section className="dm-detail" aria-labelledby="dm-reply-title">
        <h1 id="dm-reply-title" className="dm-title">{t('demand.reply.title')}</h1>
        {head}
        {content}
      </section>
    </div>
  );
}
