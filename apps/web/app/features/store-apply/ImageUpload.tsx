// One image of a form: choose a file (jpg/png/gif/webp, at most 2 MB, checked here and again by the API from the
// content), upload it to POST /p/file/upload and keep the answered path; a preview shows what was chosen.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus } from 'lucide-react';
import { clientApi } from '../../lib/api';
import { apiErrorMessage } from '../../lib/api-error';
import { IMAGE_ACCEPT, imageFileRule } from '../account/user-center/image-rule';

export function ImageUpload({ label, value, onValue, error, onError, name }: {
  label: string; value: string; name: string; error?: string;
  onValue(url: string): void; onError(message: string | null): void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  async function choose(file: File | undefined) {
    if (!file) return;
    const key = imageFileRule(file);
    if (key) return onError(t(key));
    setBusy(true);
    const form = new FormData();
    form.append('file', file);
    const res = await clientApi<{ url: string }>('/p/file/upload', { method: 'POST', body: form, lang: i18n.language });
    setBusy(false);
    const message = apiErrorMessage(res, t);
    if (message !== null || !res.data) return onError(message ?? t('upload.noFile'));
    onError(null);
    onValue(res.data.url);
  }
  return (
    <div className={`sa-img${error ? ' sa-img--error' : ''}`}>
      <label htmlFor={id} className="sa-img__box">
        {value ? <img src={value} alt={label} width={120} height={120} /> : <ImagePlus size={28} aria-hidden="true" />}
        <span>{busy ? t('storeApply.uploading') : label}</span>
      </label>
      <input id={id} name={name} type="file" accept={IMAGE_ACCEPT} className="sr-only" aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined} onChange={(e) => void choose(e.target.files?.[0])} />
      {error && <p id={`${id}-e`} className="sa-error" role="alert">{error}</p>}
    </div>
  );
}
