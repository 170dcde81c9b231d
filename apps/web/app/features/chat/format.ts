// Small formatting of the chat page: message times in China time, list previews by message type.
import type { ChatConversation } from '@mall/shared';

const timeFmt = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hour12: false });
const dayFmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** HH:MM today, else MM-DD HH:MM (China time); `now` for tests. */
export function chatTime(iso: string | null, now: Date = new Date()): string {
  if (!iso) return '';
  const d = new Date(iso);
  const day = dayFmt.format(d);
  return day === dayFmt.format(now) ? timeFmt.format(d) : `${day.slice(5)} ${timeFmt.format(d)}`;
}

export function previewOf(c: Pick<ChatConversation, 'lastType' | 'lastPreview'>, t: (k: string) => string): string {
  if (c.lastType === 'image') return t('chat.image');
  if (c.lastType === 'product') return t('chat.product');
  if (c.lastType === 'order') return t('chat.order');
  return c.lastPreview;
}

export const EMOJIS = ['😀', '😂', '😊', '😍', '😘', '😉', '😎', '🤔', '😅', '😭', '😡', '👍', '👌', '🙏', '👏', '💪', '🎉', '❤️', '🌹', '☕', '📦', '🚚', '💰', '✅'];
