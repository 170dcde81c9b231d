// Inquiry rules (SPEC §5: a message to the merchant up to 200; a correct number of items; issue 17): zod-free, shared
// by the pages and the API. Each answers the first message key that refuses.
import { INQUIRY_LIMITS as L } from './inquiry-constants';
import type { MessageKey } from './messages';

const chars = (v: string) => [...v.trim()].length;
const DAY = 86_400_000;

export function inquiryAskRule(a: { count: number; message: string }): MessageKey | null {
  if (!Number.isInteger(a.count) || a.count < 1 || a.count > L.countMax) return 'inquiry.countInvalid';
  if (chars(a.message) > L.messageMax) return 'inquiry.messageTooLong';
  return null;
}

/** The shop's answer: a unit price above 0 (fen), valid until after `now` (ms) and within 90 days, a reply up to 200. */
export function inquiryAnswerRule(a: { unitPrice: number; validUntil: string; reply: string }, now: number): MessageKey | null {
  if (!Number.isInteger(a.unitPrice) || a.unitPrice < 1 || a.unitPrice > 1_000_000_000) return 'inquiry.priceInvalid';
  const until = Date.parse(a.validUntil);
  if (!Number.isFinite(until) || until <= now || until > now + L.validityMaxDays * DAY) return 'inquiry.validityInvalid';
  if (chars(a.reply) > L.replyMax) return 'inquiry.replyTooLong';
  return null;
}
