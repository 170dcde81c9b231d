// Who may set up promotions in the console: operators act for the whole mall (null); other users only as the
// owner of an open shop (their shop id); anyone else is refused (403).
import { AppError } from '../../platform/errors';
import type { StoreService } from '../store/service';

export async function consoleScope(store: Pick<StoreService, 'shopOf'>, userId: number, role: string): Promise<number | null> {
  if (role === 'admin') return null;
  const own = await store.shopOf(userId);
  if (own.shopId === null || own.shopStatus !== 1) throw new AppError('admin.forbidden', 403, undefined, 'FORBIDDEN');
  return own.shopId;
}
