// The mark of a pre-sale order (ORDER_TYPE.presale) in my orders and an order's page: "预售 · 定金" / "Pre-sale · Deposit",
// and where "buy again" leads for it: the product page (its pre-sale panel when the pre-sale still runs), never the
// cart at the ordinary price.
import { useTranslation } from 'react-i18next';
import { ORDER_TYPE } from '@mall/shared';

type PresaleOrder = { orderType: number; presalePart?: 'full' | 'deposit' | 'balance' | null };

export function PresaleOrderTag({ order }: { order: PresaleOrder }) {
  const { t } = useTranslation();
  if (order.orderType !== ORDER_TYPE.presale) return null;
  return (
    <span className="badge badge--red presale-order-tag" data-testid="presale-order-tag">
      {t('presale.order.tag')}
      {order.presalePart ? ` · ${t(`presale.order.${order.presalePart}`)}` : ''}
    </span>
  );
}

/** "Buy again" of a pre-sale order opens the product page; other orders put their lines back in the cart (null). */
export function presaleBuyAgainHref(order: { orderType: number; items: { prodId: number }[] }): string | null {
  const first = order.items[0];
  return order.orderType === ORDER_TYPE.presale && first ? `/detail/${first.prodId}` : null;
}
