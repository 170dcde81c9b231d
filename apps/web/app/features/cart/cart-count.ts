// The header's cart count (SPEC §2: 0 when logged out). The root loader reads it (cart-count.server.ts) with the
// rest of the shell; whoever changes the cart (add to cart, quantity, delete, move, order placed, buy again)
// revalidates the loaders (useRevalidator), so the count follows without a reload.
import { useRouteLoaderData } from 'react-router';

/** What the root loader adds to its data. */
export interface CartCountData {
  cartCount: number;
}

export function useCartCount(): number {
  const root = useRouteLoaderData('root') as Partial<CartCountData> | undefined;
  return root?.cartCount ?? 0;
}
