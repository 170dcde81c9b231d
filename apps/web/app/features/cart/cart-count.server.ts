// The cart count of the header, read by the root loader (see cart-count.ts).
import type { Lang } from '@mall/shared';
import type { AppLoadContext } from 'react-router';
import { getOr } from '../../lib/api';
import { tokenOfRequest } from '../../lib/auth.server';

/** Units in the cart (GET /p/shopCart/prodCount); 0 without a token or when the API cannot tell. */
export async function loadCartCount(request: Request, context: AppLoadContext, lang: Lang): Promise<number> {
  if (!tokenOfRequest(request)) return 0;
  const n = await getOr<number>(context, '/p/shopCart/prodCount', lang, 0);
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}
