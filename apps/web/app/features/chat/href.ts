// The chat page's address and query names: what links to it need (the quick menu on every page), apart from the
// chat calls in api.ts, which only the chat parts load.
export const CHAT_PATH = '/chat';
/** query of /chat: the shop to talk to; platform=1 the mall's own service */
export const SHOP_PARAM = 'shopId';
export const PLATFORM_PARAM = 'platform';
export const PROD_PARAM = 'prodId';
export const ORDER_PARAM = 'orderNumber';

/** Where "contact the shop" goes: /chat?shopId= (with the product or order it came from). */
export function chatHref(o: { shopId?: number; prodId?: number; orderNumber?: string; platform?: boolean } = {}): string {
  const q = new URLSearchParams();
  if (o.platform) q.set(PLATFORM_PARAM, '1');
  if (o.shopId) q.set(SHOP_PARAM, String(o.shopId));
  if (o.prodId) q.set(PROD_PARAM, String(o.prodId));
  if (o.orderNumber) q.set(ORDER_PARAM, o.orderNumber);
  const s = q.toString();
  return s ? `${CHAT_PATH}?${s}` : CHAT_PATH;
}
