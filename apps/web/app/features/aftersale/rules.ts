// The refund forms' rules of SPEC §5, from the shared catalogue (packages/shared/src/aftersale-rules.ts, the same
// code the API runs): the amount is typed in yuan and read with the exact yuan → fen parser first (more than 2
// decimals or not a number is no amount).
import { refundAmountRule, yuanToFen, type MessageKey } from '@mall/shared';

export {
  refundCountRule as countRule,
  refundMobileRule as mobileRule,
  refundNoteRule as noteRule,
  refundReasonRule as reasonRule,
  refundVouchersRule as vouchersRule,
  refundWaybillRule as waybillRule,
  requiredNoteRule as escalateNoteRule,
} from '@mall/shared';

export const amountRule = (yuan: string, maxFen: number): MessageKey | null => refundAmountRule(yuanToFen(yuan), maxFen);
