// Browser calls of the flash sale. Never throw: check `status`; a 401 goes to /login.
import type { SubmitAnswer, SubmitBody } from '@mall/shared';
import { clientApi } from '../../lib/api';

export const submitSeckill = (body: SubmitBody, lang: string) => clientApi<SubmitAnswer>('/p/seckill/submit', { method: 'POST', body, lang });
