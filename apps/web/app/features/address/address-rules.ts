// The address form's errors by field, from the one shared addressRule (SPEC §5: recipient, phone and the full
// region required; the detailed address too). addressRule answers the first refusal; the field it concerns is
// filled with a passing value and the rule asked again, so every field shows its own message at once.
import { addressRule, type AddressFields, type MessageKey } from '@mall/shared';

export type AddressField = 'receiver' | 'mobile' | 'region' | 'addr';

export const ADDRESS_FIELD_OF: Partial<Record<MessageKey, AddressField>> = {
  'address.receiverRequired': 'receiver',
  'address.receiverTooLong': 'receiver',
  'account.phoneInvalid': 'mobile',
  'address.regionFirst': 'region',
  'address.areaRequired': 'region',
  'address.regionInvalid': 'region',
  'address.addrRequired': 'addr',
  'address.addrTooLong': 'addr',
};

const PASSING: Record<AddressField, Partial<AddressFields>> = {
  receiver: { receiver: 'x' },
  mobile: { mobile: '13800000000' },
  region: { provinceCode: '110000', cityCode: '110100', areaCode: '110101' },
  addr: { addr: 'x' },
};

export function addressErrors(fields: AddressFields): Partial<Record<AddressField, MessageKey>> {
  const out: Partial<Record<AddressField, MessageKey>> = {};
  let current = { ...fields };
  for (let i = 0; i < 4; i++) {
    const key = addressRule(current);
    const field = key ? ADDRESS_FIELD_OF[key] : undefined;
    if (!key || !field || out[field]) break;
    out[field] = key;
    current = { ...current, ...PASSING[field] };
  }
  return out;
}
