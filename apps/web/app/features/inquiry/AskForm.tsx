// /inquiry (?prodId=&skuId=&count=; a token is needed): asking the shop for a quote on one SKU and a quantity, with a
// message up to 200 (SPEC §5: a message to the merchant); the shared rule is checked before the call.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPrice, inquiryAskRule, type MessageKey, type ProdDetail } from '@mall/shared';
import { FormRow } from '../order/ui/FormRow';
import { useShowApiError, useSubmitGuard } from '../account/form';
import { useToast } from '../../components/Toast';
import { clientApi } from '../../lib/api';
import '../store-apply/store-apply.css';
import './inquiry.css';

type F = 'skuId' | 'count' | 'message';
const FIELD_OF: Partial<Record<MessageKey, F>> = { 'inquiry.countInvalid': 'count', 'inquiry.messageTooLong': 'message', 'cart.prodUnavailable': 'skuId' };
const skuLabel = (s: ProdDetail['skus'][number]) => s.specs.map((x) => x.value).join(' ') || s.skuCode;

export function AskForm({ product, skuId, count }: { product: ProdDetail | null; skuId: number | null; count: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [v, setV] = useState({ skuId: String(skuId ?? product?.skus[0]?.skuId ?? ''), count: String(count), message: '' });
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const setError = (f: F, m: string | null) => setErrors((cur) => { const n = { ...cur }; if (m) n[f] = m; else delete n[f]; return n; });
  const showApiError = useShowApiError<F>(setError, FIELD_OF);
  const { pending, run } = useSubmitGuard();
  if (!product) {
    return (
      <section className="container inq-page">
        <h1 className="inq-title">{t('inquiry.ask.title')}</h1>
        <p>{t('inquiry.ask.noProduct')}</p>
        <Link to="/user-center/uc-enquiry" className="btn btn--primary">{t('inquiry.ask.toMine')}</Link>
      </section>
    );
  }
  const sku = product.skus.find((s) => String(s.skuId) === v.skuId);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    await run(async () => {
      const body = { prodId: product!.prodId, skuId: Number(v.skuId), count: /^\d+$/.test(v.count.trim()) ? Number(v.count) : 0, message: v.message };
      const key = inquiryAskRule(body);
      if (key) {
        setErrors({ [FIELD_OF[key] ?? 'count']: t(key) });
        return;
      }
      const res = await clientApi('/p/inquiry', { method: 'POST', body, lang: i18n.language });
      if (showApiError(res)) return;
      toast.show(t('inquiry.ask.sent'), 2500, 'info');
      await navigate('/user-center/uc-enquiry');
      return true;
    });
  }
  return (
    <section className="container inq-page" aria-labelledby="inq-title">
      <h1 id="inq-title" className="inq-title">{t('inquiry.ask.title')}</h1>
      <p className="sa-lead">{t('inquiry.ask.lead')}</p>
      <div className="inq-prod">
        {product.images[0] && <img src={product.images[0]} alt="" width={80} height={80} />}
        <div>
          <Link to={`/detail/${product.prodId}`} className="inq-prod__name">{product.prodName}</Link>
          {sku && <p className="inq-prod__price">{t('inquiry.ask.listPrice')} {formatPrice(sku.price)}</p>}
        </div>
      </div>
      <form className="sa-form inq-form" noValidate onSubmit={submit}>
        <FormRow label={t('inquiry.ask.sku')} required error={errors.skuId}>
          {(c) => (
            <select {...c} name="skuId" value={v.skuId} onChange={(e) => { setV((x) => ({ ...x, skuId: e.target.value })); setError('skuId', null); }}>
              {product.skus.map((s) => <option key={s.skuId} value={s.skuId}>{skuLabel(s)}</option>)}
            </select>
          )}
        </FormRow>
        <FormRow label={t('inquiry.ask.count')} required error={errors.count}>
          {(c) => <input {...c} name="count" inputMode="numeric" maxLength={6} value={v.count} onChange={(e) => { setV((x) => ({ ...x, count: e.target.value })); setError('count', null); }} />}
        </FormRow>
        <FormRow label={t('inquiry.ask.message')} error={errors.message} hint={t('inquiry.ask.messageHint')}>
          {(c) => <textarea {...c} name="message" rows={4} value={v.message} onChange={(e) => { setV((x) => ({ ...x, message: e.target.value })); setError('message', null); }} />}
        </FormRow>
        <button type="submit" className="btn btn--primary" aria-disabled={pending || undefined}>{t('inquiry.ask.submit')}</button>
      </form>
    </section>
  );
}
