// Header tab types (SPEC §2: 0 default, 2 special discount, 3 group buy, 4 flash sale, 5 coupons). A page of a
// promotion names its type in its route `handle` ({ headerTab }); the category nav highlights the site-nav entry of
// that type on every page of it (the list, a detail, the confirm page), not only on the entry's own address.
import { useMatches } from 'react-router';
import { HEADER_TAB } from '@mall/shared';

export type HeaderTab = (typeof HEADER_TAB)[keyof typeof HEADER_TAB];

/** The landing page of each tab type: a nav entry pointing there belongs to that type. */
const TAB_PATHS: Record<string, HeaderTab> = {
  '/special-discount': HEADER_TAB.specialDiscount,
  '/group-buy': HEADER_TAB.groupBuy,
  '/flash-sale': HEADER_TAB.flashSale,
  '/coupons': HEADER_TAB.coupons,
};

/** The tab type of a nav entry's address (0 for anything else, and for outside links). */
export function tabOfUri(uri: string): HeaderTab {
  if (/^https?:\/\//i.test(uri)) return HEADER_TAB.default;
  const path = new URL(uri || '/', 'http://this.site').pathname.replace(/\/+$/, '') || '/';
  return TAB_PATHS[path] ?? HEADER_TAB.default;
}

/** The tab type of the deepest matched route that names one (0 when none does). */
export function headerTabOf(handles: readonly unknown[]): HeaderTab {
  for (let i = handles.length - 1; i >= 0; i--) {
    const h = handles[i] as { headerTab?: HeaderTab } | undefined;
    if (h && typeof h.headerTab === 'number') return h.headerTab;
  }
  return HEADER_TAB.default;
}

export function useHeaderTab(): HeaderTab {
  return headerTabOf(useMatches().map((m) => m.handle));
}

/** Whether a nav entry is the highlighted tab of a page whose tab type is `tab`. */
export const tabActive = (uri: string, tab: HeaderTab) => tab !== HEADER_TAB.default && tabOfUri(uri) === tab;
