// The refund reason WeChat Pay shows the payer (refund request field `reason`, at most 80 characters): readable
// Chinese text. Callers pass such text; this is the last guard, so a message key that slipped through never reaches
// the payer: the keys a reversal carries (settle.ts gives money back with the order's error key, which is also the
// payment's note) get a sentence saying the money goes back, another key of the catalogue its Chinese text, any
// other key-like reason a plain '订单退款'.
import { messages, type MessageKey } from '@mall/shared';

/** What a message key looks like (lower-case namespace, dot, camelCase parts). */
export const MESSAGE_KEY_LIKE = /^[a-z]+(\.[a-zA-Z]+)+$/;
export const FALLBACK_REFUND_REASON = '订单退款';
const MAX_CHARS = 80;
/** Money that arrived for orders that could not take it (settle.ts reverse). */
const REVERSAL_REASONS: Partial<Record<MessageKey, string>> = {
  'order.expired': '订单已超时取消，款项原路退回',
  'order.statusChanged': '订单状态已改变，款项原路退回',
};

/** The reason to send, or undefined to send none (WeChat Pay then shows no reason). */
export function payerRefundReason(reason: string): string | undefined {
  let text = Array.from(reason, (c) => (c.charCodeAt(0) < 0x20 || c === '\x7f' ? ' ' : c)).join('').trim();
  if (MESSAGE_KEY_LIKE.test(text)) {
    const key = text as MessageKey;
    text = REVERSAL_REASONS[key] ?? (Object.hasOwn(messages, key) ? messages[key].zh.replace(/\{\{\w+\}\}/g, '').trim() : FALLBACK_REFUND_REASON);
  }
  const chars = Array.from(text);
  return chars.length === 0 ? undefined : chars.slice(0, MAX_CHARS).join('');
}
