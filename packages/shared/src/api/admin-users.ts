// The platform console's users list (/p/admin/users, operators only): search by username, mobile or nickname.
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
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserPage = paged(adminUser);
