// The catalog's answer to "does any product hang on this category?" (on shelf or not): the platform console
// refuses to delete a category that still has products.
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';

export function createCategoryUsage(db: Db) {
  return {
    async hasProducts(categoryId: number): Promise<boolean> {
      const [row] = await db.select({ id: schema.product.id }).from(schema.product).where(eq(schema.product.categoryId, categoryId)).limit(1);
      return !!row;
    },
  };
}
export type CategoryUsage = ReturnType<typeof createCategoryUsage>;
