import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/api-error';
import type { ApiResult } from '../lib/context';
import { useToast } from './Toast';

export const API_TOAST_MS = 2500;

/** Shows a failed answer as a warning toast; answers true when the result was an error. */
export function useApiErrorToast(): (result: ApiResult<unknown>) => boolean {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    (result) => {
      const message = apiErrorMessage(result, t);
      if (message) toast.show(message, API_TOAST_MS, result.status >= 500 ? 'error' : 'warning');
      return message !== null;
    },
    [t, toast],
  );
}
