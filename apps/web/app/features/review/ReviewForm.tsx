// The form of one order line on /write-comments: stars (required), text with its counter (0/150, not all spaces),
// up to 9 photos, anonymous; in follow-up mode only text and photos. The shared rules check before sending (the API
// checks again); an API refusal shows its message under the form.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS, reviewPhotosRule, reviewRatingRule, reviewTextRule } from '@mall/shared';
import { apiErrorMessage } from '../../lib/api-error';
import { writeFollowUp, writeReview } from './api';
import { PhotoUploader } from './PhotoUploader';
import { StarInput } from './Stars';

export type ReviewFormMode = 'review' | 'followUp';

export function ReviewForm({ orderItemId, mode, onDone }: { orderItemId: number; mode: ReviewFormMode; onDone(result: { orderEvaluated: boolean }): void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [content, setContent] = useState('');
  const [pics, setPics] = useState<string[]>([]);
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<{ rating?: string; content?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const review = mode === 'review';
  const length = [...content].length;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const ratingKey = review ? reviewRatingRule(rating) : null;
    const contentKey = reviewTextRule(content) ?? reviewPhotosRule(pics);
    setErrors({ rating: ratingKey ? t(ratingKey) : undefined, content: contentKey ? t(contentKey) : undefined });
    if (ratingKey || contentKey) return;
    setBusy(true);
    const lang = i18n.language;
    const res = review ? await writeReview({ orderItemId, rating, content, pics, anonymous }, lang) : await writeFollowUp({ orderItemId, content, pics }, lang);
    setBusy(false);
    const message = apiErrorMessage(res, t);
    if (message !== null) return setErrors({ form: message });
    onDone({ orderEvaluated: review && !!(res.data as { orderEvaluated?: boolean }).orderEvaluated });
  }

  return (
    <form className="rv-form" onSubmit={(e) => void submit(e)} noValidate>
      {review && (
        <div className="rv-form__row">
          <span className="rv-form__label">
            <span className="fld__req" aria-hidden="true">*</span>
            {t('review.write.rating')}
          </span>
          <StarInput value={rating} onChange={(n) => { setRating(n); setErrors((x) => ({ ...x, rating: undefined })); }} error={errors.rating} />
        </div>
      )}
      <div className="rv-form__row">
        <span className="rv-form__label">
          <span className="fld__req" aria-hidden="true">*</span>
          <label htmlFor={`${id}-text`}>{t(review ? 'review.write.content' : 'review.write.followTitle')}</label>
        </span>
        <div className="rv-form__field">
          <textarea
            id={`${id}-text`}
            value={content}
            rows={4}
            maxLength={REVIEW_LIMITS.textMax}
            placeholder={t(review ? 'review.write.placeholder' : 'review.write.followPlaceholder')}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={`${id}-count${errors.content ? ` ${id}-e` : ''}`}
            onChange={(e) => { setContent(e.target.value); setErrors((x) => ({ ...x, content: undefined })); }}
          />
          <span id={`${id}-count`} className="rv-form__count" aria-live="polite">{length}/{REVIEW_LIMITS.textMax}</span>
          {errors.content && <p id={`${id}-e`} className="rv-error" role="alert">{errors.content}</p>}
        </div>
      </div>
      <div className="rv-form__row">
        <span className="rv-form__label">{t('review.write.photos')}</span>
        <PhotoUploader value={pics} onChange={setPics} max={REVIEW_LIMITS.photosMax} label={t('review.write.addPhoto')} />
      </div>
      <div className="rv-form__foot">
        {review && (
          <label className="rv-form__anon">
            <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} />
            {t('review.write.anonymous')}
          </label>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t(review ? 'review.write.submit' : 'review.write.submitFollow')}
        </button>
      </div>
      {errors.form && <p className="rv-error rv-form__error" role="alert">{errors.form}</p>}
    </form>
  );
}
