// A zone's parts as stored (packages/db/src/seed/zones.ts: { type, ...props }) ⇄ the editor's form values. The
// parts that name products or categories are form fields (pickers); image-ad and hot-area keep their props as a
// JSON object in `json` (pictures and areas). The stored format does not change: only the props a part's type
// uses are sent back.
import type { ZONE_PART_TYPES } from '@mall/shared';

export type ZonePartType = (typeof ZONE_PART_TYPES)[number];
export type StoredPart = { type: string } & Record<string, unknown>;
export type PartValues = { type: ZonePartType; json?: string } & Record<string, unknown>;

/** Types edited as JSON props (pictures, areas), for now. */
export const JSON_PART_TYPES: readonly ZonePartType[] = ['image-ad', 'hot-area'];

const PROPS: Record<ZonePartType, readonly string[]> = {
  'title-text': ['titleZh', 'titleEn', 'subTitleZh', 'subTitleEn', 'align', 'moreLink'],
  'image-ad': [],
  'hot-area': [],
  'prod-class': ['categoryId', 'titleZh', 'titleEn', 'limit', 'productIds'],
  'prod-item': ['productIds', 'columns'],
  'prod-nav': ['tabs'],
  'prod-recommend': ['titleZh', 'titleEn', 'productIds'],
  'prod-scroll-item': ['titleZh', 'titleEn', 'productIds'],
};

/** What a new part of a type starts with. */
export function newPart(type: ZonePartType): PartValues {
  switch (type) {
    case 'title-text': return { type, titleZh: '', titleEn: '', subTitleZh: '', subTitleEn: '', align: 'center' };
    case 'image-ad': return { type, json: JSON.stringify({ images: [{ picZh: '', picEn: '', link: '', width: 1200, height: 300 }] }, null, 2) };
    case 'hot-area': return { type, json: JSON.stringify({ picZh: '', picEn: '', width: 1200, height: 400, areas: [] }, null, 2) };
    case 'prod-class': return { type, titleZh: '', titleEn: '', limit: 10, productIds: [] };
    case 'prod-item': return { type, productIds: [], columns: 5 };
    case 'prod-nav': return { type, tabs: [{ nameZh: '', nameEn: '', productIds: [] }] };
    default: return { type, titleZh: '', titleEn: '', productIds: [] };
  }
}

export function toPartValues(part: StoredPart): PartValues {
  const type = part.type as ZonePartType;
  if (JSON_PART_TYPES.includes(type)) {
    const { type: _type, ...props } = part;
    return { type, json: JSON.stringify(props, null, 2) };
  }
  return { ...part, type };
}

const DEFAULTS: Record<string, unknown> = { categoryId: 0, limit: 10, columns: 5, align: 'center' };
const idList = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : []);

export function toStoredPart(values: PartValues): StoredPart {
  const { type } = values;
  if (JSON_PART_TYPES.includes(type)) return { type, ...(JSON.parse(values.json || '{}') as Record<string, unknown>) };
  const out: StoredPart = { type };
  for (const key of PROPS[type] ?? []) {
    let v = values[key];
    if (key === 'productIds') v = idList(v);
    else if (key === 'tabs') {
      v = (Array.isArray(v) ? v : []).map((tab: Record<string, unknown>) => ({
        nameZh: tab.nameZh ?? '', nameEn: tab.nameEn ?? '', categoryId: tab.categoryId ?? 0, productIds: idList(tab.productIds),
      }));
    } else if (key === 'moreLink' && !v) continue; // optional: left out when empty, as the seed does
    out[key] = v ?? DEFAULTS[key] ?? '';
  }
  return out;
}

/** A JSON part's text: an object (the part's props). Answers whether it is one. */
export function isJsonObject(text: string | undefined): boolean {
  try {
    const v: unknown = JSON.parse(text || 'null');
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}
