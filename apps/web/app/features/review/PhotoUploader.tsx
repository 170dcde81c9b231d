// Photos of a review: up to `max` (9) images, each checked here (jpg/png/gif/webp, at most 2 MB; the API checks the
// content again) and uploaded to POST /p/file/upload; the answered paths are the value. A photo can be removed.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, X } from 'lucide-react';
import { apiErrorMessage } from '../../lib/api-error';
import { imgUrl } from '../../lib/images';
import { IMAGE_ACCEPT, imageFileRule } from '../account/user-center/image-rule';
import { uploadImage } from './api';

export function PhotoUploader({ value, onChange, max, label }: { value: string[]; onChange(pics: string[]): void; max: number; label: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function choose(files: FileList | null) {
    if (!files?.length) return;
    const room = max - value.length;
    const chosen = [...files];
    if (chosen.length > room) {
      setError(t('review.photosTooMany'));
      if (room <= 0) return;
    } else setError(null);
    setBusy(true);
    const added: string[] = [];
    for (const file of chosen.slice(0, room)) {
      const key = imageFileRule(file);
      if (key) {
        setError(t(key));
        continue;
      }
      const res = await uploadImage(file, i18n.language);
      const message = apiErrorMessage(res, t);
      if (message !== null || !res.data) {
        setError(message ?? t('upload.noFile'));
        continue;
      }
      added.push(res.data.url);
    }
    setBusy(false);
    if (added.length) onChange([...value, ...added].slice(0, max));
  }

  return (
    <div className="rv-photos">
      <ul className="rv-photos__list">
        {value.map((pic, i) => (
          <li key={pic} className="rv-photos__item">
            <img src={imgUrl(pic, 200)} alt={t('review.item.photo', { n: i + 1 })} width={72} height={72} />
            <button type="button" className="rv-photos__remove" aria-label={t('review.write.removePhoto', { n: i + 1 })} onClick={() => onChange(value.filter((p) => p !== pic))}>
              <X size={12} aria-hidden="true" />
            </button>
          </li>
        ))}
        {value.length < max && (
          <li>
            <label htmlFor={id} className="rv-photos__add">
              <ImagePlus size={22} aria-hidden="true" />
              <span>{busy ? t('review.write.uploading') : t('review.write.addPhoto')}</span>
            </label>
            <input id={id} type="file" accept={IMAGE_ACCEPT} multiple className="sr-only" aria-label={label} disabled={busy}
              onChange={(e) => { void choose(e.target.files); e.target.value = ''; }} />
          </li>
        )}
      </ul>
      <p className="rv-hint">{t('review.write.photosHint')} · {value.length}/{max}</p>
      {error && <p className="rv-error" role="alert">{error}</p>}
    </div>
  );
}
