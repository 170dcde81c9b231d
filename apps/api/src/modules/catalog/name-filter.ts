// Products whose zh or en name contains a typed text (the seller centre's list, the console's product picker).
import { ilike, or, type SQL } from 'drizzle-orm';
import { schema } from '@mall/db';
import { escapeLike } from '../../platform/like';

export const nameContains = (text: string): SQL | undefined =>
  or(ilike(schema.product.nameZh, `%${escapeLike(text)}%`), ilike(schema.product.nameEn, `%${escapeLike(text)}%`));
