// Browser calls of the address book (user centre uc-address, the checkout's address choice) and the region picker.
import type { AddressBody, UpdateAddressBody, UserAddress } from '@mall/shared';
import { clientApi } from '../../lib/api';
import type { ApiResult } from '../../lib/context';

type Ok = { ok: true };
/** Calls without a payload still send `{}`: the browser call is JSON-typed, and the API refuses an empty JSON body. */
const NO_BODY = {};

export const listAddresses = (lang: string) => clientApi<UserAddress[]>('/p/address/list', { lang });
export const addAddress = (body: AddressBody, lang: string) =>
  clientApi<{ addrId: number }>('/p/address/addAddr', { method: 'POST', body, lang });
export const updateAddress = (body: UpdateAddressBody, lang: string) =>
  clientApi<Ok>('/p/address/updateAddr', { method: 'PUT', body, lang });
export const deleteAddress = (addrId: number, lang: string) =>
  clientApi<Ok>(`/p/address/deleteAddr/${addrId}`, { method: 'DELETE', body: NO_BODY, lang });
export const setDefaultAddress = (addrId: number, lang: string) =>
  clientApi<Ok>(`/p/address/defaultAddr/${addrId}`, { method: 'PUT', body: NO_BODY, lang });

export interface AreaItem {
  areaId: string;
  areaName: string;
  level: number;
}

const areas = new Map<string, Promise<AreaItem[]>>();

/** The regions below a code ('0': the provinces), GET /area/listByPid; kept for the life of the page. */
export function areaChildren(pid: string, lang: string): Promise<AreaItem[]> {
  const known = areas.get(pid);
  if (known) return known;
  const load = clientApi<AreaItem[]>(`/area/listByPid?pid=${encodeURIComponent(pid)}`, { lang }).then(
    (res: ApiResult<AreaItem[]>) => {
      if (res.status === 200 && Array.isArray(res.data)) return res.data;
      areas.delete(pid);
      return [];
    },
  );
  areas.set(pid, load);
  return load;
}

/** Forgets the region cache (tests). */
export const clearAreaCache = (): void => areas.clear();
