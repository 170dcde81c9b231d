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
  'help.notFound': { zh: '帮助文章不存在', en: 'The help article does not exist' },
  'terms.notFound': { zh: '条款不存在', en: 'The terms do not exist' },
  // SPEC §5 search box
  'search.productNameEmpty': { zh: '商品名称不能为空', en: 'product name cannot be empty' },
  'search.shopNameEmpty': { zh: '店铺名称不能为空', en: 'store name cannot be empty' },
  // accounts: SPEC §5 login and register rules, SMS codes, security settings, uploads
  'account.phoneInvalid': { zh: '请输入正确的手机号', en: 'Please enter a valid phone number' },
  'account.usernameInvalid': { zh: '请输入4-16位字母、数字或下划线组成的用户名', en: 'Please enter a username of 4-16 letters, digits or underscores' },
  'account.passwordRequired': { zh: '请输入密码', en: 'Please enter password' },
  'account.codeRequired': { zh: '请输入验证码', en: 'Please enter the verification code' },
  'account.termsRequired': { zh: '请同意以下条款', en: 'Please agree to the following terms' },
  'account.passwordRule': {
    zh: '密码须为6-20位半角字符，包含字母、数字、符号中的至少两种，区分大小写',
    en: 'The password must be 6-20 half-width characters with at least two kinds among letters, numbers and symbols (case-sensitive)',
  },
  'account.passwordMismatch': { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  'account.storePasswordRule': { zh: '店铺密码须为6-12位半角字符', en: 'The store password must be 6-12 half-width characters' },
  'account.usernameTaken': { zh: '该用户名已被注册', en: 'This username is already registered' },
  'account.mobileTaken': { zh: '该手机号已被注册', en: 'This phone number is already registered' },
  'account.mobileNotRegistered': { zh: '该手机号未注册', en: 'This phone number is not registered' },
  'account.noMobile': { zh: '账号尚未绑定手机号', en: 'The account has no bound phone number' },
  'account.mobileSame': { zh: '新手机号不能与原手机号相同', en: 'The new phone number is the same as the current one' },
  'account.badCredentials': { zh: '用户名或密码错误', en: 'Incorrect username or password' },
  'account.locked': {
    zh: '密码错误次数过多，账号已锁定，请{{minutes}}分钟后再试',
    en: 'Too many wrong passwords: the account is locked, please try again in {{minutes}} minutes',
  },
  'account.loginTooOften': { zh: '登录尝试过于频繁，请稍后再试', en: 'Too many login attempts, please try again later' },
  'account.registerTooOften': { zh: '注册过于频繁，请稍后再试', en: 'Too many registrations, please try again later' },
  'account.oldPasswordRequired': { zh: '请输入原密码', en: 'Please enter the current password' },
  'account.oldPasswordWrong': { zh: '原密码错误', en: 'The current password is wrong' },
  'account.payPasswordRule': { zh: '支付密码须为6位数字', en: 'The payment password must be 6 digits' },
  'account.payPasswordWrong': { zh: '支付密码错误', en: 'The payment password is wrong' },
  'account.payPasswordNotSet': { zh: '请先设置支付密码', en: 'Please set a payment password first' },
  'account.payPasswordLocked': {
    zh: '支付密码错误次数过多，请{{minutes}}分钟后再试',
    en: 'Too many wrong payment passwords, please try again in {{minutes}} minutes',
  },
  'account.nicknameEmpty': { zh: '昵称不能为空', en: 'Nickname cannot be empty' },
  'account.nicknameTooLong': { zh: '昵称不能超过15个字', en: 'Nickname cannot exceed 15 characters' },
  'account.picInvalid': { zh: '头像须为本人上传的图片', en: 'The avatar must be an image you uploaded' },
  'sms.tooOften': { zh: '验证码发送过于频繁，请{{seconds}}秒后再试', en: 'Codes are sent too often, please try again in {{seconds}} seconds' },
  'sms.limitReached': { zh: '获取验证码次数过多，请稍后再试', en: 'Too many verification codes requested, please try again later' },
  'sms.codeExpired': { zh: '验证码已失效，请重新获取', en: 'The verification code has expired, please get a new one' },
  'sms.codeWrong': { zh: '验证码错误', en: 'The verification code is wrong' },
  'sms.codeBurnt': { zh: '验证码错误次数过多，请重新获取', en: 'Too many wrong attempts, please get a new verification code' },
  'sms.text': {
    zh: '【商城】您的验证码是{{code}}，{{minutes}}分钟内有效，请勿告诉他人。',
    en: '[Mall] Your verification code is {{code}}, valid for {{minutes}} minutes. Do not share it with anyone.',
  },
  'upload.noFile': { zh: '请选择要上传的图片', en: 'Please choose an image to upload' },
  'upload.format': { zh: '图片格式不正确，仅支持 jpg、png、gif、webp', en: 'Incorrect image format: only jpg, png, gif and webp are accepted' },
  'upload.tooLarge': { zh: '图片大小不能超过2MB', en: 'The image cannot exceed 2MB' },
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
