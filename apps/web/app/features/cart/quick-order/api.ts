// Browser calls of /quickOrder (POST /p/shopCart/quickOrder/check and /add). Never throw: check `status`.
import type { QuickOrderAddAnswer, QuickOrderBody, QuickOrderCheckAnswer } from '@mall/shared';
import { clientApi } from '../../../lib/api';

export const checkLines = (lines: QuickOrderBody['lines'], lang: string) =>
  clientApi<QuickOrderCheckAnswer>('/p/shopCart/quickOrder/check', { method: 'POST', body: { lines }, lang });

export const addLines = (lines: QuickOrderBody['lines'], lang: string) =>
  clientApi<QuickOrderAddAnswer>('/p/shopCart/quickOrder/add', { method: 'POST', body: { lines }, lang });
