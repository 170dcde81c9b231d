// The data every layout needs (top bar, header, nav, footer), fetched once by the root loader. The category tree is
// not part of it (lib/categories.ts): it was two thirds of every page's serialised data.
import type {
  FriendLinkItem,
  HelpCategoryItem,
  HotSearchItem,
  Lang,
  NavItem,
  Paged,
  ServiceSwitch,
  WebConfig,
} from '@mall/shared';
import { LIMITS } from '@mall/shared';
import { useRouteLoaderData, type AppLoadContext } from 'react-router';
import { emptyPage, getOr } from './api';

export interface ShellData {
  lang: Lang;
  config: WebConfig | null;
  serviceSwitch: ServiceSwitch;
  hotWords: HotSearchItem[];
  nav: NavItem[];
  helpCategories: HelpCategoryItem[];
  friendLinks: FriendLinkItem[];
}

export async function loadShell(context: AppLoadContext, lang: Lang): Promise<ShellData> {
  const [config, serviceSwitch, hotWords, nav, help, links] = await Promise.all([
    getOr<WebConfig | null>(context, '/webConfig/getPcWebConfig', lang, null),
    getOr<ServiceSwitch>(context, '/sys/config/info/getSysServiceSwitch', lang, {
      serviceTermsSwitch: true,
      privacyPolicySwitch: true,
    }),
    getOr<HotSearchItem[]>(context, `/search/hotSearch?number=${LIMITS.hotWords}`, lang, []),
    getOr<NavItem[]>(context, '/service/nav/page?showStatus=0', lang, []),
    getOr<Paged<HelpCategoryItem>>(
      context,
      `/service/helpCategory/page?current=1&size=${LIMITS.helpPageSize}`,
      lang,
      emptyPage(),
    ),
    getOr<Paged<FriendLinkItem>>(
      context,
      `/service/indexLink/page?current=1&size=${LIMITS.helpPageSize}&deleted=0`,
      lang,
      emptyPage(),
    ),
  ]);
  return {
    lang,
    config,
    serviceSwitch,
    hotWords: Array.isArray(hotWords) ? hotWords.slice(0, LIMITS.hotWords) : [],
    nav: Array.isArray(nav) ? nav : [],
    helpCategories: help.records ?? [],
    friendLinks: links.records ?? [],
  };
}

/** The root loader's data; layouts render only under a root that loaded. */
export function useShell(): ShellData {
  const shell = useRouteLoaderData('root') as ShellData | undefined;
  if (!shell) throw new Error('useShell outside the root route');
  return shell;
}

/** Help columns of the footer and the help center: parents (parentId 0) with their children, in seq order. */
export function helpColumns(items: HelpCategoryItem[]): { column: HelpCategoryItem; children: HelpCategoryItem[] }[] {
  const bySeq = (a: HelpCategoryItem, b: HelpCategoryItem) => a.seq - b.seq || a.id - b.id;
  return items
    .filter((c) => c.parentId === 0)
    .sort(bySeq)
    .map((column) => ({ column, children: items.filter((c) => c.parentId === column.id).sort(bySeq) }));
}
