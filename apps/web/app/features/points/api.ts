// The points calls of the browser (uc-integral): the daily sign-in. The page's data comes from its loader.
import type { SignInResult } from '@mall/shared';
import { clientApi } from '../../lib/api';
import type { ApiResult } from '../../lib/context';

export const signInToday = (lang: string): Promise<ApiResult<SignInResult>> => clientApi('/p/points/signIn', { method: 'POST', body: {}, lang });

export const MY_POINTS = '/user-center/uc-integral';
/** query names of uc-integral: the records' page and kind */
export const RECORDS_PARAM = 'current';
export const TYPE_PARAM = 'type';
