// Help centre: five top help categories with 3-4 children each, one article per child.
import { helpArticle, helpCategory } from '../schema/index';
import { type SeedContext } from './types';

type Article = [titleZh: string, titleEn: string, zh: string[], en: string[]];
interface HelpTop { zh: string; en: string; children: Array<[zh: string, en: string, article: Article]> }

const HELP: HelpTop[] = [
  { zh: '购物指南', en: 'Shopping Guide', children: [
    ['注册与登录', 'Sign-Up & Login', ['如何注册和登录账户', 'How to sign up and log in',
      ['点击页面顶部的“注册”，填写用户名（4-16位字母、数字或下划线）、手机号和密码即可完成注册。', '登录支持账号密码登录和手机验证码登录两种方式，验证码60秒内可重新获取。'],
      ['Click “Register” at the top of the page and enter a username (4-16 letters, digits or underscores), your mobile number and a password.', 'You can log in with your username and password, or with your mobile number and an SMS code, which can be requested again after 60 seconds.']]],
    ['购物流程', 'How to Order', ['下单购物流程', 'Placing an order step by step',
      ['1. 搜索或浏览商品，选择规格和数量后加入购物车；2. 在购物车勾选商品并去结算；3. 确认收货地址、优惠券和发票信息后提交订单；4. 在30分钟内完成支付。', '支付成功后，您可以在“我的订单”中查看物流进度。'],
      ['1. Search or browse, choose the options and quantity, and add the item to your cart. 2. Select items in the cart and go to checkout. 3. Confirm your address, coupons and invoice details, then submit the order. 4. Pay within 30 minutes.', 'After payment you can follow the delivery under “My Orders”.']]],
    ['会员与积分', 'Membership & Points', ['会员等级与积分说明', 'Member levels and points',
      ['购物和每日签到可获得成长值与积分，成长值决定会员等级，等级越高权益越多。', '积分可在积分商城兑换商品，或在下单时按10的整数倍抵扣现金，积分有效期为一年。'],
      ['Shopping and daily sign-ins earn growth and points. Growth sets your member level, and higher levels unlock more benefits.', 'Spend points in the Points Mall or redeem them at checkout in multiples of 10. Points are valid for one year.']]],
    ['常见问题', 'FAQ', ['购物常见问题', 'Frequently asked questions',
      ['问：商品显示“库存不足”怎么办？答：可以收藏商品，到货后我们会提醒您。', '问：订单提交后可以修改地址吗？答：未发货的订单可在订单详情中修改地址。'],
      ['Q: What if an item shows “Insufficient inventory”? A: Add it to your favourites and we will tell you when it is back.', 'Q: Can I change the address after ordering? A: Yes, from the order details, as long as the order has not shipped.']]],
  ] },
  { zh: '配送方式', en: 'Delivery', children: [
    ['配送范围与时效', 'Delivery Areas & Times', ['配送范围与时效', 'Where we deliver and how fast',
      ['自营商品覆盖全国大陆地区，主要城市当日16:00前下单次日送达。', '第三方店铺由商家自行发货，一般在付款后48小时内发出。'],
      ['Self-operated items ship to all of mainland China; in major cities, orders placed before 16:00 arrive the next day.', 'Third-party shops ship their own orders, usually within 48 hours of payment.']]],
    ['运费说明', 'Shipping Fees', ['运费收取标准', 'How shipping is charged',
      ['自营商品单笔订单满99元免运费，不满99元收取6元运费；大件商品按重量计算运费。', '店铺商品的运费以店铺设置为准，在结算页显示。'],
      ['Self-operated orders over ¥99 ship free; smaller orders pay ¥6. Bulky items are charged by weight.', 'Shop items follow each shop’s shipping rules, shown at checkout.']]],
    ['签收与验货', 'Receiving & Inspection', ['签收与验货须知', 'Receiving and checking your parcel',
      ['签收时请当面检查外包装是否完好，如有破损可拒收并联系客服。', '贵重商品请在签收后24小时内检查商品，有问题及时申请售后。'],
      ['Check that the packaging is intact before signing; refuse damaged parcels and contact customer service.', 'For valuable items, inspect the goods within 24 hours of receipt and request after-sales help if needed.']]],
  ] },
  { zh: '支付方式', en: 'Payment', children: [
    ['余额支付', 'Balance Payment', ['使用账户余额支付', 'Paying with your balance',
      ['账户余额可用于支付订单，单次充值最高100,000元。使用余额支付需验证支付密码。', '余额明细可在“我的余额”中查看。'],
      ['Your account balance can pay for orders; a single top-up can be up to ¥100,000. Paying by balance requires your payment password.', 'See every change under “My Balance”.']]],
    ['微信支付', 'WeChat Pay', ['使用微信扫码支付', 'Paying with WeChat',
      ['在支付页选择微信支付，使用微信“扫一扫”扫描二维码即可完成支付。', '二维码过期后请重新下单或刷新支付页。'],
      ['Choose WeChat Pay on the payment page and scan the QR code with WeChat.', 'If the QR code expires, refresh the payment page or place the order again.']]],
    ['发票说明', 'Invoices', ['如何开具发票', 'Getting an invoice',
      ['下单时可选择个人或单位发票，单位发票需填写名称和纳税人识别号。', '订单完成后，可在“我的发票”中查看开票进度并下载电子发票。'],
      ['Choose a personal or company invoice at checkout; company invoices need the company name and taxpayer ID.', 'Once the order is complete, follow the invoice under “My Invoices” and download the e-invoice.']]],
  ] },
  { zh: '售后服务', en: 'After-Sales', children: [
    ['7天无理由退货', '7-Day No-Reason Returns', ['7天无理由退货规则', '7-day no-reason return policy',
      ['自签收之日起7天内，商品完好、不影响二次销售的，可申请无理由退货。', '定制商品、鲜活易腐商品、已拆封的个人护理用品和虚拟商品不适用。'],
      ['Within 7 days of receipt, undamaged and resaleable items can be returned without giving a reason.', 'Custom-made, perishable, opened personal-care and virtual items are excluded.']]],
    ['退款说明', 'Refunds', ['退款流程与到账时间', 'Refund steps and timing',
      ['在订单详情中申请退款或退货退款，填写原因、金额和凭证图片（最多5张），商家同意后按原路退回。', '余额支付的订单退款即时到账，微信支付一般1-3个工作日到账。'],
      ['Request a refund, or a return and refund, from the order details with the reason, amount and up to 5 photos; once the seller agrees, the money goes back the way you paid.', 'Balance payments are refunded instantly; WeChat Pay refunds usually arrive within 1-3 working days.']]],
    ['换货与维修', 'Exchanges & Repairs', ['换货与保修服务', 'Exchanges and warranty repairs',
      ['商品出现质量问题，可在签收后15天内申请换货。', '家电数码类商品享受全国联保，可凭订单号到品牌售后网点维修。'],
      ['If an item is faulty, you can ask for an exchange within 15 days of receipt.', 'Appliances and electronics carry a nationwide warranty; bring your order number to any authorised service centre.']]],
  ] },
  { zh: '商家服务', en: 'Seller Services', children: [
    ['免费开店', 'Open a Shop for Free', ['如何免费开店', 'How to open a shop for free',
      ['登录后进入“免费开店”，填写店铺名称、联系电话、经营地区、详细地址和店铺简介，并上传店铺Logo、营业执照和身份证照片。', '平台将在1-3个工作日内完成审核，审核结果会通过短信通知您。'],
      ['Log in, open “Free Shop Opening” and enter the shop name, contact number, region, full address and description, then upload your logo, business licence and ID card photos.', 'We review applications within 1-3 working days and tell you the result by SMS.']]],
    ['入驻条件', 'Requirements', ['商家入驻条件', 'Who can sell with us',
      ['需具备合法有效的营业执照，经营范围覆盖所售商品；品牌商品需提供品牌授权。', '店铺名称不超过20个字，不得包含特殊字符。'],
      ['You need a valid business licence covering the goods you sell, plus brand authorisation for branded products.', 'Shop names are up to 20 characters without special symbols.']]],
    ['商家规则', 'Seller Rules', ['商家经营规则', 'Rules for sellers',
      ['商家应如实描述商品，按时发货，遵守7天无理由退货规定。', '出售假冒伪劣商品或虚假交易的店铺将被下线处理。'],
      ['Describe products truthfully, ship on time and honour 7-day no-reason returns.', 'Shops selling counterfeit goods or faking sales will be taken offline.']]],
    ['企业采购', 'Business Procurement', ['企业采购服务', 'Procurement for businesses',
      ['企业客户可通过询价单和快速下单批量采购，支持对公转账和增值税专用发票。', '大额采购可联系专属客户经理获取阶梯报价。'],
      ['Business customers can buy in bulk through inquiries and quick orders, with business bank transfer and VAT special invoices.', 'For large purchases, contact your account manager for tiered pricing.']]],
  ] },
];

const html = (paras: string[]) => paras.map((t) => `<p>${t}</p>`).join('');

export async function seedHelp(ctx: SeedContext): Promise<{ categories: number; articles: number }> {
  const { tx } = ctx;
  let categories = 0;
  let articles = 0;
  for (const [ti, top] of HELP.entries()) {
    const [t] = await tx.insert(helpCategory).values({ parentId: 0, nameZh: top.zh, nameEn: top.en, seq: ti + 1 }).returning({ id: helpCategory.id });
    const kids = (await tx
      .insert(helpCategory)
      .values(top.children.map(([zh, en], ci) => ({ parentId: t!.id, nameZh: zh, nameEn: en, seq: ci + 1 })))
      .returning({ id: helpCategory.id })).map((r) => r.id).sort((a, b) => a - b);
    categories += 1 + kids.length;
    await tx.insert(helpArticle).values(top.children.map(([, , [titleZh, titleEn, zh, en]], ci) => ({
      categoryId: kids[ci]!, titleZh, titleEn, contentZh: html(zh), contentEn: html(en), seq: 1,
    })));
    articles += top.children.length;
  }
  return { categories, articles };
}
