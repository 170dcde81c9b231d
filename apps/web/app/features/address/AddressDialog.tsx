// Add or edit a delivery address in a dialog: recipient, phone, province / city / district, detailed address,
// default flag. The shared addressRule runs on the page (errors under the fields) and again in the API, whose
// refusals land on their field (or in a toast: the address book limit).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressFields, MessageKey, UserAddress } from '@mall/shared';
import { useToast } from '../../components/Toast';
import { API_TOAST_MS } from '../../components/use-api-error-toast';
import { apiErrorMessage } from '../../lib/api-error';
import { keyOfCode, useSubmitGuard } from '../account/form';
import { Modal } from '../order/ui/Modal';
import { FormRow } from '../order/ui/FormRow';
import { addAddress, updateAddress } from './api';
import { ADDRESS_FIELD_OF, addressErrors, type AddressField } from './address-rules';
import { RegionSelect } from './RegionSelect';
import './address.css';

type Errors = Partial<Record<AddressField, string>>;

export function AddressDialog({
  address,
  onSaved,
  onClose,
}: {
  /** the address to edit; absent: a new one */
  address?: UserAddress | null;
  onSaved(addrId: number): void;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { pending, run } = useSubmitGuard();
  const form = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<AddressFields>({
    receiver: address?.receiver ?? '',
    mobile: address?.mobile ?? '',
    provinceCode: address?.provinceCode ?? '',
    cityCode: address?.cityCode ?? '',
    areaCode: address?.areaCode ?? '',
    addr: address?.addr ?? '',
  });
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? false);
  const [errors, setErrors] = useState<Errors>({});

  const messagesOf = (keys: Partial<Record<AddressField, MessageKey>>): Errors =>
    Object.fromEntries(Object.entries(keys).map(([f, k]) => [f, t(k)]));

  function change(next: Partial<AddressFields>, field: AddressField) {
    const merged = { ...fields, ...next };
    setFields(merged);
    // an error goes away as soon as its field is right
    if (errors[field] && !addressErrors(merged)[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  function blur(field: AddressField) {
    const key = addressErrors(fields)[field];
    if (key && field !== 'region') setErrors((cur) => ({ ...cur, [field]: t(key) }));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = messagesOf(addressErrors(fields));
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    void run(async () => {
      const body = { ...fields, receiver: fields.receiver.trim(), addr: fields.addr.trim(), isDefault };
      const res = address
        ? await updateAddress({ ...body, addrId: address.addrId }, i18n.language)
        : await addAddress(body, i18n.language);
      const message = apiErrorMessage(res, t);
      if (message) {
        const key = res.status === 400 ? keyOfCode((res.data as { code?: unknown } | null)?.code) : null;
        const field = key ? ADDRESS_FIELD_OF[key] : undefined;
        if (field) setErrors((cur) => ({ ...cur, [field]: message }));
        else toast.show(message, API_TOAST_MS, res.status >= 500 ? 'error' : 'warning');
        return false;
      }
      onSaved(address ? address.addrId : (res.data as { addrId: number }).addrId);
      return true;
    });
  }

  return (
    <Modal
      title={t(address ? 'addrBook.edit' : 'addrBook.add')}
      onClose={onClose}
      width={600}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('orders.ui.cancel')}
          </button>
          <button type="submit" form="address-form" className="btn btn--primary" disabled={pending}>
            {t('addrBook.save')}
          </button>
        </>
      }
    >
      <form id="address-form" ref={form} className="addr-form" onSubmit={submit} noValidate>
        <FormRow label={t('addrBook.receiver')} required error={errors.receiver}>
          {(c) => (
            <input
              {...c}
              type="text"
              value={fields.receiver}
              autoComplete="name"
              placeholder={t('addrBook.receiverHint')}
              onChange={(e) => change({ receiver: e.target.value }, 'receiver')}
              onBlur={() => blur('receiver')}
              data-autofocus
            />
          )}
        </FormRow>
        <FormRow label={t('addrBook.mobile')} required error={errors.mobile}>
          {(c) => (
            <input
              {...c}
              type="tel"
              inputMode="numeric"
              value={fields.mobile}
              autoComplete="tel-national"
              placeholder={t('addrBook.mobileHint')}
              onChange={(e) => change({ mobile: e.target.value.trim() }, 'mobile')}
              onBlur={() => blur('mobile')}
            />
          )}
        </FormRow>
        <FormRow label={t('addrBook.region')} required error={errors.region}>
          {(c) => (
            <RegionSelect
              control={c}
              value={fields}
              onChange={(next) => change(next, 'region')}
              onNeedUpper={() => setErrors((cur) => ({ ...cur, region: t('address.regionFirst') }))}
            />
          )}
        </FormRow>
        <FormRow label={t('addrBook.addr')} required error={errors.addr}>
          {(c) => (
            <textarea
              {...c}
              rows={3}
              value={fields.addr}
              autoComplete="street-address"
              placeholder={t('addrBook.addrHint')}
              onChange={(e) => change({ addr: e.target.value }, 'addr')}
              onBlur={() => blur('addr')}
            />
          )}
        </FormRow>
        <div className="fld">
          <span aria-hidden="true" />
          <label className="fld__check">
            <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
            {t('addrBook.setDefault')}
          </label>
        </div>
      </form>
    </Modal>
  );
}
