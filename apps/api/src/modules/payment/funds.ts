// Money the mall itself holds for a payer and moves at once, inside the payment's own transaction: the balance
// (decision 011) and, registered by the credit module, a credit line (decision 028). A payment from such funds is
// 'settling' the moment it is taken; a refund or a reversal gives it back to the same funds in the transaction that
// records the refund. The provider name of the payment row names the funds; QR providers are the other kind.
import type { DbOrTx } from '@mall/db';
import { PAY_TYPE } from '@mall/shared';
import type { BalanceService } from '../balance/service';

export interface FundsMove {
  userId: number;
  /** fen, above 0 */
  amount: number;
  payNo: string;
  orderNumbers: string[];
}

export interface PaymentFunds {
  /** orders.payType of what it pays */
  payType: number;
  /** the pay switch of this way to pay (the balance's), when it has one */
  enabled?: () => Promise<boolean>;
  /** locks the payer's funds for the rest of the transaction (one payment of this payer at a time from there) */
  lock(tx: DbOrTx, userId: number): Promise<unknown>;
  /** takes the amount (refusing with the funds' own message when it cannot), written once per payNo */
  take(tx: DbOrTx, m: FundsMove): Promise<void>;
  /** gives an amount back: a refund (once per refundNo) or the reversal of a payment whose orders could not take it (once per payNo) */
  giveBack(tx: DbOrTx, m: FundsMove & { type: 'refund' | 'reversal'; refundNo?: string }): Promise<void>;
}

/** The balance as funds: the ledger rows pay:, refund:, reversal: (unique keys; decision 011). */
export function balanceFunds(balance: BalanceService, enabled: () => Promise<boolean>): PaymentFunds {
  return {
    payType: PAY_TYPE.balance,
    enabled,
    lock: (tx, userId) => balance.lock(tx, userId),
    take: async (tx, m) => {
      await balance.change(tx, { userId: m.userId, amount: -m.amount, type: 'pay', idemKey: `pay:${m.payNo}`, payNo: m.payNo, orderNumbers: m.orderNumbers });
    },
    giveBack: async (tx, m) => {
      const idemKey = m.type === 'refund' ? `refund:${m.refundNo}` : `reversal:${m.payNo}`;
      await balance.change(tx, { userId: m.userId, amount: m.amount, type: m.type, idemKey, payNo: m.payNo, refundNo: m.refundNo ?? null, orderNumbers: m.orderNumbers });
    },
  };
}
