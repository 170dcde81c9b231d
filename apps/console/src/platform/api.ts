// The platform console's calls (/shop-api/p/admin/..., operators only) on top of the shared API client.
import type { Paged } from '@mall/shared';
import { api, type Query } from '../app/api';
import type { PageResult } from '../app/components/CrudTable';

export const asPage = <T,>(p: Paged<T>): PageResult<T> => ({ list: p.records, total: p.total });

export const adminApi = {
  list: <T,>(endpoint: string, query: Query) => api<Paged<T>>(endpoint, { query }).then(asPage),
  get: <T,>(path: string, query?: Query) => api<T>(path, { query }),
  create: <T,>(endpoint: string, body: unknown) => api<T>(endpoint, { method: 'POST', body }),
  update: <T,>(endpoint: string, id: number | string, body: unknown) => api<T>(`${endpoint}/${id}`, { method: 'PUT', body }),
  remove: (endpoint: string, id: number | string) => api<{ ok: true }>(`${endpoint}/${id}`, { method: 'DELETE' }),
  post: <T,>(path: string, body: unknown = {}) => api<T>(path, { method: 'POST', body }),
  put: <T,>(path: string, body: unknown) => api<T>(path, { method: 'PUT', body }),
};
