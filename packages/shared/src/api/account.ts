// Payloads and answers of the account calls. Shapes only: the rules of SPEC §5 (rules.ts) are applied
// by the service so that each refusal carries its own message; the forms apply the same rules first.
import { z } from 'zod';

const text = (max: number) => z.string().max(max);
const password = text(128);
const mobile = text(32).describe('11 digits starting with 1');
const code = text(16).describe('the 6-digit SMS code');

/** POST /login: userName is a username or a bound mobile; passWord as typed. */
export const loginBody = z.object({ userName: text(64), passWord: password });
export type LoginBody = z.infer<typeof loginBody>;

/** POST /smsLogin: userName = mobile, passWord = SMS code. An unknown mobile gets an account. */
export const smsLoginBody = z.object({ userName: mobile, passWord: code });
export type SmsLoginBody = z.infer<typeof smsLoginBody>;

export const tokenAnswer = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int().describe('seconds until the token expires unless used (sliding)'),
});
export type TokenAnswer = z.infer<typeof tokenAnswer>;

/**
 * POST /user/registerOrBindUser. userName is a username (4-16 letters, digits, underscore) or a mobile;
 * a mobile needs `code` from /sms/sendRegisterCode. `agreed` must be true while the service switch shows terms.
 */
export const registerBody = z.object({
  userName: text(64),
  passWord: password,
  confirmPassWord: password,
  code: code.optional(),
  agreed: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const mobileBody = z.object({ mobile });
export type MobileBody = z.infer<typeof mobileBody>;

/** POST /p/sms/sendUpdateMobileCode: without mobile the code goes to the bound mobile, with it to the new one. */
export const updateMobileCodeBody = z.object({ mobile: mobile.optional() });

/** PUT /user/resetPassword (forgot password) */
export const resetPasswordBody = z.object({ mobile, code, passWord: password, confirmPassWord: password });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** PUT /p/user/updatePassword: oldPassWord is needed when the account has a password (isSetPassword). */
export const updatePasswordBody = z.object({ oldPassWord: password.optional(), passWord: password, confirmPassWord: password });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

/** PUT /p/user/payPassword: oldPayPassword is needed when one is set already. */
export const payPasswordBody = z.object({ oldPayPassword: text(16).optional(), payPassword: text(16), confirmPayPassword: text(16) });
export type PayPasswordBody = z.infer<typeof payPasswordBody>;

/** PUT /p/user/updateMobile: oldCode (sent to the bound mobile) is needed when one is bound. */
export const updateMobileBody = z.object({ mobile, code, oldCode: code.optional() });
export type UpdateMobileBody = z.infer<typeof updateMobileBody>;

/** PUT /p/user/setUserInfo: any of nickName, gender, pic (a path answered by /p/file/upload). */
export const setUserInfoBody = z.object({
  nickName: text(100).optional(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  pic: text(300).optional(),
});
export type SetUserInfoBody = z.infer<typeof setUserInfoBody>;

export const userInfo = z.object({
  userId: z.number(),
  username: z.string(),
  nickName: z.string(),
  pic: z.string().describe("avatar path, '' for none"),
  userAvatar: z.string().describe('same as pic (session user of SPEC §3)'),
  userType: z.number().int().describe('0 buyer, 1 platform operator'),
  gender: z.number().int().describe('0 unknown, 1 male, 2 female'),
  userMobile: z.string().nullable().describe('bound mobile, masked 138****8000'),
  isSetPassword: z.boolean(),
  isSetPayPassword: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const orderCountData = z.object({
  unPay: z.number().int().describe('pending payment'),
  payed: z.number().int().describe('pending delivery'),
  consignment: z.number().int().describe('pending receipt'),
  unComment: z.number().int().describe('pending evaluation'),
  refund: z.number().int().describe('after-sales in progress'),
});
export type OrderCountData = z.infer<typeof orderCountData>;

export const centerInfo = z.object({
  isSetPassword: z.boolean(),
  orderCountData,
  shopAuditStatus: z.number().int().describe('-1 no application, 0 under review, 1 passed, 2 not passed'),
  shopStatus: z.number().int().describe('SHOP_STATUS: 1 open, 0 under review, -1 none, other offline'),
  shopId: z.number().nullable(),
});
export type CenterInfo = z.infer<typeof centerInfo>;

export const uploadAnswer = z.object({ url: z.string().describe('/uploads/... path of the re-encoded image') });

export const smsOutboxQuery = z.object({ mobile: mobile.optional() });
export const smsOutboxItem = z.object({
  id: z.number(),
  mobile: z.string(),
  text: z.string(),
  code: z.string().nullable().describe('the 6-digit code found in the text'),
  createdAt: z.string(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItem>;

export const okAnswer = z.object({ ok: z.literal(true) });
