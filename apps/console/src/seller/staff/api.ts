// The owner's calls for his shop's customer-service staff (issue 15): /p/seller/staff (store session header added
// by app/api.ts).
import type { StoreStaffMember } from '@mall/shared';
import { api } from '../../app/api';

export const staffApi = {
  list: () => api<{ records: StoreStaffMember[]; max: number }>('/p/seller/staff'),
  add: (userName: string) => api<StoreStaffMember>('/p/seller/staff', { method: 'POST', body: { userName } }),
  setStatus: (id: number, status: 0 | 1) => api<StoreStaffMember>(`/p/seller/staff/${id}`, { method: 'PUT', body: { status } }),
  remove: (id: number) => api<{ ok: true }>(`/p/seller/staff/${id}`, { method: 'DELETE' }),
};
