import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Layouts of SPEC §2 as layout routes. Pages of later issues (cart, list, detail, login, ...) are added with their
// issue; until then their addresses fall to the not-found route (HTTP 404).
// The empty layout (layouts/empty.tsx) frames the root error pages and gets its routes when a page needs it.
export default [
  // SPEC §2 lists /index copy beside / (the same page; its canonical is /)
  layout('layouts/home.tsx', [index('routes/home.tsx'), route('index copy', 'routes/home.tsx', { id: 'routes/index-copy' })]),
  layout('layouts/default.tsx', [
    route('help', 'routes/help.tsx'),
    // catalogue, search and shops
    route('list', 'routes/list.tsx'),
    // SPEC §2 lists /listcopy beside /list (the same page; its canonical is /list)
    route('listcopy', 'routes/list.tsx', { id: 'routes/listcopy' }),
    // the phone tab bar's categories page (issue 16)
    route('categories', 'routes/categories.tsx'),
    route('detail/:prodId?', 'routes/detail.tsx'),
    route('shopList', 'routes/shop-list.tsx'),
    route('shopIndex', 'routes/shop-index.tsx'),
    route('notice-detail', 'routes/notice-detail.tsx'),
    // notices, help center, merchant settle-in and the zone parts alone (issue 18)
    route('notice-list', 'routes/notice-list.tsx'),
    route('help-center', 'routes/help-center.tsx'),
    route('enroll', 'routes/enroll.tsx'),
    // content: platform news (SPEC lists /News, /NewsCopy and /newsDetail)
    route('News', 'routes/news.tsx'),
    route('NewsCopy', 'routes/news.tsx', { id: 'routes/NewsCopy' }),
    route('newsDetail', 'routes/news-detail.tsx'),
    route('zone/zone-all', 'routes/zone-all.tsx'),
    route('zone/:part', 'routes/zone-part.tsx'),
    // cart, checkout and orders (token needed, SPEC §6)
    route('cart', 'routes/cart.tsx'),
    route('quickOrder', 'routes/quick-order.tsx'),
    route('submit-order', 'routes/submit-order.tsx'),
    route('order-detail', 'routes/order-detail.tsx'),
    // after-sales: one refund / return request (token needed)
    route('return-detail', 'routes/return-detail.tsx'),
    // reviews: writing the reviews of a received order (token needed)
    route('write-comments', 'routes/write-comments.tsx'),
    // promotions: the coupon center
    route('coupons', 'routes/coupons.tsx'),
    // promotions: special discounts
    route('special-discount', 'routes/special-discount.tsx'),
    route('discount-detail', 'routes/discount-detail.tsx'),
    // promotions: flash sales (the confirm page needs a token)
    route('flash-sale', 'routes/flash-sale.tsx'),
    route('secdetail/confirm-order', 'routes/secdetail-confirm.tsx'),
    route('secdetail/:seckillId', 'routes/secdetail.tsx'),
    // promotions: group buying (the confirm page needs a token; the share link is /detail/{prodId}?groupId=)
    route('group-buy', 'routes/group-buy.tsx'),
    route('group-buy/confirm-order', 'routes/group-buy-confirm.tsx'),
    // promotions: pre-sale (decision 035; the product page shows it, the checkout needs a token)
    route('presale/confirm-order', 'routes/presale-confirm.tsx'),
    // member: the points mall (public) and the redemption's checkout (token needed)
    route('member-center/integral-mall', 'routes/member-center/integral-mall.tsx'),
    route('member-center/integral-det/:prodId?', 'routes/member-center/integral-det.tsx'),
    route('submit-integral-order', 'routes/submit-integral-order.tsx'),
    // membership (decision 023): levels and plans (public), my membership and buying one (token needed)
    route('member-center/member-equity', 'routes/member-center/member-equity.tsx'),
    route('member-center/member-center', 'routes/member-center/member-center.tsx'),
    route('member-center/buy-member', 'routes/member-center/buy-member.tsx'),
    // payment: the cashier, the WeChat Pay QR page, the success page (token needed)
    route('payment', 'routes/payment.tsx'),
    route('weixin-pay', 'routes/weixin-pay.tsx'),
    route('pay-success', 'routes/pay-success.tsx'),
    // stores: free shop opening and company authentication (token needed)
    route('shopApply', 'routes/shop-apply.tsx'),
    route('companyAuth', 'routes/company-auth.tsx'),
    // accounts: the user center (token needed, SPEC §6) and its pages
    route('user-center', 'routes/user-center/layout.tsx', { id: 'user-center' }, [
      index('routes/user-center/index.tsx'),
      route('security', 'routes/user-center/security.tsx'),
      route('uc-account', 'routes/user-center/uc-account.tsx'),
      route('uc-password', 'routes/user-center/uc-password.tsx'),
      route('uc-paypw', 'routes/user-center/uc-paypw.tsx'),
      route('uc-update-mobile', 'routes/user-center/uc-update-mobile.tsx'),
      // catalogue: favourites and footprint
      route('uc-collection', 'routes/user-center/uc-collection.tsx'),
      route('uc-footprint', 'routes/user-center/uc-footprint.tsx'),
      // orders and addresses
      route('uc-order', 'routes/user-center/uc-order.tsx'),
      route('uc-address', 'routes/user-center/uc-address.tsx'),
      // payment: my balance, top-up and records
      route('uc-balance', 'routes/user-center/uc-balance.tsx'),
      // member: my points and the daily sign-in
      route('uc-integral', 'routes/user-center/uc-integral.tsx'),
      // promotions: my coupons
      route('uc-coupons', 'routes/user-center/uc-coupons.tsx'),
      // reviews: my reviews
      route('uc-comments', 'routes/user-center/uc-comments.tsx'),
      // after-sales: the request form and my requests
      route('apply-return', 'routes/user-center/apply-return.tsx'),
      route('uc-return', 'routes/user-center/uc-return.tsx'),
      // invoices: my invoice requests, invoicing an order, my titles
      route('uc-my-invoice', 'routes/user-center/uc-my-invoice.tsx'),
      route('uc-order-invoice', 'routes/user-center/uc-order-invoice.tsx'),
      route('uc-invoice-title', 'routes/user-center/uc-invoice-title.tsx'),
      // credit (decision 028): the credit line and statements, invoices by statement
      route('uc-credit', 'routes/user-center/uc-credit.tsx'),
      route('uc-order-invoice-account', 'routes/user-center/uc-order-invoice-account.tsx'),
      // stores: the store account and store password
      route('uc-shopaccount', 'routes/user-center/uc-shopaccount.tsx'),
      // demand and service hall (decision 029): my posts with their quotes, posting and editing
      route('uc-demand', 'routes/user-center/uc-demand.tsx'),
      route('uc-server', 'routes/user-center/uc-demand.tsx', { id: 'routes/user-center/uc-server' }),
      route('uc-demand-post', 'routes/user-center/uc-demand-post.tsx'),
      route('uc-server-post', 'routes/user-center/uc-demand-post.tsx', { id: 'routes/user-center/uc-server-post' }),
      // inquiries (decision 030): my quotes asked of shops
      route('uc-enquiry', 'routes/user-center/uc-enquiry.tsx'),
      route('uc-presale', 'routes/user-center/uc-presale.tsx'),
    ]),
    // invoices: one invoice request with its e-invoice (token needed)
    route('invoice-detail', 'routes/invoice-detail.tsx'),
    // demand and service hall (decision 029): the landing, lists and details (public), replying and posting (token)
    route('demand/demand-hall', 'routes/demand/demand-hall.tsx'),
    route('demand/demand-list', 'routes/demand/list.tsx', { id: 'routes/demand/demand-list' }),
    route('demand/service-list', 'routes/demand/list.tsx', { id: 'routes/demand/service-list' }),
    route('demand/demand-detail', 'routes/demand/detail.tsx', { id: 'routes/demand/demand-detail' }),
    route('demand/service-detail', 'routes/demand/detail.tsx', { id: 'routes/demand/service-detail' }),
    route('demand/demand-detail-reply', 'routes/demand/reply.tsx', { id: 'routes/demand/demand-detail-reply' }),
    route('demand/service-detail-reply', 'routes/demand/reply.tsx', { id: 'routes/demand/service-detail-reply' }),
    route('demand/demand-coop-post', 'routes/demand/post.tsx', { id: 'routes/demand/demand-coop-post' }),
    route('demand/service-coop-post', 'routes/demand/post.tsx', { id: 'routes/demand/service-coop-post' }),
    // inquiries (decision 030): asking a shop for a quote (token needed)
    route('inquiry', 'routes/inquiry.tsx'),
    // chat: the buyer's customer-service conversations (token needed; the layout hides the header parts here)
    route('chat', 'routes/chat.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('layouts/policy.tsx', [
    route('termsPage', 'routes/terms-page.tsx'),
    // accounts: login, registration (SPEC lists /register and /logine: one page), forgot password
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('logine', 'routes/register.tsx', { id: 'routes/logine' }),
    route('forget-password', 'routes/forget-password.tsx'),
  ]),
  // payment: the sandbox provider's pay page (what a phone shows after scanning the QR code)
  layout('layouts/empty.tsx', [route('sandbox-pay', 'routes/sandbox-pay.tsx')]),
  // accounts: POST /session starts and ends logins (sets the HttpOnly token cookie); no page
  route('session', 'routes/session.ts'),
  // search engines: robots.txt, the sitemap index and its children (lib/sitemap.server.ts); no page
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/:file', 'routes/sitemap-child.ts'),
] satisfies RouteConfig;
