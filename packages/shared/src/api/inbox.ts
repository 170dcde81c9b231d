// The mall's in-site messages in one inbox (issue 18): the after-sales notices and the pre-sale messages of the
// caller, newest first, with one unread count (the top bar and the user centre show it).
import { z } from 'zod';

export const INBOX_SOURCES = ['refund', 'presale'] as const;

export const inboxMessage = z.object({
  source: z.enum(INBOX_SOURCES),
  /** the notice's id within its source */
  id: z.number().int(),
  at: z.string().describe('ISO date-time'),
  read: z.boolean(),
  /** refund: the request and the state it moved to (the storefront names the state) */
  refundSn: z.string().optional(),
  status: z.number().int().optional(),
  /** presale: the message as written, in the caller's language */
  title: z.string().optional(),
  content: z.string().optional(),
});
export type InboxMessage = z.infer<typeof inboxMessage>;

export const inboxAnswer = z.object({ unread: z.number().int(), records: z.array(inboxMessage).describe('newest 40') });
export type InboxAnswer = z.infer<typeof inboxAnswer>;
