// Address book calls (user centre uc-address) and the region picker's data. /p/ paths need a token;
// another user's address answers 404.
import { z } from 'zod';
import { addressAnswer, addressBody, addrIdParam, areaItem, areaQuery, okAnswer, updateAddressBody, userAddress } from '@mall/shared';
import { regionChildren, regionLevel } from '@mall/shared/regions';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { AddressService } from './service';

const tags = ['address'];
const p = { tags, security: [{ token: [] }] };
const ok = { ok: true as const };

export function registerAddressRoutes(app: ZodApp, address: AddressService) {
  app.get('/p/address/list', { schema: { ...p, summary: 'The caller\'s delivery addresses, the default first', response: { 200: z.array(userAddress) } } },
    (req) => address.list(requireUser(req).userId));

  app.get('/p/address/addrInfo/:addrId', { schema: { ...p, summary: 'One delivery address of the caller (404 for another user\'s)', params: addrIdParam, response: { 200: userAddress } } },
    (req) => address.get(requireUser(req).userId, req.params.addrId));

  app.post('/p/address/addAddr', {
    schema: { ...p, summary: 'Adds an address (at most 20; the first one becomes the default); region codes are checked against the dataset', body: addressBody, response: { 200: addressAnswer } },
  }, (req) => address.add(requireUser(req).userId, req.body));

  app.put('/p/address/updateAddr', { schema: { ...p, summary: 'Changes an address; isDefault true makes it the default', body: updateAddressBody, response: { 200: okAnswer } } },
    async (req) => {
      await address.update(requireUser(req).userId, req.body);
      return ok;
    });

  app.delete('/p/address/deleteAddr/:addrId', { schema: { ...p, summary: 'Deletes an address; a deleted default passes to the newest remaining address', params: addrIdParam, response: { 200: okAnswer } } },
    async (req) => {
      await address.remove(requireUser(req).userId, req.params.addrId);
      return ok;
    });

  app.put('/p/address/defaultAddr/:addrId', { schema: { ...p, summary: 'Makes the address the default (exactly one default per user)', params: addrIdParam, response: { 200: okAnswer } } },
    async (req) => {
      await address.setDefault(requireUser(req).userId, req.params.addrId);
      return ok;
    });

  app.get('/area/listByPid', { schema: { tags, summary: 'Regions below a region code (pid 0: the provinces); GB/T 2260 codes, as in @mall/shared/regions', querystring: areaQuery, response: { 200: z.array(areaItem) } } },
    (req) => regionChildren(req.query.pid).map((r) => ({ areaId: r.code, areaName: r.name, level: regionLevel(r.code) ?? 0 })));
}
