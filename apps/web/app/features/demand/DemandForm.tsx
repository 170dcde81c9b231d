// Posting a demand (/demand/demand-coop-post, /user-center/uc-demand-post) or a service (/demand/service-coop-post,
// /user-center/uc-server-post), or editing one's pending or refused post (?id=): fields marked * required and not all
// spaces (the shared rule, checked here and again by the API), the budget in yuan, the deadline a day, pictures
// uploaded with the image rules, the description as paragraphs (the API sanitises whatever HTML comes).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { demandPostRule, DEMAND_LIMITS, fenToYuan, yuanToFen, type DemandKind, type DemandOwnView, type DemandPostBody, type MessageKey } from '@mall/shared';
import { FormRow } from '../order/ui/FormRow';
import { useShowApiError, useSubmitGuard } from '../account/form';
import { ImageUpload } from '../store-apply/ImageUpload';
import { useToast } from '../../components/Toast';
import { createPost, editPost } from './api';
import { dateInput, endOfDay, DEMAND_HREF } from './format';
import type { Option } from './DemandList';
import '../store-apply/store-apply.css';
import './demand.css';

type F = 'title' | 'categoryId' | 'product' | 'spec' | 'quantity' | 'unit' | 'budget' | 'deadline' | 'regionCode' | 'contactName' | 'contactPhone' | 'description' | 'attachments';
const FIELD_OF: Partial<Record<MessageKey, F>> = {
  'demand.titleRequired': 'title', 'demand.titleTooLong': 'title', 'demand.categoryRequired': 'categoryId', 'demand.productRequired': 'product',
  'demand.quantityInvalid': 'quantity', 'demand.unitRequired': 'unit', 'demand.budgetInvalid': 'budget', 'demand.deadlineInvalid': 'deadline',
  'demand.regionRequired': 'regionCode', 'demand.contactRequired': 'contactName', 'demand.phoneInvalid': 'contactPhone',
  'demand.descriptionTooLong': 'description', 'demand.attachmentsTooMany': 'attachments', 'demand.attachmentInvalid': 'attachments',
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Paragraphs of plain text as HTML. */
export const textToHtml = (text: string) => text.split(/\n+/).map((l) => l.trim()).filter(Boolean).map((l) => `<p>${escapeHtml(l)}</p>`).join('');
/** The text of kept HTML (for editing). */
export const htmlToText = (html: string) => html.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '')
  .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&').trim();

interface Values { title: string; categoryId: string; product: string; spec: string; quantity: string; unit: string; budgetMin: string; budgetMax: string; deadline: string; regionCode: string; contactName: string; contactPhone: string; description: string; attachments: string[] }

const fromPost = (p: DemandOwnView | null): Values => ({
  title: p?.title ?? '', categoryId: p ? String(p.categoryId) : '', product: p?.product ?? '', spec: p?.spec ?? '', quantity: p && p.quantity > 0 ? String(p.quantity) : '',
  unit: p?.unit ?? '', budgetMin: p && p.budgetMin > 0 ? fenToYuan(p.budgetMin) : '', budgetMax: p && p.budgetMax > 0 ? fenToYuan(p.budgetMax) : '',
  deadline: p ? dateInput(p.deadline) : '', regionCode: p?.regionCode ?? '', contactName: p?.contactName ?? '', contactPhone: p?.contactPhone ?? '',
  description: p ? htmlToText(p.description) : '', attachments: p?.attachments ?? [],
});

