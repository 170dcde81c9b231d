// Store staff contracts (issue 15): the shop owner lists, adds (an existing user by user name or mobile), disables
// and removes the shop's customer-service staff; a user asks which shop he serves; the desk lists its agents.
import { z } from 'zod';

export const storeStaffAddBody = z.object({
  /** user name or bound mobile of a registered user */
  userName: z.string().max(40),
});
export const storeStaffStatusBody = z.object({ status: z.number().int().min(0).max(1) });

export const storeStaffMember = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  /** masked 138****8000 */
  userMobile: z.string().nullable(),
  role: z.literal('service'),
  /** 1 active, 0 disabled */
  status: z.number().int(),
  /** his desk socket is alive now */
  online: z.boolean(),
  createdAt: z.string(),
});
export type StoreStaffMember = z.infer<typeof storeStaffMember>;
export const storeStaffList = z.object({ records: z.array(storeStaffMember), max: z.number().int() });

/** The shop the caller serves as staff (the console opens its service desk), or null. */
export const staffMine = z.object({
  staff: z.object({ shopId: z.number().int(), shopName: z.string(), role: z.literal('service'), status: z.number().int() }).nullable(),
});
export type StaffMine = z.infer<typeof staffMine>;

/** The agents of the desk's shop: who serves conversations, and whom one may transfer to. */
export const chatAgent = z.object({
  userId: z.number().int(),
  name: z.string(),
  role: z.enum(['owner', 'staff', 'operator']),
  online: z.boolean(),
  /** conversations served by the agent in which the buyer waits for a reply */
  open: z.number().int(),
});
export type ChatAgent = z.infer<typeof chatAgent>;
export const chatAgents = z.object({
  me: z.object({ userId: z.number().int(), role: z.enum(['owner', 'staff', 'operator']) }),
  agents: z.array(chatAgent),
});
export type ChatAgents = z.infer<typeof chatAgents>;
