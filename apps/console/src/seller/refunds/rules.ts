// The seller's refund form rules, from the shared catalogue (aftersale-rules.ts, the same code the API runs). The
// return address rule checks the whole address; each field of the form asks it with the other fields filled, so the
// message shows under the field it is about.
import { returnAddressRule, type MessageKey, type ReturnAddress } from '@mall/shared';

export { refuseReasonRule } from '@mall/shared';

const FILLED: ReturnAddress = { receiver: '-', mobile: '13000000000', address: '-' };
export const returnAddressFieldRule = (field: keyof ReturnAddress) => (value: string): MessageKey | null =>
  returnAddressRule({ ...FILLED, [field]: value });
