// Terms texts: sts 0 terms of service, sts 1 privacy policy (bilingual HTML, several sections).
import { terms } from '../schema/index';
import { SITE } from './config';
import { dateAt } from './rng';
import { type SeedContext } from './types';

type Section = [hZh: string, hEn: string, zh: string[], en: string[]];

const TERMS: Section[] = [
  ['一、协议的接受', '1. Accepting These Terms',
    [`欢迎使用${SITE.nameZh}。您注册、登录或使用本平台服务，即表示您已阅读并同意本协议的全部内容。`, '如您不同意本协议的任何内容，请停止使用本平台服务。'],
    [`Welcome to ${SITE.nameEn}. By registering, logging in or using our services you confirm that you have read and agree to these terms in full.`, 'If you do not agree with any part of these terms, please stop using the platform.']],
  ['二、账户注册与安全', '2. Your Account',
    ['您应使用真实、准确的信息注册账户，用户名由4-16位字母、数字或下划线组成，密码为6-20位且至少包含字母、数字、符号中的两种。', '您应妥善保管账户和支付密码，因您保管不当造成的损失由您自行承担；发现账户被盗用时请立即联系客服。'],
    ['Register with true and accurate information. Usernames have 4-16 letters, digits or underscores; passwords have 6-20 characters and at least two of letters, digits and symbols.', 'Keep your password and payment password safe; you are responsible for losses caused by careless handling. Contact us immediately if your account is misused.']],
  ['三、订单与合同成立', '3. Orders',
    ['商品页面展示的价格、库存和规格信息为要约邀请，您提交订单并完成支付后，买卖合同成立。', '因库存变化、价格标示明显错误等原因，商家可能无法履行订单，届时将为您全额退款。'],
    ['Prices, stock and specifications shown on product pages are invitations to treat; a sales contract is formed once you submit an order and pay for it.', 'If an order cannot be fulfilled because of a stock change or an obvious pricing error, you will receive a full refund.']],
  ['四、支付', '4. Payment',
    ['本平台支持账户余额支付和微信支付，订单需在提交后30分钟内完成支付，逾期将自动取消。', '所有金额以人民币元计价，精确到分。'],
    ['You can pay with your account balance or WeChat Pay. Orders must be paid within 30 minutes of submission or they are cancelled automatically.', 'All amounts are in Chinese yuan (RMB), shown to two decimal places.']],
  ['五、配送与签收', '5. Delivery',
    ['商品将配送至您填写的收货地址，请确保地址和联系电话准确。签收前请检查外包装。', '因不可抗力导致的配送延误，平台和商家将及时通知您。'],
    ['Items are delivered to the address you provide; please make sure the address and phone number are correct and check the packaging before signing.', 'We and our sellers will tell you promptly about delays caused by events beyond our control.']],
  ['六、7天无理由退货', '6. 7-Day No-Reason Returns',
    ['依据《消费者权益保护法》，自签收之日起7天内，商品完好且不影响二次销售的，您可申请无理由退货。', '定制商品、鲜活易腐商品、在线下载或已拆封的音像制品和计算机软件、虚拟商品以及已拆封的个人卫生用品不适用无理由退货。'],
    ['Under the Consumer Rights Protection Law, you may return undamaged, resaleable items within 7 days of receipt without giving a reason.', 'This does not apply to custom-made goods, perishable goods, downloaded or unsealed audio-visual products and software, virtual goods, or unsealed personal hygiene products.']],
  ['七、用户行为规范', '7. Acceptable Use',
    ['您不得利用本平台发布违法信息、侵犯他人知识产权、进行虚假交易或干扰平台正常运行。', '违反规定的，平台有权采取删除内容、限制功能或注销账户等措施。'],
    ['You may not use the platform to publish unlawful content, infringe intellectual property, fake transactions or disrupt the service.', 'We may remove content, restrict features or close accounts that break these rules.']],
  ['八、协议变更与联系方式', '8. Changes and Contact',
    ['平台可能根据法律法规或业务变化更新本协议，更新后将在页面公告。', '如有疑问，请拨打客服热线400-800-8888（每天9:00-17:00）或通过在线客服联系我们。'],
    ['We may update these terms when laws or our services change, and will announce updates on the site.', 'Questions? Call 400-800-8888 (9:00-17:00 daily) or chat with our customer service.']],
];

