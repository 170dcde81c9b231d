// Validation rules of SPEC §5, written once and used by the pages and the API.
// Each rule answers a message key of messages.ts, or null when the value passes.
import { z } from 'zod';
import type { MessageKey } from './messages';
import { yuanToFen } from './money';
import { PAYMENT_LIMITS } from './payment-constants';

export const PHONE_RE = /^1\d{10}$/;
export const USERNAME_RE = /^[A-Za-z0-9_]{4,16}$/;

export const isPhone = (v: string): boolean => PHONE_RE.test(v);
export const isUsername = (v: string): boolean => USERNAME_RE.test(v);
/** "Text cannot be all spaces" */
export const notBlank = (v: string): boolean => v.trim().length > 0;

export const langSchema = z.enum(['zh', 'en']);

// ---- accounts (SPEC §5, §9) ----

export const ACCOUNT_LIMITS = {
  passwordMin: 6,
  passwordMax: 20,
  storePasswordMin: 6,
  storePasswordMax: 12,
  nicknameMax: 15,
  /** SMS resend countdown of the forms; the API allows one code per phone per this many seconds */
  smsResendSeconds: 60,
  smsCodeMinutes: 5,
  smsCodeTries: 5,
  /** wrong passwords in a row that lock an account, and for how long */
  loginMaxFailures: 5,
  lockMinutes: 15,
} as const;

/** Gender of the profile: 0 unknown, 1 male, 2 female */
export const GENDER = { unknown: 0, male: 1, female: 2 } as const;
/** userType of /p/user/userInfo: 0 buyer (any registered user), 1 platform operator */
export const USER_TYPE = { buyer: 0, admin: 1 } as const;

export const SMS_CODE_RE = /^\d{6}$/;
export const PAY_PASSWORD_RE = /^\d{6}$/;
const HALF_WIDTH_RE = /^[\x21-\x7e]+$/;

export const phoneRule = (v: string): MessageKey | null => (isPhone(v) ? null : 'account.phoneInvalid');
export const usernameRule = (v: string): MessageKey | null => (isUsername(v) ? null : 'account.usernameInvalid');
/** Login form: the password only has to be there. */
export const loginPasswordRule = (v: string): MessageKey | null => (v === '' ? 'account.passwordRequired' : null);
export const smsCodeRule = (v: string): MessageKey | null => (notBlank(v) ? null : 'account.codeRequired');

function kinds(v: string): number {
  return [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(v)).length;
}

/** Register / change password: 6-20 half-width characters, at least two kinds among letters, numbers and symbols. */
export function passwordRule(v: string): MessageKey | null {
  if (v === '') return 'account.passwordRequired';
  const { passwordMin, passwordMax } = ACCOUNT_LIMITS;
  if (v.length < passwordMin || v.length > passwordMax || !HALF_WIDTH_RE.test(v) || kinds(v) < 2) return 'account.passwordRule';
  return null;
}

/** The confirmation must repeat the password exactly (case-sensitive). */
export const confirmRule = (password: string, confirm: string): MessageKey | null =>
  password === confirm ? null : 'account.passwordMismatch';

/** Store password: 6-12 half-width characters. */
export function storePasswordRule(v: string): MessageKey | null {
  if (v === '') return 'account.passwordRequired';
  const { storePasswordMin, storePasswordMax } = ACCOUNT_LIMITS;
  return v.length >= storePasswordMin && v.length <= storePasswordMax && HALF_WIDTH_RE.test(v) ? null : 'account.storePasswordRule';
}

/** Payment password: exactly 6 digits. */
export const payPasswordRule = (v: string): MessageKey | null => (PAY_PASSWORD_RE.test(v) ? null : 'account.payPasswordRule');

/** Nickname: not empty (nor all spaces), at most 15 characters (a Chinese character counts as one). */
export function nicknameRule(v: string): MessageKey | null {
  if (!notBlank(v)) return 'account.nicknameEmpty';
  return [...v.trim()].length > ACCOUNT_LIMITS.nicknameMax ? 'account.nicknameTooLong' : null;
}

/** 13800138000 -> 138****8000 */
export const maskMobile = (m: string): string => (m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m);

