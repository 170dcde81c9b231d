// POST /session (resource route, no page): the calls that start or end a login, made through the storefront server so
// that the token cookie can be HttpOnly (docs/decisions/010-session-cookie-set-by-the-storefront.md).
// The body is JSON `{ intent, ...payload }`; the answer is `{ ok: true }` or the API's `{ code, message }` with its
// status. The token itself never reaches the page's scripts.
import type { TokenAnswer } from '@mall/shared';
import type { AppLoadContext } from 'react-router';
import type { Route } from './+types/session';
import { clearSessionCookies, cookieHeaders, sessionCookies } from '../lib/auth.server';
import { requestLang } from '../lib/lang';

const API_OF = {
  login: '/login',
  smsLogin: '/smsLogin',
  register: '/user/registerOrBindUser',
} as const;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function refused(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status });
}

/** A login-ish call: the API's answer, with the token moved into the cookie. */
async function startSession(
  request: Request,
  context: AppLoadContext,
  path: string,
  body: Record<string, unknown>,
): Promise<Response> {
  const res = await context.mall.api<TokenAnswer | { code: string; message: string }>(path, {
    method: 'POST',
    body,
    lang: requestLang(request),
  });
  if (res.status === 200 && res.data && 'accessToken' in res.data && res.data.accessToken) {
    return Response.json({ ok: true }, { headers: cookieHeaders(sessionCookies(request, res.data.accessToken)) });
  }
  return Response.json(res.data ?? null, { status: res.status });
}

/** Not a page: only POST. */
export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}

/**
 * Only the mall's own pages may log someone in or out. A cross-site page can POST a "simple" request (a form, or
 * fetch with text/plain) without a preflight, carrying the visitor's cookies; browsers name its origin in `Origin`
 * (every POST) and `Sec-Fetch-Site`. So: another origin in either header is refused, and the media type must be
 * exactly application/json (which a cross-site page cannot send without a preflight that this route never allows).
 * A request without `Origin` comes from a client other than a browser page, which holds no visitor's cookies.
 */
function refusal(request: Request): Response | null {
  const origin = request.headers.get('Origin');
  if (origin !== null && origin !== new URL(request.url).origin) return refused(403, 'FORBIDDEN', 'cross-origin');
  const site = request.headers.get('Sec-Fetch-Site');
  if (site !== null && site !== 'same-origin') return refused(403, 'FORBIDDEN', 'cross-site');
  const mediaType = (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/json') return refused(415, 'UNSUPPORTED_MEDIA_TYPE', 'application/json expected');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const refusedRequest = refusal(request);
  if (refusedRequest) return refusedRequest;
  let body: Record<string, unknown>;
  try {
    body = (await request.json()) as Record<string, unknown>;
  } catch {
    return refused(400, 'BAD_JSON', 'invalid JSON');
  }
  const intent = str(body?.intent);
  switch (intent) {
    case 'login':
    case 'smsLogin':
      return startSession(request, context, API_OF[intent], {
        userName: str(body.userName),
        passWord: str(body.passWord),
      });
    case 'register':
      return startSession(request, context, API_OF.register, {
        userName: str(body.userName),
        passWord: str(body.passWord),
        confirmPassWord: str(body.confirmPassWord),
        ...(typeof body.code === 'string' ? { code: body.code } : {}),
        ...(typeof body.agreed === 'boolean' ? { agreed: body.agreed } : {}),
      });
    case 'logout':
    case 'logoutAll': {
      // Whatever the API says (an expired token is logged out already), this browser is logged out afterwards.
      await context.mall
        .api(intent === 'logout' ? '/logOut' : '/p/user/logoutAll', { method: 'POST', lang: requestLang(request) })
        .catch(() => null);
      return Response.json({ ok: true }, { headers: cookieHeaders(clearSessionCookies(request)) });
    }
    case 'clear':
      return Response.json({ ok: true }, { headers: cookieHeaders(clearSessionCookies(request)) });
    default:
      return refused(400, 'BAD_REQUEST', 'unknown intent');
  }
}
