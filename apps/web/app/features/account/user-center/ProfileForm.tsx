// Personal information (/user-center/uc-account, SPEC §5): avatar (jpg/png/gif/webp ≤ 2 MB, checked here before the
// upload and by the server, previewed at once), nickname (not blank, at most 15), gender.
import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Camera } from 'lucide-react';
import { ACCOUNT_LIMITS, GENDER, nicknameRule, type UserInfo } from '@mall/shared';
import { clientApi } from '../../../lib/api';
import { useToast } from '../../../components/Toast';
import { Field } from '../Field';
import {
  fieldMap,
  focusFirstError,
  hasErrors,
  useFieldErrors,
  useShowApiError,
  useSubmitGuard,
  validate,
} from '../form';
import { Avatar } from './Avatar';
import { IMAGE_ACCEPT, imageFileRule } from './image-rule';

type ProfileField = 'nickName' | 'pic';
const FIELD_OF = fieldMap<ProfileField>({
  nickName: ['account.nicknameEmpty', 'account.nicknameTooLong'],
  pic: ['account.picInvalid', 'upload.format', 'upload.tooLarge', 'upload.noFile'],
});
export const SAVED_TOAST_MS = 2000;

const GENDERS = [
  [GENDER.unknown, 'acct.profile.genderUnknown'],
  [GENDER.male, 'acct.profile.genderMale'],
  [GENDER.female, 'acct.profile.genderFemale'],
] as const;

export function ProfileForm({ user, aside }: { user: UserInfo; aside?: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const toast = useToast();
  const revalidator = useRevalidator();
  const [nickName, setNickName] = useState(user.nickName);
  const [gender, setGender] = useState<number>(user.gender);
  const [pic, setPic] = useState(user.pic);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { errors, setErrors, setError } = useFieldErrors<ProfileField>();
  const showApiError = useShowApiError(setError, FIELD_OF);
  const { pending, run } = useSubmitGuard();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();

  // a local preview lives until it is replaced or the page goes
  useEffect(() => () => revokePreview(preview), [preview]);

  async function chooseFile(file: File | undefined) {
    if (!file || uploading) return;
    const key = imageFileRule(file);
    setError('pic', key ? t(key) : null);
    if (fileRef.current) fileRef.current.value = '';
    if (key) return;
    setPreview(makePreview(file));
    setUploading(true);
    const form = new FormData();
    form.append('file', file);
    const result = await clientApi<{ url: string }>('/p/file/upload', { method: 'POST', body: form, lang });
    setUploading(false);
    if (showApiError(result)) {
      setPreview(null);
      return;
    }
    setPic(result.data.url);
  }

  const submit = () =>
    run(async () => {
      const found = validate<ProfileField>(t, [['nickName', nicknameRule(nickName)]]);
      setErrors(found);
      if (hasErrors(found)) {
        queueMicrotask(() => focusFirstError(formRef.current));
        return false;
      }
      const result = await clientApi('/p/user/setUserInfo', {
        method: 'PUT',
        body: { nickName: nickName.trim(), gender, pic },
        lang,
      });
      if (showApiError(result)) return false;
      toast.show(t('acct.profile.saved'), SAVED_TOAST_MS, 'info');
      await revalidator.revalidate();
    });

  const count = [...nickName.trim()].length;
  const shown = preview ?? pic;

  return (
    <section className="uc-card" aria-labelledby="uc-profile-title">
      <h1 id="uc-profile-title" className="uc-card__title">
        {t('acct.profile.title')}
      </h1>
      {aside}
      <form
        ref={formRef}
        className="uc-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className={`uc-form__row uc-avatar${errors.pic ? ' afield--error' : ''}`}>
          <span className="uc-form__label" id={`${fileId}-label`}>
            {t('acct.profile.avatar')}
          </span>
          <div className="uc-avatar__body">
            <Avatar src={shown} alt={t('acct.profile.avatarPreview')} size={96} />
            <div>
              <input
                ref={fileRef}
                id={fileId}
                type="file"
                accept={IMAGE_ACCEPT}
                className="sr-only"
                aria-labelledby={`${fileId}-label ${fileId}-button`}
                aria-describedby={`${fileId}-help`}
                aria-invalid={errors.pic ? true : undefined}
                onChange={(e) => void chooseFile(e.target.files?.[0])}
              />
              <label
                htmlFor={fileId}
                id={`${fileId}-button`}
                className="btn btn--sm uc-avatar__pick"
                aria-disabled={uploading || undefined}
              >
                <Camera size={14} aria-hidden="true" />
                {uploading ? t('acct.profile.uploading') : t('acct.profile.changeAvatar')}
              </label>
              <p id={`${fileId}-help`} className={errors.pic ? 'afield__error' : 'afield__hint'}>
                {errors.pic ?? t('acct.profile.avatarHint')}
              </p>
            </div>
          </div>
        </div>
        <div className="uc-form__row">
          <span className="uc-form__label">{t('acct.profile.username')}</span>
          <span className="uc-form__static">{user.username}</span>
        </div>
        <Field
          className="uc-form__row"
          label={t('acct.profile.nickname')}
          value={nickName}
          onValue={(v) => {
            setNickName(v);
            setError('nickName', null);
          }}
          error={errors.nickName}
          hint={t('acct.profile.nicknameCount', { count, max: ACCOUNT_LIMITS.nicknameMax })}
          autoComplete="nickname"
        />
        <fieldset className="uc-form__row uc-form__fieldset">
          <legend className="uc-form__label">{t('acct.profile.gender')}</legend>
          <div className="uc-radios">
            {GENDERS.map(([value, label]) => (
              <label key={value} className="uc-radio">
                <input
                  type="radio"
                  name="gender"
                  value={value}
                  checked={gender === value}
                  onChange={() => setGender(value)}
                />
                {t(label)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="uc-form__actions">
          <button
            type="submit"
            className="btn btn--primary"
            aria-disabled={pending || uploading || undefined}
            disabled={uploading}
          >
            {pending ? t('acct.common.saving') : t('acct.common.save')}
          </button>
        </div>
      </form>
    </section>
  );
}

function makePreview(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function revokePreview(url: string | null): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}
