// Payloads and answers of the address book (user centre uc-address). Region codes are the six-digit
// GB/T 2260 codes of '@mall/shared/regions'. Shapes only: addressRule (rules.ts) and the region check
// are applied by the service, so each refusal carries its own message.
import { z } from 'zod';
import { idSchema, idQuery } from './common';

const text = (max: number) => z.string().max(max);
const code = text(12).default('').describe('six-digit region code');

/** POST /p/address/addAddr; PUT /p/address/updateAddr adds addrId. */
export const addressBody = z.object({
  receiver: text(100).default(''),
  mobile: text(32).default('').describe('11 digits starting with 1'),
  provinceCode: code,
  cityCode: code,
  areaCode: code,
  addr: text(500).default('').describe('detailed address (street, building, room)'),
  isDefault: z.boolean().optional().describe('make it the default address (the first address always is)'),
});
export type AddressBody = z.infer<typeof addressBody>;

export const updateAddressBody = addressBody.extend({ addrId: idSchema });
export type UpdateAddressBody = z.infer<typeof updateAddressBody>;

export const userAddress = z.object({
  addrId: z.number().int(),
  receiver: z.string(),
  mobile: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  areaCode: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  addr: z.string(),
  isDefault: z.boolean(),
});
export type UserAddress = z.infer<typeof userAddress>;

export const addrIdParam = z.object({ addrId: idQuery });

export const addressAnswer = z.object({ addrId: z.number().int() });

/** GET /area/listByPid?pid=: children of a region ('0' or absent: the provinces). */
export const areaQuery = z.object({ pid: z.string().max(12).default('0') });
export const areaItem = z.object({ areaId: z.string(), areaName: z.string(), level: z.number().int().describe('1 province, 2 city, 3 district') });
