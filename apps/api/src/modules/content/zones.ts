// Zone (topic page) definitions as stored (bilingual props, see packages/db/src/seed/zones.ts) turned into the
// parts of one language. Parts of an unknown type or with broken props are left out, never fatal.
import type { Lang, ZonePart } from '@mall/shared';
import { pick } from '../../platform/lang';

export interface LocalizedZone {
  id: number;
  name: string;
  parts: ZonePart[];
}

type Raw = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x) && x > 0) : []);
const list = (v: unknown): Raw[] => (Array.isArray(v) ? v.filter((x): x is Raw => typeof x === 'object' && x !== null) : []);
/** Links inside the site or to http(s) only. */
const link = (v: unknown): string => {
  const s = str(v).trim();
  return /^(\/(?!\/)|https?:\/\/)/i.test(s) ? s : '';
};

function localizePart(p: Raw, lang: Lang): ZonePart | null {
  const t = (k: string) => pick(lang, str(p[`${k}Zh`]), str(p[`${k}En`]));
  switch (p.type) {
    case 'title-text':
      return { type: 'title-text', title: t('title'), subTitle: t('subTitle'), align: p.align === 'left' ? 'left' : 'center', moreLink: link(p.moreLink) || null };
    case 'image-ad':
      return {
        type: 'image-ad',
        images: list(p.images).map((i) => ({
          pic: pick(lang, str(i.picZh), str(i.picEn)), link: link(i.link), alt: pick(lang, str(i.altZh), str(i.altEn)), width: num(i.width, 1200), height: num(i.height, 300),
        })),
      };
    case 'hot-area':
      return {
        type: 'hot-area',
        // a picture per language (picZh / picEn, like the image-ad parts); `pic` of zones saved before serves both
        pic: pick(lang, str(p.picZh) || str(p.pic), str(p.picEn) || str(p.pic)),
        width: num(p.width, 1200),
        height: num(p.height, 400),
        areas: list(p.areas).map((a) => ({
          x: num(a.x), y: num(a.y), w: num(a.w), h: num(a.h), link: link(a.link), label: pick(lang, str(a.labelZh), str(a.labelEn)),
        })),
      };
    case 'prod-class':
      return { type: 'prod-class', categoryId: num(p.categoryId), title: t('title'), productIds: ids(p.productIds).slice(0, num(p.limit, 10) || 10) };
    case 'prod-item':
      return { type: 'prod-item', productIds: ids(p.productIds), columns: p.columns === 4 ? 4 : 5 };
    case 'prod-nav':
      return {
        type: 'prod-nav',
        tabs: list(p.tabs).map((tab) => ({ name: pick(lang, str(tab.nameZh), str(tab.nameEn)), categoryId: num(tab.categoryId), productIds: ids(tab.productIds) })),
      };
    case 'prod-recommend':
      return { type: 'prod-recommend', title: t('title'), productIds: ids(p.productIds) };
    case 'prod-scroll-item':
      return { type: 'prod-scroll-item', title: t('title'), productIds: ids(p.productIds) };
    default:
      return null;
  }
}

export function localizeZone(z: { id: number; nameZh: string; nameEn: string; parts: unknown }, lang: Lang): LocalizedZone {
  const parts = list(z.parts)
    .map((p) => localizePart(p, lang))
    .filter((p): p is ZonePart => p !== null);
  return { id: z.id, name: pick(lang, z.nameZh, z.nameEn), parts };
}

/** Every product id the parts name, once, in order of appearance. */
export function zoneProductIds(parts: ZonePart[]): number[] {
  const out = new Set<number>();
  for (const p of parts) {
    if (p.type === 'prod-nav') p.tabs.forEach((tab) => tab.productIds.forEach((id) => out.add(id)));
    else if ('productIds' in p) p.productIds.forEach((id) => out.add(id));
  }
  return [...out];
}
