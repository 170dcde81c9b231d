// Store staff calls (issue 15): the owner's /p/seller/staff... in the seller centre (store session: the shop of the
// session), and /p/staff/mine for any user (which shop he serves; the console opens his service desk).
import { z } from 'zod';
import { idParam, staffMine, storeStaffAddBody, storeStaffList, storeStaffMember, storeStaffStatusBody } from '@mall/shared';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import { seller, sellerGuard } from '../seller/guard';
import type { StoreSessions } from '../seller/session';
import type { StoreStaffService } from './service';

const bearer = [{ token: [] }];

export function registerStoreStaffRoutes(app: ZodApp, staff: StoreStaffService, sessions: StoreSessions) {
  app.get('/p/staff/mine', { schema: { tags: ['staff'], security: bearer, summary: 'The shop the caller serves as customer-service staff (null: none)', response: { 200: staffMine } } },
    (req) => staff.mine(requireUser(req).userId, req.lang));

  app.register(async (scope) => {
    const s = scope as unknown as ZodApp;
    scope.addHook('preHandler', sellerGuard(sessions));
    const p = { tags: ['seller', 'staff'], security: bearer };
    s.get('/p/seller/staff', { schema: { ...p, summary: 'The shop\'s customer-service staff (active and disabled) and how many it may keep', response: { 200: storeStaffList } } },
      (req) => staff.list(seller(req).shopId));
    s.post('/p/seller/staff', { schema: { ...p, summary: 'Add a registered user (user name or mobile) as customer service of the shop', body: storeStaffAddBody, response: { 200: storeStaffMember } } },
      (req) => staff.add(seller(req).shopId, seller(req).userId, req.body.userName));
    s.put('/p/seller/staff/:id', { schema: { ...p, summary: 'Disable (0) or enable (1) a staff member; disabled, his desk stops at once', params: idParam, body: storeStaffStatusBody, response: { 200: storeStaffMember } } },
      (req) => staff.setStatus(seller(req).shopId, req.params.id, req.body.status));
    s.delete('/p/seller/staff/:id', { schema: { ...p, summary: 'Remove a staff member; his desk stops at once and his conversations go back to the queue', params: idParam, response: { 200: z.object({ ok: z.literal(true) }) } } },
      async (req) => {
        await staff.remove(seller(req).shopId, req.params.id);
        return { ok: true as const };
      });
  });
}
