// Payloads and answers of free shop opening, the store account (store password), company authentication
// and the platform's review calls (/p/admin/..., operators only). The field rules are in rules.ts.
import { z } from 'zod';
import { pageQuery, paged } from './common';

/** Audit status of a shop application: -1 none (centerInfo only), 0 under review, 1 passed, 2 not passed. */
export const SHOP_AUDIT_STATUS = { none: -1, underReview: 0, passed: 1, notPassed: 2 } as const;
/** Company authentication: 0 under review, 1 passed, 2 rejected. */
export const COMPANY_AUTH_STATUS = { none: -1, underReview: 0, passed: 1, rejected: 2 } as const;

const text = (max: number) => z.string().max(max);
const image = z.string().max(300).describe('an /uploads/user/<your id>/... path from POST /p/file/upload');

/** POST /p/shop/apply: submits, or (after "not passed") edits and resubmits, the caller's application. */
export const shopApplyBody = z.object({
  shopName: text(100),
  intro: text(1000),
  provinceCode: text(20),
  cityCode: text(20),
  areaCode: text(20),
  address: text(400),
  tel: text(40),
  logo: image,
  businessLicense: image,
  idCardFront: image,
  idCardBack: image,
});
export type ShopApplyBody = z.infer<typeof shopApplyBody>;

export const shopApplication = shopApplyBody.extend({
  applicationId: z.number().int(),
  userId: z.number().int(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  auditStatus: z.number().int().describe('0 under review, 1 passed, 2 not passed'),
  remarks: z.string().describe('audit remarks of a refusal'),
  shopId: z.number().int().nullable(),
  shopStatus: z.number().int().nullable().describe('SHOP_STATUS of the shop once approved'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShopApplication = z.infer<typeof shopApplication>;
/** GET /p/shop/apply: the caller's application, or null. */
export const myShopApplication = z.object({ application: shopApplication.nullable() });

/** GET /p/shop/account: the store account of uc-shopaccount. */
export const shopAccount = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  shopStatus: z.number().int(),
  username: z.string().describe('the owner account that logs in to the seller centre'),
  hasStorePassword: z.boolean(),
});
export type ShopAccount = z.infer<typeof shopAccount>;
/** PUT /p/shop/account/password: oldPassword is required once a password is set. */
export const storePasswordBody = z.object({ oldPassword: z.string().max(100).optional(), password: z.string().max(100), confirmPassword: z.string().max(100) });
export type StorePasswordBody = z.infer<typeof storePasswordBody>;
/** POST /p/shop/account/verify: the seller centre checks the store password. */
export const storePasswordCheckBody = z.object({ password: z.string().max(100) });

export const companyAuthBody = z.object({ companyName: text(200), creditCode: text(40), license: image });
export type CompanyAuthBody = z.infer<typeof companyAuthBody>;
export const companyAuthView = companyAuthBody.extend({
  id: z.number().int(),
  userId: z.number().int(),
  status: z.number().int().describe('0 under review, 1 passed, 2 rejected'),
  remarks: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyAuthView = z.infer<typeof companyAuthView>;
export const myCompanyAuth = z.object({ auth: companyAuthView.nullable() });

// ---- platform review (operators) ----
export const adminListQuery = pageQuery.extend({ status: z.coerce.number().int().min(0).max(2).optional() });
export const shopApplicationPage = paged(shopApplication);
export const companyAuthPage = paged(companyAuthView);
export const rejectBody = z.object({ remarks: z.string().max(1000) });
/** POST /p/admin/shop/:id/status: what an operator does to a shop. */
export const SHOP_ACTIONS = ['offline', 'suspend', 'open'] as const;
export const shopActionBody = z.object({ action: z.enum(SHOP_ACTIONS), remarks: z.string().max(1000).optional() });
export const shopStatusAnswer = z.object({ shopId: z.number().int(), shopStatus: z.number().int() });
