// China's administrative regions (province → city → district), GB/T 2260 six-digit codes, from the
// maintained @vant/area-data package (mainland plus Hong Kong, Macao and Taiwan). Imported from
// '@mall/shared/regions' (not the main entry) so that pages which do not pick regions do not carry the data.
// Names are the official Chinese names in both languages, as on a parcel label.
import { areaList } from '@vant/area-data';

export interface Region {
  code: string;
  name: string;
}

export const REGION_LEVEL = { province: 1, city: 2, area: 3 } as const;

type Index = { provinces: Region[]; children: Map<string, Region[]>; names: Map<string, string>; level: Map<string, number> };
let index: Index | undefined;

function build(): Index {
  const names = new Map<string, string>();
  const level = new Map<string, number>();
  const children = new Map<string, Region[]>();
  const add = (list: Record<string, string>, lvl: number, parentOf: (code: string) => string) => {
    for (const [code, name] of Object.entries(list).sort(([a], [b]) => a.localeCompare(b))) {
      names.set(code, name);
      level.set(code, lvl);
      const parent = parentOf(code);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent)!.push({ code, name });
    }
  };
  add(areaList.province_list, REGION_LEVEL.province, () => '0');
  add(areaList.city_list, REGION_LEVEL.city, (c) => `${c.slice(0, 2)}0000`);
  add(areaList.county_list, REGION_LEVEL.area, (c) => `${c.slice(0, 4)}00`);
  return { provinces: children.get('0') ?? [], children, names, level };
}
const idx = (): Index => (index ??= build());

export const provinces = (): Region[] => idx().provinces;

/** The regions one level below `code` ('0' or '' for the provinces); [] for a district or an unknown code. */
export const regionChildren = (code: string): Region[] => (code === '' || code === '0' ? idx().provinces : idx().children.get(code) ?? []);

export const regionName = (code: string): string | undefined => idx().names.get(code);

/** 1 province, 2 city, 3 district; undefined for an unknown code. */
export const regionLevel = (code: string): number | undefined => idx().level.get(code);

/**
 * The names of a province / city / district chain, or null when a code is unknown or the three do not
 * belong together (the city must be a child of the province, the district of the city).
 */
export function resolveRegion(provinceCode: string, cityCode: string, areaCode: string): { province: string; city: string; area: string } | null {
  const i = idx();
  if (i.level.get(provinceCode) !== REGION_LEVEL.province || i.level.get(cityCode) !== REGION_LEVEL.city || i.level.get(areaCode) !== REGION_LEVEL.area) return null;
  if (!i.children.get(provinceCode)?.some((c) => c.code === cityCode)) return null;
  if (!i.children.get(cityCode)?.some((a) => a.code === areaCode)) return null;
  return { province: i.names.get(provinceCode)!, city: i.names.get(cityCode)!, area: i.names.get(areaCode)! };
}