// ---- cart, addresses, orders (SPEC §5 address and merchant message rules, §8 order texts) ----

const CART_MAX_COUNT = 99_999;
/** A cart or buy-now quantity: a positive whole number ('Please enter the correct number of items'). */
export const cartCountRule = (n: unknown): MessageKey | null =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= CART_MAX_COUNT ? null : 'cart.countInvalid';

export interface AddressFields { receiver: string; mobile: string; provinceCode: string; cityCode: string; areaCode: string; addr: string }
/** Address book: recipient, phone and the full region required; lengths bounded. The API also checks the codes exist. */
export function addressRule(a: AddressFields): MessageKey | null {
  if (!notBlank(a.receiver)) return 'address.receiverRequired';
  if ([...a.receiver.trim()].length > 20) return 'address.receiverTooLong';
  if (!isPhone(a.mobile)) return 'account.phoneInvalid';
  if (!a.provinceCode || !a.cityCode) return 'address.regionFirst';
  if (!a.areaCode) return 'address.areaRequired';
  if (!notBlank(a.addr)) return 'address.addrRequired';
  if ([...a.addr.trim()].length > 100) return 'address.addrTooLong';
  return null;
}

/** Message to the merchant: at most 200 characters (a Chinese character counts as one). */
export const remarksRule = (v: string): MessageKey | null => ([...v].length > 200 ? 'order.remarksTooLong' : null);

/**
 * Invoice request: 1 personal (name required) or 2 unit (name and taxpayer number required, correct format: the
 * 18-character unified social credit code with its check character, the same check as company authentication).
 */
export function invoiceRule(inv: { invoiceType: number; title: string; taxNumber: string }): MessageKey | null {
  if (inv.invoiceType !== 1 && inv.invoiceType !== 2) return 'invoice.typeInvalid';
  if (!notBlank(inv.title)) return 'invoice.titleRequired';
  if ([...inv.title.trim()].length > 100) return 'invoice.titleTooLong';
  if (inv.invoiceType === 2) {
    if (!notBlank(inv.taxNumber)) return 'invoice.taxNumberRequired';
    if (!isCreditCode(inv.taxNumber.trim().toUpperCase())) return 'invoice.taxNumberInvalid';
  }
  return null;
}

// ---- payment: top-up (SPEC §5 'amount required, up to 100,000 per top-up', §9) ----

/** Top-up amount in fen as the API takes it: required, a whole number of fen, above 0, at most 100,000 yuan. */
export function rechargeAmountRule(fen: unknown): MessageKey | null {
  if (fen === null || fen === undefined || (typeof fen === 'number' && Number.isNaN(fen))) return 'balance.amountRequired';
  if (typeof fen !== 'number' || !Number.isSafeInteger(fen)) return 'balance.amountInvalid';
  if (fen <= 0) return 'balance.amountPositive';
  if (fen > PAYMENT_LIMITS.rechargeMaxFen) return 'balance.amountMax';
  return null;
}

/** The top-up form's text in yuan: required, at most 2 decimals, then rechargeAmountRule. */
export function rechargeInputRule(text: string): MessageKey | null {
  if (!notBlank(text)) return 'balance.amountRequired';
  const fen = yuanToFen(text);
  return fen === null ? 'balance.amountInvalid' : rechargeAmountRule(fen);
}

// ---- stores: free shop opening (SPEC §5 store rules, §9 limits) and company authentication ----

export const STORE_LIMITS = { nameMax: 20, introMin: 10, introMax: 200, addressMin: 5, addressMax: 100, remarksMax: 200, companyNameMax: 50 } as const;
const chars = (v: string) => [...v.trim()].length;
/** Letters of any script, digits, spaces and · - _ ( ) （ ）; nothing else ("no special characters"). */
const STORE_NAME_RE = /^[\p{L}\p{N} ·\-_()（）]+$/u;
/** Mobile (11 digits from 1), landline with area code (010-12345678, 0571-1234567) or a 400 / 800 number. */
const TEL_RES = [PHONE_RE, /^0\d{2,3}-?\d{7,8}$/, /^[48]00-?\d{3}-?\d{4}$/];