export function DemandForm({ kind, post, categories, regions, inCenter }: { kind: DemandKind; post: DemandOwnView | null; categories: Option[]; regions: Option[]; inCenter: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [v, setV] = useState<Values>(() => fromPost(post));
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const setError = (f: F, m: string | null) => setErrors((cur) => { const n = { ...cur }; if (m) n[f] = m; else delete n[f]; return n; });
  const showApiError = useShowApiError<F>(setError, FIELD_OF);
  const { pending, run } = useSubmitGuard();
  const isService = kind === 'service';
  const set = (f: keyof Values, e?: F) => (value: string) => { setV((c) => ({ ...c, [f]: value })); setError(e ?? (f as F), null); };

  function body(): DemandPostBody | null {
    const min = v.budgetMin.trim() ? yuanToFen(v.budgetMin) : 0;
    const max = v.budgetMax.trim() ? yuanToFen(v.budgetMax) : 0;
    if (min === null || max === null) {
      setErrors({ budget: t('demand.budgetInvalid') });
      return null;
    }
    return {
      kind, title: v.title, categoryId: Number(v.categoryId) || 0, product: v.product, spec: v.spec, quantity: Number(v.quantity) || 0, unit: v.unit,
      budgetMin: min, budgetMax: max, deadline: endOfDay(v.deadline), regionCode: v.regionCode, contactName: v.contactName, contactPhone: v.contactPhone,
      description: textToHtml(v.description), attachments: v.attachments,
    };
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await run(async () => {
      const b = body();
      if (!b) return;
      const key = v.quantity.trim() && !/^\d+$/.test(v.quantity.trim()) ? 'demand.quantityInvalid' : demandPostRule(b, Date.now());
      if (key) {
        setErrors({ [FIELD_OF[key] ?? 'title']: t(key) });
        return;
      }
      const res = post ? await editPost(post.id, b, i18n.language) : await createPost(b, i18n.language);
      if (showApiError(res) || !res.data) return;
      toast.show(t('demand.form.submitted'), 2000, 'info');
      await navigate(inCenter ? DEMAND_HREF.mine(kind) : DEMAND_HREF.detail(kind, res.data.id));
      return true;
    });
  }
  const text = (f: keyof Values & F, label: string, o: { required?: boolean; max?: number; hint?: string; inputMode?: 'numeric' | 'tel' } = {}) => (
    <FormRow label={label} required={o.required} error={errors[f]} hint={o.hint}>
      {(c) => <input {...c} name={f} value={v[f] as string} maxLength={o.max} inputMode={o.inputMode} onChange={(e) => set(f)(e.target.value)} />}
    </FormRow>
  );
  const select = (f: 'categoryId' | 'regionCode', label: string, options: Option[]) => (
    <FormRow label={label} required error={errors[f]}>
      {(c) => (
        <select {...c} name={f} value={v[f]} onChange={(e) => set(f)(e.target.value)}>
          <option value="">{t('demand.field.choose')}</option>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      )}
    </FormRow>
  );
  return (
    <section className={`${inCenter ? 'uc-card' : 'container'} dm-form-page`} aria-labelledby="dm-form-title">
      <h1 id="dm-form-title" className={inCenter ? 'uc-card__title' : 'dm-title'}>{t(post ? 'demand.form.editTitle' : isService ? 'demand.form.serviceTitle' : 'demand.form.demandTitle')}</h1>
      <p className="sa-lead">{t('demand.form.lead')}</p>
      {post?.status === 'refused' && <p className="sa-status sa-status--warn" role="alert">{t('demand.detail.refused', { reason: post.refuseReason ?? '' })}</p>}
      <form className="sa-form dm-form" noValidate onSubmit={submit}>
        {text('title', t('demand.field.title'), { required: true, max: DEMAND_LIMITS.titleMax })}
        {select('categoryId', t('demand.field.category'), categories)}
        {text('product', t(isService ? 'demand.field.serviceName' : 'demand.field.product'), { required: !isService, max: DEMAND_LIMITS.productMax })}
        {text('spec', t('demand.field.spec'), { max: DEMAND_LIMITS.specMax })}
        <div className="dm-form__pair">
          {text('quantity', t('demand.field.quantity'), { required: !isService, max: 9, inputMode: 'numeric' })}
          {text('unit', t('demand.field.unit'), { required: !isService, max: DEMAND_LIMITS.unitMax })}
        </div>
        <FormRow label={t(isService ? 'demand.field.price' : 'demand.field.budget')} error={errors.budget} hint={t('demand.field.budgetHint')}>
          {(c) => (
            <span className="dm-form__range">
              <input {...c} name="budgetMin" inputMode="decimal" maxLength={12} placeholder={t('demand.field.budgetMin')} value={v.budgetMin} onChange={(e) => set('budgetMin', 'budget')(e.target.value)} />
              <span aria-hidden="true">-</span>
              <input name="budgetMax" inputMode="decimal" maxLength={12} aria-label={t('demand.field.budgetMax')} placeholder={t('demand.field.budgetMax')} value={v.budgetMax} onChange={(e) => set('budgetMax', 'budget')(e.target.value)} />
            </span>
          )}
        </FormRow>
        <FormRow label={t('demand.field.deadline')} required error={errors.deadline}>
          {(c) => <input {...c} type="date" name="deadline" value={v.deadline} onChange={(e) => set('deadline')(e.target.value)} />}
        </FormRow>
        {select('regionCode', t(isService ? 'demand.field.serviceRegion' : 'demand.field.region'), regions)}
        <div className="dm-form__pair">
          {text('contactName', t('demand.field.contactName'), { required: true, max: DEMAND_LIMITS.contactNameMax })}
          {text('contactPhone', t('demand.field.contactPhone'), { required: true, max: 11, inputMode: 'tel' })}
        </div>
        <FormRow label={t('demand.field.description')} error={errors.description} hint={t('demand.field.descriptionHint')}>
          {(c) => <textarea {...c} name="description" rows={5} maxLength={2000} value={v.description} onChange={(e) => set('description')(e.target.value)} />}
        </FormRow>
        <div className="fld">
          <span className="fld__label">{t('demand.field.attachments')}</span>
          <div className="dm-form__pics">
            {v.attachments.map((src) => (
              <button key={src} type="button" className="dm-form__pic" aria-label={`${t('demand.detail.close')} ${src}`} onClick={() => setV((c) => ({ ...c, attachments: c.attachments.filter((a) => a !== src) }))}>
                <img src={src} alt="" width={80} height={80} />
                <span aria-hidden="true">×</span>
              </button>
            ))}
            {v.attachments.length < DEMAND_LIMITS.attachmentsMax && (
              <ImageUpload key={v.attachments.length} name="attachment" label={t('demand.field.attachmentsHint')} value="" error={errors.attachments}
                onValue={(url) => setV((c) => ({ ...c, attachments: [...c.attachments, url] }))} onError={(m) => setError('attachments', m)} />
            )}
          </div>
        </div>
        <button type="submit" className="btn btn--primary" aria-disabled={pending || undefined}>{t('demand.form.submit')}</button>
      </form>
    </section>
  );
}
