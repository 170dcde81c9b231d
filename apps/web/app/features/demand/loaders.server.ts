// What the demand pages' loaders share: the category and province options, the list filters read from the address
// (budgets in yuan → fen for the API), the page number.
import type { AppLoadContext } from 'react-router';
import { yuanToFen, type CategoryNode, type Lang } from '@mall/shared';
import { getOr } from '../../lib/api';
import type { DemandFilters, Option } from './DemandList';

export async function demandOptions(context: AppLoadContext, lang: Lang): Promise<{ categories: Option[]; regions: Option[] }> {
  const [tree, areas] = await Promise.all([
    getOr<CategoryNode[]>(context, '/category/categoryInfo', lang, []),
    getOr<{ areaId: string; areaName: string }[]>(context, '/area/listByPid?pid=0', lang, []),
  ]);
  const categories = (Array.isArray(tree) ? tree : []).map((c) => ({ value: String(c.categoryId), label: c.categoryName }));
  const regions = (Array.isArray(areas) ? areas : []).map((a) => ({ value: String(a.areaId), label: a.areaName }));
  return { categories, regions };
}

export const pageOf = (url: URL): number => {
  const raw = Number(url.searchParams.get('page'));
  return Number.isInteger(raw) && raw > 0 && raw < 10_000 ? raw : 1;
};

export const idOf = (url: URL): number | null => {
  const id = url.searchParams.get('id')?.trim() ?? '';
  return /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
};

/** The filters of the address, and the API query they make. */
export function filtersOf(url: URL): { filters: DemandFilters; query: URLSearchParams } {
  const g = (k: string, max = 50) => (url.searchParams.get(k) ?? '').trim().slice(0, max);
  const filters: DemandFilters = { categoryId: g('categoryId', 10), regionCode: g('regionCode', 12), budgetFrom: g('budgetFrom', 12), budgetTo: g('budgetTo', 12), status: g('status', 12), keyword: g('keyword') };
  const query = new URLSearchParams();
  if (/^[1-9]\d{0,8}$/.test(filters.categoryId)) query.set('categoryId', filters.categoryId);
  if (/^\d{6}$/.test(filters.regionCode)) query.set('regionCode', filters.regionCode);
  const from = filters.budgetFrom ? yuanToFen(filters.budgetFrom) : null;
  const to = filters.budgetTo ? yuanToFen(filters.budgetTo) : null;
  if (from !== null) query.set('budgetFrom', String(from));
  if (to !== null) query.set('budgetTo', String(to));
  if (['published', 'closed', 'expired'].includes(filters.status)) query.set('status', filters.status);
  if (filters.keyword) query.set('keyword', filters.keyword);
  return { filters, query };
}
