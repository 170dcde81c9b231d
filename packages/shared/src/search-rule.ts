// The search box's rule (SPEC §5), apart from rules.ts: the storefront's header needs it on every page, the other
// rules only the pages with forms (the home page does not load them; decision 024).
import type { MessageKey } from './messages';

/** Search box: empty trimmed text is refused with a message that depends on the search type. */
export function searchRule(text: string, searchType: number): MessageKey | null {
  if (text.trim() !== '') return null;
  return searchType === 1 ? 'search.shopNameEmpty' : 'search.productNameEmpty';
}
