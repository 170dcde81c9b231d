// Validation rules of SPEC §5, written once and used by the pages and the API.
// Each rule answers a message key of messages.ts, or null when the value passes.
import { z } from 'zod';
import type { MessageKey } from './messages';

export const PHONE_RE = /^1\d{10}$/;
export const USERNAME_RE = /^[A-Za-z0-9_]{4,16}$/;

/** Search box: empty trimmed text is refused with a message that depends on the search type. */
export function searchRule(text: string, searchType: number): MessageKey | null {
  if (text.trim() !== '') return null;
  return searchType === 1 ? 'search.shopNameEmpty' : 'search.productNameEmpty';
}

export const isPhone = (v: string): boolean => PHONE_RE.test(v);
export const isUsername = (v: string): boolean => USERNAME_RE.test(v);
/** "Text cannot be all spaces" */
export const notBlank = (v: string): boolean => v.trim().length > 0;

export const langSchema = z.enum(['zh', 'en']);
