// The console's category tree: three levels, icons, order, shown or hidden. The place of a category is fixed at
// creation (level = parent's level + 1). Adding under a parent and deleting that parent lock the parent row first,
// so a child is never added under a category that is being deleted; a category with children or products stays.
import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { bilingualRule, imageRule, type AdminCategory, type AdminCategoryBody, type AdminCategoryUpdate } from '@mall/shared';
import { AppError, notFound } from '../../platform/errors';
import { check } from './admin-rules';

const { category } = schema;
type Row = typeof category.$inferSelect;
const MAX_GRADE = 3;

const view = (r: Row): AdminCategory => ({ id: r.id, parentId: r.parentId, grade: r.grade, nameZh: r.nameZh, nameEn: r.nameEn, icon: r.icon, seq: r.seq, status: r.status });

function columns(b: AdminCategoryUpdate) {
  check(bilingualRule(b.nameZh, b.nameEn), imageRule(b.icon, true));
  return { nameZh: b.nameZh.trim(), nameEn: b.nameEn.trim(), icon: b.icon?.trim() || null, seq: b.seq, status: b.status };
}

export function createAdminCategories(db: Db, usage: { hasProducts(categoryId: number): Promise<boolean> }) {
  return {
    /** Every category, hidden ones too, flat (parentId links them), in display order. */
    async list(): Promise<AdminCategory[]> {
      const rows = await db.select().from(category).orderBy(asc(category.grade), asc(category.seq), asc(category.id));
      return rows.map(view);
    },

    async create(b: AdminCategoryBody): Promise<AdminCategory> {
      const values = columns(b);
      if (b.parentId === 0) {
        const [r] = await db.insert(category).values({ ...values, parentId: 0, grade: 1 }).returning();
        return view(r!);
      }
      return db.transaction(async (tx) => {
        const [parent] = await tx.select().from(category).where(eq(category.id, b.parentId)).for('update');
        if (!parent) throw new AppError('category.notFound', 400);
        if (parent.grade >= MAX_GRADE) throw new AppError('category.tooDeep', 400);
        const [r] = await tx.insert(category).values({ ...values, parentId: parent.id, grade: parent.grade + 1 }).returning();
        return view(r!);
      });
    },

    async update(id: number, b: AdminCategoryUpdate): Promise<AdminCategory> {
      const [r] = await db.update(category).set(columns(b)).where(eq(category.id, id)).returning();
      if (!r) throw notFound('category.notFound');
      return view(r);
    },

    async remove(id: number): Promise<{ ok: true }> {
      // products are the catalog's (asked outside the transaction: on PGlite's one connection a query beside an open
      // transaction would wait for it); a product added to the category at this very moment is not guarded against
      if (await usage.hasProducts(id)) throw new AppError('category.hasProducts', 400);
      return db.transaction(async (tx) => {
        const [self] = await tx.select({ id: category.id }).from(category).where(eq(category.id, id)).for('update');
        if (!self) throw notFound('category.notFound');
        const [child] = await tx.select({ id: category.id }).from(category).where(eq(category.parentId, id)).limit(1);
        if (child) throw new AppError('category.hasChildren', 400);
        await tx.delete(category).where(eq(category.id, id));
        return { ok: true as const };
      });
    },
  };
}
export type AdminCategories = ReturnType<typeof createAdminCategories>;
