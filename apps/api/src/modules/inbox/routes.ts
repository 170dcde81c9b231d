// Inbox calls (issue 18): the caller's in-site messages of all modules, their unread count, and marking them read.
import { inboxAnswer, okAnswer } from '@mall/shared';
import { z } from 'zod';
import { requireUser } from '../../platform/auth';
import type { ZodApp } from '../../platform/http';
import type { InboxService } from './service';

export function registerInboxRoutes(app: ZodApp, inbox: InboxService) {
  const p = { tags: ['inbox'], security: [{ token: [] }] };
  app.get('/p/user/messages', {
    schema: { ...p, summary: "The caller's in-site messages (after-sales notices, pre-sale messages), newest first, and how many are unread", response: { 200: inboxAnswer } },
  }, (req) => inbox.list(requireUser(req).userId, req.lang));
  app.get('/p/user/messages/unread', {
    schema: { ...p, summary: "How many of the caller's in-site messages are unread (the top bar's count)", response: { 200: z.object({ unread: z.number().int() }) } },
  }, async (req) => ({ unread: await inbox.unread(requireUser(req).userId) }));
  app.post('/p/user/messages/read', {
    schema: { ...p, summary: "Marks all of the caller's in-site messages read", response: { 200: okAnswer } },
  }, async (req) => {
    await inbox.readAll(requireUser(req).userId);
    return { ok: true as const };
  });
}