const PRIVACY: Section[] = [
  ['一、我们收集的信息', '1. Information We Collect',
    ['账户信息：用户名、手机号、昵称、头像；交易信息：收货地址、订单、支付和发票信息；', '设备与日志信息：浏览的页面、访问时间、IP地址和设备类型，用于保障安全和改进服务。'],
    ['Account details: username, mobile number, nickname and avatar. Transaction details: delivery addresses, orders, payments and invoices.', 'Device and log data: pages viewed, visit times, IP address and device type, used to keep the service secure and improve it.']],
  ['二、我们如何使用信息', '2. How We Use It',
    ['用于完成下单、支付、配送和售后；向您发送订单和账户相关通知；在您同意的前提下推荐您可能感兴趣的商品。', '我们不会将您的个人信息用于与本政策无关的用途。'],
    ['To process orders, payments, delivery and after-sales service; to send notices about your orders and account; and, with your consent, to recommend products you may like.', 'We do not use your personal information for purposes unrelated to this policy.']],
  ['三、信息的共享', '3. Sharing',
    ['为完成交易，我们会向商家和物流公司提供必要的收货信息，向支付机构提供必要的支付信息。', '除法律法规要求外，未经您同意，我们不会向其他第三方提供您的个人信息。'],
    ['To complete a purchase we share the necessary delivery details with the seller and the carrier, and payment details with the payment provider.', 'We do not share your personal information with anyone else without your consent, unless the law requires it.']],
  ['四、Cookie与本地存储', '4. Cookies and Local Storage',
    ['我们使用Cookie保存登录状态（token）、语言偏好和用户标识，并在本地存储网站配置以加快页面加载。', '您可以在浏览器中清除Cookie，但这可能导致您需要重新登录。'],
    ['We use cookies to keep you signed in (token), remember your language and identify your session, and local storage to cache site settings so pages load faster.', 'You can clear cookies in your browser, though you will then need to log in again.']],
  ['五、信息的存储与保护', '5. Storage and Security',
    ['您的个人信息存储在中华人民共和国境内，密码经过不可逆加密处理，传输过程采用HTTPS加密。', '我们仅在实现目的所需的最短期限内保留您的信息，账户注销后将删除或匿名化处理。'],
    ['Your personal information is stored in the People’s Republic of China. Passwords are stored with one-way hashing and data travels over HTTPS.', 'We keep information only as long as needed, and delete or anonymise it after you close your account.']],
  ['六、您的权利', '6. Your Rights',
    ['您可以查阅、更正和删除您的个人信息，修改隐私设置，撤回授权同意，或申请注销账户。', '未满14周岁的未成年人应在监护人同意和指导下使用本平台。'],
    ['You can view, correct and delete your personal information, change privacy settings, withdraw consent or close your account.', 'Children under 14 should use the platform only with a guardian’s consent and guidance.']],
  ['七、联系我们', '7. Contact Us',
    ['如您对本政策有任何疑问，请拨打400-800-8888或发送邮件至privacy@huigo.example.com，我们将在15个工作日内回复。'],
    ['If you have any questions about this policy, call 400-800-8888 or email privacy@huigo.example.com. We will reply within 15 working days.']],
];

function render(sections: Section[], lang: 0 | 1, intro: string): string {
  return `<p>${intro}</p>` + sections.map((s) => `<h3>${s[lang]}</h3>${(lang === 0 ? s[2] : s[3]).map((t) => `<p>${t}</p>`).join('')}`).join('');
}

export async function seedTerms(ctx: SeedContext): Promise<number> {
  const updatedAt = dateAt(-18);
  await ctx.tx.insert(terms).values([
    { sts: 0, titleZh: '服务协议', titleEn: 'Terms of Service', updatedAt,
      contentZh: render(TERMS, 0, '更新日期：2026年10月14日'), contentEn: render(TERMS, 1, 'Last updated: 14 October 2026') },
    { sts: 1, titleZh: '隐私政策', titleEn: 'Privacy Policy', updatedAt,
      contentZh: render(PRIVACY, 0, '更新日期：2026年10月14日'), contentEn: render(PRIVACY, 1, 'Last updated: 14 October 2026') },
  ]);
  return 2;
}
