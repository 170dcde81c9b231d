// The left menu of the user center (SPEC §2), as data: later issues add their pages (orders, addresses, collection,
// footprint, coupons…) by adding an item to a group here, or a group. Only pages that exist are listed.
import type { LucideIcon } from 'lucide-react';
import { Footprints, Heart, House, ShieldCheck, UserRound } from 'lucide-react';
import { ClipboardList, MapPin } from 'lucide-react';
import { Coins, Wallet } from 'lucide-react';
import { TicketPercent } from 'lucide-react';
import { Building2, Store } from 'lucide-react';
import { MessageSquareText } from 'lucide-react';
import { Undo2 } from 'lucide-react';
import { Crown } from 'lucide-react';
import { ReceiptText } from 'lucide-react';
import { CreditCard, FileSpreadsheet } from 'lucide-react';
import { Handshake, Megaphone, MessageSquareQuote } from 'lucide-react';
import { CalendarClock } from 'lucide-react';

export interface UcMenuItem {
  /** address of the page */
  to: string;
  /** i18n key of its name */
  label: string;
  icon?: LucideIcon;
  /** other addresses under which this item counts as the current one (sub-pages) */
  also?: string[];
}

export interface UcMenuGroup {
  /** i18n key of the group title */
  title: string;
  items: UcMenuItem[];
}

export const UC_BASE = '/user-center';

export const UC_MENU: UcMenuGroup[] = [
  {
    title: 'acct.menu.center',
    items: [{ to: UC_BASE, label: 'acct.menu.home', icon: House }],
  },
  {
    title: 'orders.menu.group',
    items: [
      { to: `${UC_BASE}/uc-order`, label: 'orders.menu.orders', icon: ClipboardList },
      { to: `${UC_BASE}/uc-presale`, label: 'presale.mine.menu', icon: CalendarClock },
      { to: `${UC_BASE}/uc-return`, label: 'aftersale.menu', icon: Undo2, also: [`${UC_BASE}/apply-return`] },
      { to: `${UC_BASE}/uc-address`, label: 'orders.menu.addresses', icon: MapPin },
      { to: `${UC_BASE}/uc-comments`, label: 'review.uc.menu', icon: MessageSquareText },
      { to: `${UC_BASE}/uc-my-invoice`, label: 'invoice.menu.mine', icon: ReceiptText, also: [`${UC_BASE}/uc-order-invoice`, `${UC_BASE}/uc-invoice-title`] },
    ],
  },
  {
    title: 'payment.uc.menu',
    items: [
      { to: `${UC_BASE}/uc-balance`, label: 'payment.uc.balance', icon: Wallet },
      { to: `${UC_BASE}/uc-integral`, label: 'points.menu', icon: Coins },
      { to: `${UC_BASE}/uc-coupons`, label: 'coupon.uc.menu', icon: TicketPercent },
      { to: '/member-center/member-center', label: 'membership.center', icon: Crown },
      { to: `${UC_BASE}/uc-credit`, label: 'credit.menu.credit', icon: CreditCard },
      { to: `${UC_BASE}/uc-order-invoice-account`, label: 'credit.menu.invoice', icon: FileSpreadsheet },
    ],
  },
  {
    title: 'demand.menu.group',
    items: [
      { to: `${UC_BASE}/uc-demand`, label: 'demand.menu.demand', icon: Megaphone, also: [`${UC_BASE}/uc-demand-post`] },
      { to: `${UC_BASE}/uc-server`, label: 'demand.menu.service', icon: Handshake, also: [`${UC_BASE}/uc-server-post`] },
      { to: `${UC_BASE}/uc-enquiry`, label: 'inquiry.menu', icon: MessageSquareQuote },
    ],
  },
  {
    title: 'storeApply.menu',
    items: [
      { to: `${UC_BASE}/uc-shopaccount`, label: 'storeApply.account', icon: Store },
      { to: '/companyAuth', label: 'storeApply.company.title', icon: Building2 },
    ],
  },
  {
    title: 'catalog.uc.menu',
    items: [
      { to: `${UC_BASE}/uc-collection`, label: 'catalog.uc.collection', icon: Heart },
      { to: `${UC_BASE}/uc-footprint`, label: 'catalog.uc.footprint', icon: Footprints },
    ],
  },
  {
    title: 'acct.menu.settings',
    items: [
      { to: `${UC_BASE}/uc-account`, label: 'acct.menu.account', icon: UserRound },
      {
        to: `${UC_BASE}/security`,
        label: 'acct.menu.security',
        icon: ShieldCheck,
        also: [`${UC_BASE}/uc-password`, `${UC_BASE}/uc-paypw`, `${UC_BASE}/uc-update-mobile`],
      },
    ],
  },
];

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The item that is current for an address: exact match, or one of its `also` addresses. */
export function currentItem(menu: UcMenuGroup[], pathname: string): UcMenuItem | undefined {
  const path = trim(pathname);
  const items = menu.flatMap((g) => g.items);
  return items.find((i) => trim(i.to) === path) ?? items.find((i) => i.also?.some((a) => trim(a) === path));
}
