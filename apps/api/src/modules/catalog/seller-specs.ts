// The seller's spec grid ↔ the SKU rows: SKU rows keep their own localized spec pairs; the form works with spec
// names, value lists and per-SKU value indexes.
import type { schema } from '@mall/db';
import type { SpecInput } from '@mall/shared';

type SkuSpec = schema.SkuSpec;

/** The spec pairs of one SKU from the value indexes of the form. */
export const specsOf = (specs: SpecInput[], values: number[]): SkuSpec[] =>
  specs.map((s, i) => {
    const v = s.values[values[i]!]!;
    return { nameZh: s.nameZh.trim(), nameEn: s.nameEn.trim(), valueZh: v.valueZh.trim(), valueEn: v.valueEn.trim() };
  });

/** Spec names and values (in first-seen order) of a product's SKUs, and each SKU's value indexes. */
export function gridOf(skus: { specs: SkuSpec[] }[]): { specs: SpecInput[]; values: number[][] } {
  const first = skus[0]?.specs ?? [];
  const specs: SpecInput[] = first.map((s) => ({ nameZh: s.nameZh, nameEn: s.nameEn, values: [] }));
  const values = skus.map((row) =>
    specs.map((spec, i) => {
      const pair = row.specs[i];
      const valueZh = pair?.valueZh ?? '';
      let at = spec.values.findIndex((v) => v.valueZh === valueZh);
      if (at < 0) at = spec.values.push({ valueZh, valueEn: pair?.valueEn ?? '' }) - 1;
      return at;
    }),
  );
  return { specs, values };
}
