// Browser calls of the cart page (SPEC §7 /p/shopCart/*). Never throw: check `status`; a 401 goes to /login.
import type { ChangeItemAnswer } from '@mall/shared';
import { clientApi } from '../../lib/api';

type Ok = { ok: true };

export const setItemCount = (basketId: number, count: number, lang: string) =>
  clientApi<ChangeItemAnswer>('/p/shopCart/setItemCount', { method: 'POST', body: { basketId, count }, lang });

/** Checks or unchecks lines (every line of the cart when basketIds is absent). */
export const checkItems = (basketIds: number[] | undefined, checked: boolean, lang: string) =>
  clientApi<Ok>('/p/shopCart/checkItems', {
    method: 'POST',
    body: basketIds ? { basketIds, checked } : { checked },
    lang,
  });

export const deleteItems = (basketIds: number[], lang: string) =>
  clientApi<Ok>('/p/shopCart/deleteItem', { method: 'DELETE', body: basketIds, lang });

export const moveToCollection = (basketIds: number[], lang: string) =>
  clientApi<{ moved: number }>('/p/shopCart/moveToCollection', { method: 'POST', body: basketIds, lang });

/** Packages in the cart (decision 036): add (a delta), set the count, check, remove. */
export const addBundle = (bundleId: number, count: number, lang: string) =>
  clientApi<{ cartBundleId: number; count: number }>('/p/shopCart/bundle', { method: 'POST', body: { bundleId, count }, lang });
export const setBundleCount = (cartBundleId: number, count: number, lang: string) =>
  clientApi<{ cartBundleId: number; count: number }>('/p/shopCart/bundle/count', { method: 'POST', body: { cartBundleId, count }, lang });
export const checkBundles = (cartBundleIds: number[], checked: boolean, lang: string) =>
  clientApi<Ok>('/p/shopCart/bundle/check', { method: 'POST', body: { cartBundleIds, checked }, lang });
export const deleteBundles = (cartBundleIds: number[], lang: string) =>
  clientApi<Ok>('/p/shopCart/bundle', { method: 'DELETE', body: cartBundleIds, lang });