export function storeNameRule(v: string): MessageKey | null {
  if (!notBlank(v)) return 'store.nameRequired';
  if (chars(v) > STORE_LIMITS.nameMax) return 'store.nameTooLong';
  return STORE_NAME_RE.test(v.trim()) ? null : 'store.nameInvalid';
}
export const storeIntroRule = (v: string): MessageKey | null =>
  chars(v) >= STORE_LIMITS.introMin && chars(v) <= STORE_LIMITS.introMax ? null : 'store.introLength';
export function storeAddressRule(v: string): MessageKey | null {
  if (chars(v) < STORE_LIMITS.addressMin) return 'store.addressTooShort';
  return chars(v) > STORE_LIMITS.addressMax ? 'store.addressTooLong' : null;
}
export function storeTelRule(v: string): MessageKey | null {
  if (!notBlank(v)) return 'store.telRequired';
  return TEL_RES.some((re) => re.test(v.trim())) ? null : 'store.telInvalid';
}

export interface ShopApplyFields {
  shopName: string; intro: string; provinceCode: string; cityCode: string; areaCode: string; address: string; tel: string;
  logo: string; businessLicense: string; idCardFront: string; idCardBack: string;
}
/** Every failing field of the shop opening form with its message (empty when all pass); the page and the API. */
export function shopApplyErrors(f: ShopApplyFields): Partial<Record<keyof ShopApplyFields, MessageKey>> {
  const out: Partial<Record<keyof ShopApplyFields, MessageKey>> = {};
  const set = (k: keyof ShopApplyFields, m: MessageKey | null) => { if (m) out[k] = m; };
  set('shopName', storeNameRule(f.shopName));
  set('intro', storeIntroRule(f.intro));
  set('provinceCode', f.provinceCode && f.cityCode && f.areaCode ? null : 'store.regionRequired');
  set('address', storeAddressRule(f.address));
  set('tel', storeTelRule(f.tel));
  set('logo', f.logo ? null : 'store.logoRequired');
  set('businessLicense', f.businessLicense ? null : 'store.licenseRequired');
  set('idCardFront', f.idCardFront ? null : 'store.idFrontRequired');
  set('idCardBack', f.idCardBack ? null : 'store.idBackRequired');
  return out;
}
/** The first failing rule of the shop opening form, in the form's order, or null. */
export const shopApplyRule = (f: ShopApplyFields): MessageKey | null => Object.values(shopApplyErrors(f))[0] ?? null;

/** Operator's remarks when refusing: required, at most 200 characters. */
export function auditRemarksRule(v: string): MessageKey | null {
  if (!notBlank(v)) return 'store.remarksRequired';
  return chars(v) > STORE_LIMITS.remarksMax ? 'store.remarksTooLong' : null;
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** GB 32100-2015 unified social credit code: 18 characters of the code set (no I O S V Z), the 18th the check character. */
export function isCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARS.indexOf(code[i]!) * CREDIT_WEIGHTS[i]!;
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CHARS[check] === code[17];
}
export function creditCodeRule(v: string): MessageKey | null {
  if (!notBlank(v)) return 'company.creditCodeRequired';
  return isCreditCode(v.trim().toUpperCase()) ? null : 'company.creditCodeInvalid';
}
export interface CompanyAuthFields { companyName: string; creditCode: string; license: string }
export function companyAuthErrors(f: CompanyAuthFields): Partial<Record<keyof CompanyAuthFields, MessageKey>> {
  const out: Partial<Record<keyof CompanyAuthFields, MessageKey>> = {};
  if (!notBlank(f.companyName)) out.companyName = 'company.nameRequired';
  else if (chars(f.companyName) > STORE_LIMITS.companyNameMax) out.companyName = 'company.nameTooLong';
  const c = creditCodeRule(f.creditCode);
  if (c) out.creditCode = c;
  if (!f.license) out.license = 'company.licenseRequired';
  return out;
}
export const companyAuthRule = (f: CompanyAuthFields): MessageKey | null => Object.values(companyAuthErrors(f))[0] ?? null;
