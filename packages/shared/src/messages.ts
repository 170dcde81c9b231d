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
  // catalog, shops, zones
  'product.notFound': { zh: '商品不存在或已下架', en: 'The product does not exist or is no longer on sale' },
  'shop.notFound': { zh: '店铺不存在', en: 'The shop does not exist' },
  'zone.notFound': { zh: '专题页面不存在', en: 'The topic page does not exist' },
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
  'sms.sendFailed': { zh: '验证码发送失败，请稍后再试', en: 'The verification code could not be sent, please try again later' },
  'account.smsUnavailable': { zh: '短信服务暂不可用，请使用其他方式登录', en: 'The SMS service is unavailable, please sign in another way' },
  'sms.text': {
    zh: '【商城】您的验证码是{{code}}，{{minutes}}分钟内有效，请勿告诉他人。',
    en: '[Mall] Your verification code is {{code}}, valid for {{minutes}} minutes. Do not share it with anyone.',
  },
  'upload.noFile': { zh: '请选择要上传的图片', en: 'Please choose an image to upload' },
  'upload.format': { zh: '图片格式不正确，仅支持 jpg、png、gif、webp', en: 'Incorrect image format: only jpg, png, gif and webp are accepted' },
  'upload.tooLarge': { zh: '图片大小不能超过2MB', en: 'The image cannot exceed 2MB' },
  // cart, addresses, orders (SPEC §8 order and cart texts, §5 address and merchant message rules)
  'cart.countInvalid': { zh: '请输入正确的商品数量', en: 'Please enter the correct number of items' },
  'cart.insufficientStock': { zh: '库存不足', en: 'Insufficient inventory' },
  'cart.prodUnavailable': { zh: '商品已下架或店铺未营业，无法购买', en: 'This product is off the shelf or its shop is not open' },
  'cart.itemNotFound': { zh: '购物车中没有该商品', en: 'The item is not in your shopping cart' },
  'cart.full': { zh: '购物车已满，请先结算或删除部分商品', en: 'Your shopping cart is full: check out or remove some items first' },
  'cart.collectUnavailable': { zh: '暂时无法移入收藏', en: 'Items cannot be moved to favourites right now' },
  // /quickOrder (SKU codes with quantities); quantities, stock and shelf reuse the cart.* texts
  'quickOrder.unknownCode': { zh: '商品编码不存在', en: 'Unknown SKU code' },
  'quickOrder.lineFormat': { zh: '格式不正确，请按“商品编码 数量”填写', en: 'Wrong format: enter "SKU code quantity"' },
  'quickOrder.empty': { zh: '请填写商品编码和数量', en: 'Please enter SKU codes and quantities' },
  'quickOrder.tooMany': { zh: '一次最多{{max}}行', en: 'At most {{max}} lines at a time' },
  'address.limit': { zh: '新增收货地址数量已达上限', en: 'The maximum number of new delivery addresses has been reached' },
  'address.regionFirst': { zh: '请先选择省份和城市', en: 'Please select the province and city first' },
  'address.areaRequired': { zh: '请选择区县', en: 'Please select the district' },
  'address.regionInvalid': { zh: '所选地区不存在，请重新选择', en: 'The selected region does not exist, please select it again' },
  'address.receiverRequired': { zh: '请输入收货人', en: 'Please enter the recipient' },
  'address.receiverTooLong': { zh: '收货人不能超过20个字', en: 'The recipient cannot exceed 20 characters' },
  'address.addrRequired': { zh: '请输入详细地址', en: 'Please enter the detailed address' },
  'address.addrTooLong': { zh: '详细地址不能超过100个字', en: 'The detailed address cannot exceed 100 characters' },
  'address.notFound': { zh: '收货地址不存在', en: 'The delivery address does not exist' },
  'order.submitRepeated': { zh: '请勿同时提交订单', en: 'Please do not submit orders at the same time' },
  'order.expired': { zh: '订单已过期，请重新下单', en: 'Order has expired, please place a new order' },
  'order.statusChanged': { zh: '订单状态已发生改变', en: 'Order status has changed' },
  'order.notFound': { zh: '订单不存在', en: 'The order does not exist' },
  'order.confirmExpired': { zh: '订单信息已失效，请重新确认订单', en: 'The order information has expired, please confirm the order again' },
  'order.priceChanged': { zh: '商品价格或运费已变化，请重新确认订单', en: 'Prices or freight have changed, please confirm the order again' },
  'order.nothingSelected': { zh: '请选择要结算的商品', en: 'Please select the items to check out' },
  'order.addressRequired': { zh: '请选择收货地址', en: 'Please choose a delivery address' },
  'order.remarksTooLong': { zh: '给商家留言不能超过200个字', en: 'The message to the merchant cannot exceed 200 characters' },
  'order.cannotDelete': { zh: '只能删除已完成或已取消的订单', en: 'Only completed or canceled orders can be deleted' },
  'order.amountMismatch': { zh: '支付金额与订单金额不符', en: 'The amount paid does not match the orders' },
  'order.packageRequired': { zh: '请填写物流公司和运单号', en: 'Please enter the logistics company and waybill number' },
  'order.companyUnknown': { zh: '不支持该物流公司', en: 'This logistics company is not supported' },
  'invoice.typeInvalid': { zh: '请选择发票类型', en: 'Please choose the invoice type' },
  'invoice.titleRequired': { zh: '请输入发票抬头', en: 'Please enter the invoice title' },
  'invoice.titleTooLong': { zh: '发票抬头不能超过100个字', en: 'The invoice title cannot exceed 100 characters' },
  'invoice.taxNumberRequired': { zh: '请输入纳税人识别号', en: 'Please enter the taxpayer number' },
  'invoice.taxNumberInvalid': { zh: '纳税人识别号格式不正确', en: 'The taxpayer number is not in the correct format' },
  'logistics.received': { zh: '【{{company}}】快件已揽收，运单号 {{waybill}}', en: '[{{company}}] Parcel received, waybill {{waybill}}' },
  'logistics.inTransit': { zh: '快件已发出，正在运输途中', en: 'The parcel is in transit' },
  'logistics.arrivedCity': { zh: '快件已到达【{{city}}】，正在派送', en: 'The parcel arrived in {{city}} and is out for delivery' },
  'logistics.signed': { zh: '快件已签收，感谢使用{{company}}', en: 'The parcel was signed for. Thank you for using {{company}}' },
  'logistics.faulty': { zh: '快件异常，请联系商家或{{company}}客服', en: 'There is a problem with the parcel: please contact the shop or {{company}}' },
  // payment, balance and top-up (SPEC §8 payment texts, §9 top-up limit)
  'payment.insufficientBalance': { zh: '余额不足！当前余额为：¥{{balance}}', en: 'Insufficient balance! The current balance is: ¥{{balance}}' },
  'payment.qrExpired': { zh: '二维码已过期，请重新下单', en: 'QR code has expired, please place a new order' },
  'payment.notFound': { zh: '支付单不存在', en: 'The payment does not exist' },
  'payment.methodOff': { zh: '该支付方式暂不可用', en: 'This payment method is not available' },
  'payment.ordersRequired': { zh: '请选择要支付的订单', en: 'Please choose the orders to pay' },
  'payment.refundTooMuch': { zh: '退款金额超过可退金额', en: 'The refund exceeds the amount that can be refunded' },
  'payment.refundInvalid': { zh: '退款金额必须大于0', en: 'The refund amount must be above 0' },
  'payment.providerFailed': { zh: '支付渠道暂时无法处理，请稍后再试', en: 'The payment provider cannot process this right now, please try again later' },
  'payment.paying': { zh: '订单正在支付中，请勿重复支付', en: 'The order is being paid, please do not pay again' },
  'balance.amountRequired': { zh: '请输入充值金额', en: 'Please enter the top-up amount' },
  'balance.amountInvalid': { zh: '请输入正确的金额，最多两位小数', en: 'Please enter a valid amount with at most 2 decimals' },
  'balance.amountPositive': { zh: '充值金额必须大于0', en: 'The top-up amount must be above 0' },
  'balance.amountMax': { zh: '单次充值金额不能超过100,000元', en: 'A single top-up cannot exceed 100,000 yuan' },
  // stores: free shop opening (SPEC §5 store rules), store password, platform review, company authentication
  'store.nameRequired': { zh: '请输入店铺名称', en: 'Please enter the store name' },
  'store.nameTooLong': { zh: '店铺名称不能超过20个字', en: 'The store name cannot exceed 20 characters' },
  'store.nameInvalid': { zh: '店铺名称不能包含特殊字符', en: 'The store name cannot contain special characters' },
  'store.nameTaken': { zh: '该店铺名称已被使用', en: 'This store name is already taken' },
  'store.introLength': { zh: '店铺简介须为10-200个字', en: 'The store description must be 10-200 characters' },
  'store.regionRequired': { zh: '请选择所在地区', en: 'Please select the region' },
  'store.addressTooShort': { zh: '详细地址不能少于5个字', en: 'The detailed address must be at least 5 characters' },
  'store.addressTooLong': { zh: '详细地址不能超过100个字', en: 'The detailed address cannot exceed 100 characters' },
  'store.telRequired': { zh: '请输入联系电话', en: 'Please enter the contact number' },
  'store.telInvalid': { zh: '联系电话格式不正确', en: 'The contact number format is incorrect' },
  'store.logoRequired': { zh: '请上传店铺logo', en: 'Please upload the store logo' },
  'store.licenseRequired': { zh: '请上传营业执照', en: 'Please upload the business license' },
  'store.idFrontRequired': { zh: '请上传身份证正面', en: 'Please upload the front of the ID card' },
  'store.idBackRequired': { zh: '请上传身份证反面', en: 'Please upload the reverse of the ID card' },
  'store.imageInvalid': { zh: '图片须为本人上传的图片', en: 'The images must be images you uploaded' },
  'store.applyUnderReview': { zh: '您的开店申请正在审核中', en: 'Your shop application is under review' },
  'store.applyPassed': { zh: '您的开店申请已通过，无需再次申请', en: 'Your shop application has already been approved' },
  'store.applicationNotFound': { zh: '开店申请不存在', en: 'The shop application does not exist' },
  'store.statusChanged': { zh: '状态已发生改变，请刷新后重试', en: 'The status has changed, please refresh and try again' },
  'store.remarksRequired': { zh: '请填写审核意见', en: 'Please enter the audit remarks' },
  'store.remarksTooLong': { zh: '审核意见不能超过200个字', en: 'The audit remarks cannot exceed 200 characters' },
  'store.noShop': { zh: '您还没有店铺', en: 'You do not have a shop yet' },
  'store.oldPasswordWrong': { zh: '原店铺密码不正确', en: 'The current store password is incorrect' },
  'store.passwordWrong': { zh: '店铺密码不正确', en: 'The store password is incorrect' },
  'store.passwordNotSet': { zh: '请先设置店铺密码', en: 'Please set the store password first' },
  'admin.forbidden': { zh: '无权访问', en: 'You do not have permission to do this' },
  // platform console: content and users (packages/shared/src/api/admin-content.ts)
  'admin.notFound': { zh: '记录不存在或已被删除', en: 'The record does not exist or has been deleted' },
  'admin.bilingualRequired': { zh: '请填写中文和英文名称', en: 'Please fill in both the Chinese and the English text' },
  'admin.contentRequired': { zh: '请填写中文和英文内容', en: 'Please fill in both the Chinese and the English content' },
  'admin.linkInvalid': { zh: '链接须为站内路径（/开头）或 http(s) 地址', en: 'The link must be a site path starting with / or an http(s) address' },
  'admin.imageRequired': { zh: '请上传图片', en: 'Please upload an image' },
  'admin.imageInvalid': { zh: '图片须为上传的文件或 http(s) 地址', en: 'The image must be an uploaded file or an http(s) address' },
  'admin.timeWindowInvalid': { zh: '结束时间须晚于开始时间', en: 'The end time must be later than the start time' },
  'category.notFound': { zh: '分类不存在', en: 'The category does not exist' },
  'category.tooDeep': { zh: '分类最多三级，三级分类下不能再添加分类', en: 'Categories have at most three levels: a third-level category cannot have children' },
  'category.hasChildren': { zh: '该分类下还有子分类，不能删除', en: 'The category still has subcategories and cannot be deleted' },
  'category.hasProducts': { zh: '该分类下还有商品，不能删除', en: 'The category still has products and cannot be deleted' },
  'nav.zoneRequired': { zh: '请选择存在的专题页面', en: 'Please choose an existing topic page' },
  'zone.inUse': { zh: '导航中还在使用该专题页面，不能删除', en: 'The topic page is still used by the navigation and cannot be deleted' },
  'helpCategory.notFound': { zh: '帮助分类不存在', en: 'The help category does not exist' },
  'helpCategory.tooDeep': { zh: '帮助分类最多两级', en: 'Help categories have at most two levels' },
  'helpCategory.notEmpty': { zh: '该帮助分类下还有子分类或文章，不能删除', en: 'The help category still has subcategories or articles and cannot be deleted' },
  'company.nameRequired': { zh: '请输入企业名称', en: 'Please enter the company name' },
  'company.nameTooLong': { zh: '企业名称不能超过50个字', en: 'The company name cannot exceed 50 characters' },
  'company.creditCodeRequired': { zh: '请输入统一社会信用代码', en: 'Please enter the unified social credit code' },
  'company.creditCodeInvalid': { zh: '统一社会信用代码不正确', en: 'The unified social credit code is incorrect' },
  'company.licenseRequired': { zh: '请上传营业执照', en: 'Please upload the business license' },
  'company.underReview': { zh: '企业认证正在审核中', en: 'Your company authentication is under review' },
  'company.passed': { zh: '企业认证已通过', en: 'Your company authentication has already been approved' },
  'company.notFound': { zh: '企业认证不存在', en: 'The company authentication does not exist' },
  // coupons: claims, use at checkout, the console's create call
  'coupon.notFound': { zh: '优惠券不存在', en: 'The coupon does not exist' },
  'coupon.soldOut': { zh: '优惠券已被领完', en: 'All of these coupons have been claimed' },
  'coupon.limitReached': { zh: '您已领取过该优惠券，已达领取上限', en: 'You have already claimed this coupon up to its limit' },
  'coupon.notStarted': { zh: '活动未开始', en: 'Event not started' },
  'coupon.ended': { zh: '活动已结束', en: 'The event has ended' },
  'coupon.busy': { zh: '活动太火爆，请稍后再试', en: 'The activity is very hot, please try again later' },
  'coupon.notUsable': { zh: '该优惠券不满足使用条件', en: 'This coupon cannot be used on this order' },
  'coupon.used': { zh: '优惠券已被使用或已过期，请重新确认订单', en: 'The coupon has been used or has expired, please confirm the order again' },
  'coupon.oneEach': { zh: '每个店铺限用一张店铺券，每单限用一张平台券', en: 'Use at most one shop coupon per shop and one platform coupon per order' },
  'coupon.nameInvalid': { zh: '请输入优惠券名称（不超过30个字）', en: 'Please enter a coupon name of at most 30 characters' },
  'coupon.kindInvalid': { zh: '优惠券类型不正确', en: 'The coupon type is invalid' },
  'coupon.valueInvalid': { zh: '优惠金额或折扣不正确', en: 'The amount or discount of the coupon is invalid' },
  'coupon.scopeInvalid': { zh: '优惠券适用范围不正确', en: 'The scope of the coupon is invalid' },
  'coupon.validityInvalid': { zh: '优惠券有效期不正确', en: 'The validity of the coupon is invalid' },
  'coupon.totalInvalid': { zh: '发放数量或每人限领数量不正确', en: 'The quantity or the per-person limit is invalid' },
  // special discounts: the console's create call
  'discount.notFound': { zh: '限时折扣不存在', en: 'The special discount does not exist' },
  'discount.nameInvalid': { zh: '请输入折扣名称（不超过30个字）', en: 'Please enter a discount name of at most 30 characters' },
  'discount.valueInvalid': { zh: '折扣或减价金额不正确', en: 'The discount percentage or amount is invalid' },
  'discount.periodInvalid': { zh: '折扣时间不正确（结束须晚于开始，最长366天）', en: 'The discount period is invalid (the end must follow the start, at most 366 days)' },
  'discount.productsInvalid': { zh: '请选择本店铺在售的商品', en: 'Please choose products on sale in this shop' },
  'discount.shopRequired': { zh: '请选择店铺', en: 'Please choose a shop' },
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
