// The cart page's data: the groups (POST /p/shopCart/info) and the totals of the checked lines (totalPay).
import type { AppLoadContext } from 'react-router';
import type { CartTotal, ShopCart } from '@mall/shared';
import { loadForUser } from '../order/user-api.server';
import { checkedIds } from './cart-model';

export interface CartData {
  groups: ShopCart[];
  total: CartTotal;
}

const NO_TOTAL: CartTotal = { totalMoney: 0, subtractMoney: 0, finalMoney: 0, count: 0 };

export async function loadCart(request: Request, context: AppLoadContext): Promise<CartData> {
  const groups = await loadForUser<ShopCart[]>(request, context, '/p/shopCart/info', { method: 'POST', body: [] });
  const ids = checkedIds(groups);
  const total = ids.length
    ? await loadForUser<CartTotal>(request, context, '/p/shopCart/totalPay', { method: 'POST', body: ids })
    : NO_TOTAL;
  return { groups, total };
}
