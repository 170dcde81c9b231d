// The platform console's users list (/p/admin/users, operators only): search by username, mobile or nickname; each
// user with the shop he owns or serves.
// Never carries password hashes, payment passwords or tokens.
import { z } from 'zod';
import { pageQuery, paged } from './common';

export const adminUsersQuery = pageQuery.extend({ keyword: z.string().max(50).optional().describe('part of a username, mobile or nickname') });
export const adminUser = z.object({
  userId: z.number(),
  username: z.string(),
  mobile: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string(),
  role: z.enum(['buyer', 'admin']),
  locked: z.boolean().describe('locked out by wrong passwords right now'),
  createdAt: z.string(),
  shop: z.object({
    shopId: z.number(),
    shopName: z.string(),
    as: z.enum(['owner', 'service']).describe('owner: the shop\'s seller; service: its customer-service staff'),
  }).nullable().describe('the shop the user works for, if any'),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserPage = paged(adminUser);
