// Loader data of group buying: the /group-buy list (?navId= is the header tab, SPEC §2), the product page's
// group-buy panel (the product's activity with its open groups, and the shared group of ?groupId=), and the
// group-buy confirm page (/group-buy/confirm-order?activityId=&skuId=&groupId=&addrId=, token needed).
import { data as reply, type AppLoadContext } from 'react-router';
import type { ConfirmAnswer, GroupBuyCard, GroupBuyDetail, GroupDetail, Lang, MyGroup, Paged, UserAddress } from '@mall/shared';
import { emptyPage, getOr } from '../../lib/api';
import { tokenOfRequest } from '../../lib/auth.server';
import { requestLang } from '../../lib/lang';
import { callForUser, loadForUser } from '../order/user-api.server';

export const idOf = (raw: string | null | undefined): number | null => (raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export interface GroupBuyListData {
  page: Paged<GroupBuyCard>;
  serverTime: string;
}

export async function loadGroupBuyList(request: Request, context: AppLoadContext): Promise<GroupBuyListData> {
  const current = idOf(new URL(request.url).searchParams.get('current')) ?? 1;
  const page = await getOr<Paged<GroupBuyCard>>(context, `/group-buy/activities?current=${current}&size=20`, requestLang(request), emptyPage());
  return { page, serverTime: new Date().toISOString() };
}

export interface ProductGroupBuy {
  activity: GroupBuyDetail;
  /** the group of a share link (?groupId=), when it belongs to this activity */
  shared: GroupDetail | null;
  /** the caller's groups of this activity (a member shares, never joins again) */
  mine: number[];
}

/** The product's group-buy activity (on now or to come) with its open groups; null when it has none. */
export async function loadProductGroupBuy(request: Request, context: AppLoadContext, prodId: number, lang: Lang): Promise<ProductGroupBuy | null> {
  const list = await getOr<Paged<GroupBuyCard>>(context, `/group-buy/activities?prodId=${prodId}&size=1`, lang, emptyPage());
  const first = list.records[0];
  if (!first) return null;
  const activity = await getOr<GroupBuyDetail | null>(context, `/group-buy/activity/${first.activityId}`, lang, null);
  if (!activity) return null;
  const groupId = idOf(new URL(request.url).searchParams.get('groupId'));
  const token = tokenOfRequest(request);
  const [shared, my] = await Promise.all([
    groupId ? getOr<GroupDetail | null>(context, token ? `/p/group-buy/group/${groupId}` : `/group-buy/group/${groupId}`, lang, null) : Promise.resolve(null),
    token ? getOr<Paged<MyGroup>>(context, '/p/group-buy/my?size=50', lang, emptyPage()) : Promise.resolve(emptyPage<MyGroup>()),
  ]);
  const mine = my.records.filter((g) => g.activityId === activity.activityId).map((g) => g.groupId);
  return { activity, shared: shared && shared.group.activityId === activity.activityId ? shared : null, mine };
}

export interface GroupCheckout {
  activityId: number;
  skuId: number;
  groupId: number | null;
  prodId: number | null;
  confirm: ConfirmAnswer | null;
  addresses: UserAddress[];
  /** the API's localized refusal (not started, ended, group full or closed, joined already) */
  error: string | null;
}

export async function loadGroupCheckout(request: Request, context: AppLoadContext): Promise<GroupCheckout> {
  const q = new URL(request.url).searchParams;
  const activityId = idOf(q.get('activityId'));
  const skuId = idOf(q.get('skuId'));
  if (!activityId || !skuId) throw reply(null, { status: 404 });
  const groupId = idOf(q.get('groupId'));
  const addrId = idOf(q.get('addrId')) ?? undefined;
  const prodId = idOf(q.get('prodId'));
  const addresses = await loadForUser<UserAddress[]>(request, context, '/p/address/list');
  const res = await callForUser<ConfirmAnswer>(request, context, '/p/group-buy/confirm', { method: 'POST', body: { activityId, skuId, prodCount: 1, groupId, addrId } });
  const base = { activityId, skuId, groupId, prodId, addresses };
  if (res.status === 200) return { ...base, confirm: res.data, error: null };
  const message = (res.data as { message?: unknown } | null)?.message;
  return { ...base, confirm: null, error: res.status < 500 && typeof message === 'string' ? message : null };
}
