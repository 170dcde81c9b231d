// Demand and service hall rules (SPEC §5: fields marked * required, text not all spaces, a message to the merchant up
// to 200; issue 17): zod-free, shared by the pages (checked before the call) and the API (checked again). Each answers
// the first message key that refuses.
import { DEMAND_LIMITS as L, type DemandKind } from './demand-constants';
import type { MessageKey } from './messages';
import { PHONE_RE } from './rules';

export interface DemandPostFields {
  kind: DemandKind;
  title: string;
  categoryId: number;
  product: string;
  spec: string;
  quantity: number;
  unit: string;
  budgetMin: number;
  budgetMax: number;
  /** ISO time */
  deadline: string;
  regionCode: string;
  contactName: string;
  contactPhone: string;
  description: string;
  attachments: string[];
}

const blank = (v: string) => v.trim().length === 0;
const chars = (v: string) => [...v.trim()].length;
const DAY = 86_400_000;

/** A post as sent: `now` (ms) bounds the deadline (after now, within deadlineMaxDays). */
export function demandPostRule(p: DemandPostFields, now: number): MessageKey | null {
  if (blank(p.title)) return 'demand.titleRequired';
  if (chars(p.title) > L.titleMax) return 'demand.titleTooLong';
  if (!(p.categoryId > 0)) return 'demand.categoryRequired';
  if (p.kind === 'demand') {
    if (blank(p.product)) return 'demand.productRequired';
    if (!Number.isInteger(p.quantity) || p.quantity < 1 || p.quantity > L.quantityMax) return 'demand.quantityInvalid';
    if (blank(p.unit)) return 'demand.unitRequired';
  }
  if (chars(p.product) > L.productMax || chars(p.spec) > L.specMax || chars(p.unit) > L.unitMax) return 'demand.fieldTooLong';
  if (!Number.isInteger(p.budgetMin) || !Number.isInteger(p.budgetMax) || p.budgetMin < 0 || p.budgetMax < 0 || p.budgetMax > L.budgetMax) return 'demand.budgetInvalid';
  if (p.budgetMax > 0 && p.budgetMin > p.budgetMax) return 'demand.budgetInvalid';
  const deadline = Date.parse(p.deadline);
  if (!Number.isFinite(deadline) || deadline <= now || deadline > now + L.deadlineMaxDays * DAY) return 'demand.deadlineInvalid';
  if (blank(p.regionCode)) return 'demand.regionRequired';
  if (blank(p.contactName)) return 'demand.contactRequired';
  if (chars(p.contactName) > L.contactNameMax) return 'demand.fieldTooLong';
  if (!PHONE_RE.test(p.contactPhone.trim())) return 'demand.phoneInvalid';
  if (p.description.length > L.descriptionMax) return 'demand.descriptionTooLong';
  if (p.attachments.length > L.attachmentsMax) return 'demand.attachmentsTooMany';
  return null;
}

export interface DemandQuoteFields {
  price: number;
  leadDays: number;
  note: string;
  attachments: string[];
}

/** A quote (reply): a price above 0, a lead time of 1 to 365 days, a note up to 200. */
export function demandQuoteRule(q: DemandQuoteFields): MessageKey | null {
  if (!Number.isInteger(q.price) || q.price < 1 || q.price > L.budgetMax) return 'demand.priceInvalid';
  if (!Number.isInteger(q.leadDays) || q.leadDays < 1 || q.leadDays > L.leadDaysMax) return 'demand.leadDaysInvalid';
  if (chars(q.note) > L.noteMax) return 'demand.noteTooLong';
  if (q.attachments.length > L.attachmentsMax) return 'demand.attachmentsTooMany';
  return null;
}

/** The operator's refusal: a reason, not all spaces, up to 200. */
export function demandRefuseRule(reason: string): MessageKey | null {
  if (blank(reason)) return 'demand.refuseReasonRequired';
  if (chars(reason) > L.refuseReasonMax) return 'demand.refuseReasonTooLong';
  return null;
}
