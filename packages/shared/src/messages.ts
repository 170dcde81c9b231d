// The message catalogue: every text of an API error or a shared rule, in zh and en.
// The API localizes by Accept-Language; the storefront merges these into its i18n resources.
import type { Lang } from './enums';

export const messages = {
  // SPEC §8 generic
  'error.badRequest': { zh: '请求参数有误', en: 'The request is invalid' },
  'error.badJson': { zh: '请求体不是合法的 JSON', en: 'The request body is not valid JSON' },
  'error.notFound': { zh: '请求的接口不存在', en: 'The requested API does not exist' },
  'error.methodNotAllowed': { zh: 'http请求方式有误', en: 'The http request method is wrong' },
  'error.unsupported': {
    zh: '服务器不支持当前请求所需要的某个功能',
    en: 'The server does not support a function required by the current request',
  },
  'error.server': { zh: '服务器出了点小差，请稍后再试', en: 'Something went wrong with the server, please try again later' },
  'error.unauthorized': { zh: '请先登录', en: 'Please log in first' },
  'error.tooLarge': { zh: '请求体过大', en: 'The request body is too large' },
  'error.rateLimited': { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  'error.validation': { zh: '参数校验失败：{{detail}}', en: 'Validation failed: {{detail}}' },
  // content
  'notice.notFound': { zh: '公告不存在', en: 'Announcement does not exist' },
  'terms.notFound': { zh: '条款不存在', en: 'The terms do not exist' },
  // SPEC §5 search box
  'search.productNameEmpty': { zh: '商品名称不能为空', en: 'product name cannot be empty' },
  'search.shopNameEmpty': { zh: '店铺名称不能为空', en: 'store name cannot be empty' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export function translate(key: MessageKey, lang: Lang, params?: Record<string, string | number>): string {
  let text: string = messages[key][lang];
  if (params) for (const [k, v] of Object.entries(params)) text = text.replaceAll(`{{${k}}}`, String(v));
  return text;
}

/** Picks zh or en from an Accept-Language header; zh is the default. */
export function langFromAcceptLanguage(header: string | undefined | null): Lang {
  if (!header) return 'zh';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())).find(Boolean);
      return { tag, q: q ? Number(q[1]) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('en')) return 'en';
  }
  return 'zh';
}
