// The mall inbox's calls (issue 18): one unread count and marking all read; the list comes with the user centre's loader.
import { clientApi } from '../../lib/api';

/** Where the inbox's list is: a section of the user centre's home (SPEC §2 has no messages route). */
export const INBOX_HREF = '/user-center#inbox';

export const inboxUnread = (lang: string) => clientApi<{ unread: number }>('/p/user/messages/unread', { lang });
export const readInbox = (lang: string) => clientApi<{ ok: true }>('/p/user/messages/read', { method: 'POST', lang });
