// Voucher images of a refund request: up to `max` (5), each checked here before its upload (jpg/png/gif/webp, at
// most 2 MB: the shared image rule; the API checks the content again), uploaded one at a time with its progress.
// The answered paths are the value; an image can be removed.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, X } from 'lucide-react';
import { apiErrorMessage } from '../../lib/api-error';
import { imgUrl } from '../../lib/images';
import { IMAGE_ACCEPT, imageFileRule } from '../account/user-center/image-rule';
import { uploadWithProgress } from './upload';

export function VoucherUploader({
  value,
  onChange,
  max,
  tooManyKey,
  describedBy,
  onBusy,
}: {
  value: string[];
  onChange(paths: string[]): void;
  max: number;
  /** message key of the shared catalogue said when more images are chosen than fit */
  tooManyKey: string;
  describedBy?: string;
  onBusy?(busy: boolean): void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(files: FileList | null) {
    if (!files?.length) return;
    const room = max - value.length;
    const chosen = [...files];
    setError(chosen.length > room ? t(tooManyKey) : null);
    if (room <= 0) return;
    onBusy?.(true);
    const added: string[] = [];
    for (const file of chosen.slice(0, room)) {
      const key = imageFileRule(file);
      if (key) {
        setError(t(key));
        continue;
      }
      setPercent(0);
      const res = await uploadWithProgress(file, i18n.language, setPercent);
      const message = apiErrorMessage(res, t);
      if (message !== null || !res.data?.url) {
        setError(message ?? t('upload.noFile'));
        continue;
      }
      added.push(res.data.url);
      onChange([...value, ...added]);
    }
    setPercent(null);
    onBusy?.(false);
  }

  const busy = percent !== null;
  return (
    <div className="as-vouchers">
      <ul className="as-vouchers__list">
        {value.map((path, i) => (
          <li key={path} className="as-vouchers__item">
            <img src={imgUrl(path, 200)} alt={t('aftersale.apply.voucherAlt', { n: i + 1 })} width={72} height={72} />
            <button
              type="button"
              className="as-vouchers__remove"
              aria-label={t('aftersale.apply.removeVoucher', { n: i + 1 })}
              onClick={() => onChange(value.filter((p) => p !== path))}
              disabled={busy}
            >
              <X size={12} aria-hidden="true" />
            </button>
          </li>
        ))}
        {value.length < max && (
          <li>
            <label htmlFor={id} className={`as-vouchers__add${busy ? ' is-busy' : ''}`}>
              <ImagePlus size={22} aria-hidden="true" />
              <span>{busy ? t('aftersale.apply.uploading', { percent }) : t('aftersale.apply.addVoucher')}</span>
              {busy && (
                <span className="as-vouchers__bar" aria-hidden="true">
                  <span style={{ width: `${percent}%` }} />
                </span>
              )}
            </label>
            <input
              id={id}
              type="file"
              accept={IMAGE_ACCEPT}
              multiple
              className="sr-only"
              aria-label={t('aftersale.apply.addVoucher')}
              aria-describedby={describedBy}
              disabled={busy}
              onChange={(e) => {
                void choose(e.target.files);
                e.target.value = '';
              }}
            />
          </li>
        )}
      </ul>
      {busy && (
        <progress className="sr-only" max={100} value={percent ?? 0} aria-label={t('aftersale.apply.uploading', { percent })} />
      )}
      <p className="as-hint">
        {t('aftersale.apply.voucherRules')} · {value.length}/{max}
      </p>
      {error && (
        <p className="as-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
