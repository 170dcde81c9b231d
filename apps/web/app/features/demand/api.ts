// Browser calls of the demand and service hall (issue 17).
import type { DemandOwnView, DemandPostBody, DemandQuoteBody, DemandQuoteView } from '@mall/shared';
import { clientApi } from '../../lib/api';

export const createPost = (body: DemandPostBody, lang: string) => clientApi<DemandOwnView>('/p/demand/posts', { method: 'POST', body, lang });
export const editPost = (id: number, body: DemandPostBody, lang: string) => clientApi<DemandOwnView>(`/p/demand/posts/${id}`, { method: 'PUT', body, lang });
export const closePost = (id: number, lang: string) => clientApi<{ ok: true }>(`/p/demand/posts/${id}/close`, { method: 'POST', body: {}, lang });
export const sendQuote = (id: number, body: DemandQuoteBody, lang: string) => clientApi<DemandQuoteView>(`/p/demand/posts/${id}/quotes`, { method: 'POST', body, lang });
export const acceptQuote = (quoteId: number, lang: string) => clientApi<{ ok: true }>(`/p/demand/quotes/${quoteId}/accept`, { method: 'POST', body: {}, lang });
