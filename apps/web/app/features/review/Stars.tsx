// Star ratings: a read-only row (Stars) and the required 1-5 input of the form (StarInput, a radio group: arrow keys
// move, the label says how many stars).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { ratingGrade } from '@mall/shared';

const FIVE = [1, 2, 3, 4, 5] as const;

export function Stars({ rating, size = 14 }: { rating: number; size?: number }) {
  const { t } = useTranslation();
  return (
    <span className="rv-stars" role="img" aria-label={t('review.stars.of5', { n: rating })}>
      {FIVE.map((n) => (
        <Star key={n} size={size} aria-hidden="true" className={n <= rating ? 'is-on' : undefined} />
      ))}
    </span>
  );
}

export function StarInput({ value, onChange, error }: { value: number; onChange(n: number): void; error?: string | null }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div className="rv-star-input">
      <div role="radiogroup" aria-label={t('review.stars.input')} aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-e` : undefined} className="rv-star-input__row">
        {FIVE.map((n) => (
          <label key={n} className={`rv-star-input__star${n <= value ? ' is-on' : ''}`}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
            <Star size={24} aria-hidden="true" />
            <span className="sr-only">{t('review.stars.label', { n })}</span>
          </label>
        ))}
        {value > 0 && <span className="rv-star-input__grade">{t(`review.grade.${ratingGrade(value)}`)}</span>}
      </div>
      {error && (
        <p id={`${name}-e`} className="rv-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
