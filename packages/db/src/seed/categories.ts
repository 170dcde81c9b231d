// The three-level category tree (see catalog-data.ts). Top categories get a generated icon.
import { category } from '../schema/index';
import { CATEGORY_TREE, type LeafDef, type TopDef } from './catalog-data';
import { iconSvg } from './images';
import { type SeedContext } from './types';

export interface SeededLeaf {
  id: number;
  /** position in the flat leaf list (stable, used for image pools) */
  index: number;
  def: LeafDef;
  top: TopDef;
  topId: number;
}

export interface SeededCategories {
  leaves: SeededLeaf[];
  topIds: Map<TopDef['key'], number>;
  count: number;
}

export async function seedCategories(ctx: SeedContext): Promise<SeededCategories> {
  const { tx } = ctx;
  const leaves: SeededLeaf[] = [];
  const topIds = new Map<TopDef['key'], number>();
  let count = 0;
  for (const [ti, top] of CATEGORY_TREE.entries()) {
    const icon = `/uploads/demo/cat/${top.key}.webp`;
    ctx.images.add({ path: icon, width: 96, height: 96, svg: () => iconSvg(top.colors, top.iconShape) });
    const [topRow] = await tx
      .insert(category)
      .values({ parentId: 0, grade: 1, nameZh: top.zh, nameEn: top.en, icon, seq: ti + 1, status: 1 })
      .returning({ id: category.id });
    const topId = topRow!.id;
    topIds.set(top.key, topId);
    count++;
    for (const [si, sub] of top.subs.entries()) {
      const [subRow] = await tx
        .insert(category)
        .values({ parentId: topId, grade: 2, nameZh: sub.zh, nameEn: sub.en, seq: si + 1, status: 1 })
        .returning({ id: category.id });
      count++;
      const rows = await tx
        .insert(category)
        .values(sub.leaves.map((leaf, li) => ({ parentId: subRow!.id, grade: 3, nameZh: leaf.zh, nameEn: leaf.en, seq: li + 1, status: 1 })))
        .returning({ id: category.id });
      count += rows.length;
      sub.leaves.forEach((def, li) => leaves.push({ id: rows[li]!.id, index: leaves.length, def, top, topId }));
    }
  }
  return { leaves, topIds, count };
}
