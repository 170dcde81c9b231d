// The payment provider behind QR (native) payments: one interface, two implementations — the built-in sandbox
// (sandbox-provider.ts, the default outside production) and WeChat Pay API v3 (wechatpay-provider.ts). Names and
// states follow WeChat Pay, so the rest of the module does not care which one it talks to.

/** A native (QR) payment to open at the provider. */
export interface NativeOrder {
  /** our pay number (the provider's out_trade_no) */
  outTradeNo: string;
  description: string;
  /** fen */
  amount: number;
  /** where the provider posts the result */
  notifyUrl: string;
  /** the provider refuses payment after this */
  expiresAt: Date;
}

/** WeChat Pay trade_state, plus NOTFOUND when the provider does not know the number. */
export type TradeState = 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR' | 'NOTFOUND';

export interface ProviderTransaction {
  outTradeNo: string;
  state: TradeState;
  transactionId: string | null;
  /** fen the payer paid (amount.total); null when unknown */
  amount: number | null;
}

export type RefundState = 'SUCCESS' | 'PROCESSING' | 'CLOSED' | 'ABNORMAL';

export interface ProviderRefund {
  outRefundNo: string;
  refundId: string | null;
  state: RefundState;
}

export interface RefundRequest {
  outTradeNo: string;
  outRefundNo: string;
  /** fen to give back, and the payment's total */
  amount: number;
  total: number;
  reason: string;
  notifyUrl: string;
}

/** What a verified, decrypted notification says. */
export type ProviderNotice =
  | { id: string; eventType: string; kind: 'transaction'; transaction: ProviderTransaction }
  | { id: string; eventType: string; kind: 'refund'; refund: ProviderRefund & { outTradeNo: string } };

/** A notification as it arrived: the raw body (signatures cover the exact bytes) and the headers. */
export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A notification refused: bad or missing signature, unknown key, stale timestamp, undecryptable resource. */
export class NotifyRejected extends Error {
  constructor(readonly reason: string) {
    super(`payment notification rejected: ${reason}`);
  }
}

/** The provider could not be reached or answered an error; the caller may try again later. */
export class ProviderError extends Error {
  constructor(message: string, readonly status?: number, readonly code?: string) {
    super(message);
  }
}

export interface PaymentProvider {
  /** 'sandbox' or 'wechatpay': stored on the payment, and the last part of the notify path */
  readonly name: string;
  /** true for the built-in sandbox (its pay page is part of the mall) */
  readonly sandbox: boolean;
  createNative(order: NativeOrder): Promise<{ codeUrl: string }>;
  query(outTradeNo: string): Promise<ProviderTransaction>;
  close(outTradeNo: string): Promise<void>;
  refund(req: RefundRequest): Promise<ProviderRefund>;
  queryRefund(outRefundNo: string): Promise<ProviderRefund>;
  /** Verifies and decrypts a notification; throws NotifyRejected when it is not genuine. */
  parseNotify(req: NotifyRequest): Promise<ProviderNotice>;
}

/** The acknowledgement WeChat Pay expects: 200 (body optional) on success, 4xx/5xx with FAIL otherwise. */
export const ACK_OK = { code: 'SUCCESS', message: '成功' } as const;
export const ackFail = (message: string) => ({ code: 'FAIL', message });
