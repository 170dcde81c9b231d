// A stable number per page of SPEC §2 for the usage log (pageId / prevPageId).
// Numbers are never reused: add new pages at the end.
export const PAGE_IDS = {
  home: 1,
  list: 2,
  detail: 3,
  cart: 4,
  submitOrder: 5,
  payment: 6,
  login: 7,
  register: 8,
  forgetPassword: 9,
  help: 10,
  helpCenter: 11,
  termsPage: 12,
  noticeList: 13,
  noticeDetail: 14,
  news: 15,
  newsDetail: 16,
  shopIndex: 17,
  shopList: 18,
  flashSale: 19,
  secDetail: 20,
  groupBuy: 21,
  specialDiscount: 22,
  discountDetail: 23,
  coupons: 24,
  memberCenter: 25,
  userCenter: 26,
  orderDetail: 27,
  returnDetail: 28,
  invoiceDetail: 29,
  writeComments: 30,
  chat: 31,
  demand: 32,
  zone: 33,
  enroll: 34,
  companyAuth: 35,
  inquiry: 36,
  quickOrder: 37,
  weixinPay: 38,
  submitIntegralOrder: 39,
  notFound: 99,
} as const;

/** First path segment → page (case as in SPEC §2). */
const BY_SEGMENT: Record<string, number> = {
  '': PAGE_IDS.home,
  index: PAGE_IDS.home,
  'index copy': PAGE_IDS.home,
  list: PAGE_IDS.list,
  listcopy: PAGE_IDS.list,
  detail: PAGE_IDS.detail,
  cart: PAGE_IDS.cart,
  'submit-order': PAGE_IDS.submitOrder,
  payment: PAGE_IDS.payment,
  login: PAGE_IDS.login,
  register: PAGE_IDS.register,
  logine: PAGE_IDS.register,
  'forget-password': PAGE_IDS.forgetPassword,
  help: PAGE_IDS.help,
  'help-center': PAGE_IDS.helpCenter,
  termsPage: PAGE_IDS.termsPage,
  'notice-list': PAGE_IDS.noticeList,
  'notice-detail': PAGE_IDS.noticeDetail,
  News: PAGE_IDS.news,
  NewsCopy: PAGE_IDS.news,
  newsDetail: PAGE_IDS.newsDetail,
  shopIndex: PAGE_IDS.shopIndex,
  shopList: PAGE_IDS.shopList,
  'flash-sale': PAGE_IDS.flashSale,
  secdetail: PAGE_IDS.secDetail,
  'group-buy': PAGE_IDS.groupBuy,
  'special-discount': PAGE_IDS.specialDiscount,
  'discount-detail': PAGE_IDS.discountDetail,
  coupons: PAGE_IDS.coupons,
  'member-center': PAGE_IDS.memberCenter,
  'user-center': PAGE_IDS.userCenter,
  'order-detail': PAGE_IDS.orderDetail,
  'return-detail': PAGE_IDS.returnDetail,
  'invoice-detail': PAGE_IDS.invoiceDetail,
  'write-comments': PAGE_IDS.writeComments,
  chat: PAGE_IDS.chat,
  demand: PAGE_IDS.demand,
  zone: PAGE_IDS.zone,
  enroll: PAGE_IDS.enroll,
  companyAuth: PAGE_IDS.companyAuth,
  inquiry: PAGE_IDS.inquiry,
  quickOrder: PAGE_IDS.quickOrder,
  'weixin-pay': PAGE_IDS.weixinPay,
  'submit-integral-order': PAGE_IDS.submitIntegralOrder,
};

export function pageIdFor(pathname: string, notFound = false): number {
  if (notFound) return PAGE_IDS.notFound;
  const segment = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    /* keep the raw segment */
  }
  return BY_SEGMENT[decoded] ?? PAGE_IDS.notFound;
}
