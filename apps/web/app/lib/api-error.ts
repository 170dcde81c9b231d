// SPEC §8: how a failed API answer becomes a message for the user (shown as a toast warning).
import type { TFunction } from 'i18next';
import type { ApiResult } from './context';

const isErrorBody = (v: unknown): v is { code: string; message: string } =>
  typeof v === 'object' && v !== null && typeof (v as { message?: unknown }).message === 'string';

/**
 * null for a success; 400 → the localized message the API sent; 401 → 'please log in';
 * 500 and anything unexpected → the 'small hiccup' message.
 */
export function apiErrorMessage(result: ApiResult<unknown>, t: TFunction): string | null {
  if (result.status >= 200 && result.status < 300) return null;
  if (result.status === 401) return t('error.unauthorized');
  if (result.status >= 500) return t('error.server');
  if (isErrorBody(result.data) && result.data.message) return result.data.message;
  return t('error.server');
}

/** The browser's call of the API lives in api.ts (with the 401 handling of SPEC §8). */
export { clientApi } from './api';
