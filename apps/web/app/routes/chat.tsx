// /chat (SPEC §2; a token is needed): the buyer's customer-service conversations (features/chat). ?shopId= opens the
// conversation with that shop (from "contact the shop" on a product, shop, order or the cart, with ?prodId= /
// ?orderNumber= it came from), ?platform=1 the mall's own service (the quick menu's consult); none: the newest.
import type { ChatConversation, ChatPresence, Paged } from '@mall/shared';
import type { Route } from './+types/chat';
import { getForUser, requireUser, toLogin } from '../lib/auth.server';
import { requestLang } from '../lib/lang';
import { pageMeta } from '../lib/meta';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { ORDER_PARAM, PLATFORM_PARAM, PROD_PARAM, SHOP_PARAM, type MessagesPage, type Opened } from '../features/chat/api';
import { ChatPage } from '../features/chat/ChatPage';
import '../features/chat/chat.css';

const idOf = (v: string | null): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n < 2_147_483_647 ? n : undefined;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const lang = requestLang(request);
  const q = new URL(request.url).searchParams;
  const shopId = idOf(q.get(SHOP_PARAM));
  const orderNumber = q.get(ORDER_PARAM)?.trim();
  let conversations = await getForUser<Paged<ChatConversation>>(request, context, '/p/chat/conversations?current=1&size=50');
  let opened: Opened | null = null;
  const want = shopId || q.get(PLATFORM_PARAM) === '1' ? { shopId } : conversations.records[0] ? { shopId: conversations.records[0].shopId } : null;
  if (want) {
    const body = { ...want, prodId: idOf(q.get(PROD_PARAM)), orderNumber: orderNumber && /^[A-Za-z0-9]{1,40}$/.test(orderNumber) ? orderNumber : undefined };
    const res = await context.mall.api<Opened>('/p/chat/conversations', { method: 'POST', body, lang });
    if (res.status === 401) throw toLogin(request);
    if (res.status === 200) opened = res.data;
    // a new conversation joins the list
    if (opened && !conversations.records.some((c) => c.conversationId === opened!.conversation.conversationId)) {
      conversations = { ...conversations, records: [opened.conversation, ...conversations.records], total: conversations.total + 1 };
    }
  }
  const messages = opened ? await getForUser<MessagesPage>(request, context, `/p/chat/messages?conversationId=${opened.conversation.conversationId}`) : null;
  return { lang, conversations, active: opened?.conversation ?? null, presence: (opened?.presence ?? null) as ChatPresence | null, messages };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('chat.meta'));

export const ErrorBoundary = RouteErrorBoundary;

export default function ChatRoute({ loaderData }: Route.ComponentProps) {
  return <ChatPage {...loaderData} />;
}
