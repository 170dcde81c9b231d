// A zone's parts as stored (packages/db/src/seed/zones.ts: { type, ...props }) ⇄ the editor's form values. The
// parts that name products or categories are form fields (pickers); image-ad parts a list of pictures, hot-area parts
// a picture with rectangles drawn on it (ImageAdField, HotAreaField). The stored format does not change: only the
// props a part's type uses are sent back.
import type { ZONE_PART_TYPES } from '@mall/shared';

export type ZonePartType = (typeof ZONE_PART_TYPES)[number];
export type StoredPart = { type: string } & Record<string, unknown>;
export type PartValues = { type: ZonePartType } & Record<string, unknown>;
export type AdImage = { picZh: string; picEn: string; link: string; altZh: string; altEn: string; width: number; height: number };
export type HotArea = { x: number; y: number; w: number; h: number; link: string; labelZh: string; labelEn: string };

const PROPS: Record<ZonePartType, readonly string[]> = {
  'title-text': ['titleZh', 'titleEn', 'subTitleZh', 'subTitleEn', 'align', 'moreLink'],
  'image-ad': ['images'],
  'hot-area': ['picZh', 'picEn', 'width', 'height', 'areas'],
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
    case 'image-ad': return { type, images: [newAdImage()] };
    case 'hot-area': return { type, picZh: '', picEn: '', width: 1200, height: 400, areas: [] };
    case 'prod-class': return { type, titleZh: '', titleEn: '', limit: 10, productIds: [] };
    case 'prod-item': return { type, productIds: [], columns: 5 };
    case 'prod-nav': return { type, tabs: [{ nameZh: '', nameEn: '', productIds: [] }] };
    default: return { type, titleZh: '', titleEn: '', productIds: [] };
  }
}

export const newAdImage = (): AdImage => ({ picZh: '', picEn: '', link: '', altZh: '', altEn: '', width: 1200, height: 300 });

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const size = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback);
/** Percent with one decimal, inside 0..100. */
export const pct = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.round(Math.min(100, Math.max(0, v)) * 10) / 10 : 0);
const objects = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : []);

export function toPartValues(part: StoredPart): PartValues {
  const type = part.type as ZonePartType;
  if (type === 'hot-area') {
    // zones saved before the pictures per language had one `pic` for both
    return { ...part, type, picZh: text(part.picZh) || text(part.pic), picEn: text(part.picEn) || text(part.pic) };
  }
  return { ...part, type };
}

const DEFAULTS: Record<string, unknown> = { categoryId: 0, limit: 10, columns: 5, align: 'center' };
const idList = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : []);

export function toStoredPart(values: PartValues): StoredPart {
  const { type } = values;
  const out: StoredPart = { type };
  for (const key of PROPS[type] ?? []) {
    let v = values[key];
    if (key === 'productIds') v = idList(v);
    else if (key === 'tabs') {
      v = (Array.isArray(v) ? v : []).map((tab: Record<string, unknown>) => ({
        nameZh: tab.nameZh ?? '', nameEn: tab.nameEn ?? '', categoryId: tab.categoryId ?? 0, productIds: idList(tab.productIds),
      }));
    } else if (key === 'images') v = objects(v).map(storedImage);
    else if (key === 'areas') v = objects(v).map(storedArea);
    else if (key === 'width' || key === 'height') v = size(v, key === 'width' ? 1200 : 400);
    else if (key === 'moreLink' && !v) continue; // optional: left out when empty, as the seed does
    out[key] = v ?? DEFAULTS[key] ?? '';
  }
  return out;
}

/** A picture as stored: the alt texts only when given (the seed's pictures have none). */
function storedImage(i: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { picZh: text(i.picZh).trim(), picEn: text(i.picEn).trim(), link: text(i.link).trim(), width: size(i.width, 1200), height: size(i.height, 300) };
  if (text(i.altZh).trim()) out.altZh = text(i.altZh).trim();
  if (text(i.altEn).trim()) out.altEn = text(i.altEn).trim();
  return out;
}

function storedArea(a: Record<string, unknown>): HotArea {
  return { x: pct(a.x), y: pct(a.y), w: pct(a.w), h: pct(a.h), link: text(a.link).trim(), labelZh: text(a.labelZh).trim(), labelEn: text(a.labelEn).trim() };
}
