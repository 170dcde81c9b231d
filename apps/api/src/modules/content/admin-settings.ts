// The console's settings: service switches (which terms links the login and register forms show), payment
// switches, and the terms texts (0 terms of service, 1 privacy policy). The storefront reads the same rows.
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@mall/db';
import { bilingualRule, type AdminTermsBody, type PaySwitch, type ServiceSwitch } from '@mall/shared';
import type { Clock } from '../../platform/clock';
import { sanitizeHtml } from '../../platform/sanitize-html';
import { check } from './admin-rules';

const { sysConfig, terms } = schema;

export function createAdminSettings(db: Db, clock: Clock) {
  async function put<T extends object>(key: string, value: T): Promise<T> {
    await db.insert(sysConfig).values({ key, value, updatedAt: clock.now() })
      .onConflictDoUpdate({ target: sysConfig.key, set: { value, updatedAt: clock.now() } });
    return value;
  }
  const termsView = (sts: number, t?: typeof terms.$inferSelect) => ({
    sts, titleZh: t?.titleZh ?? '', titleEn: t?.titleEn ?? '', contentZh: t?.contentZh ?? '', contentEn: t?.contentEn ?? '',
    updatedAt: t?.updatedAt.toISOString() ?? null,
  });

  return {
    setServiceSwitch: (v: ServiceSwitch) => put('serviceSwitch', { serviceTermsSwitch: v.serviceTermsSwitch, privacyPolicySwitch: v.privacyPolicySwitch }),
    setPaySwitch: (v: PaySwitch) => put('paySwitch', { balancePaySwitch: v.balancePaySwitch, wxPaySwitch: v.wxPaySwitch, aliPaySwitch: v.aliPaySwitch }),

    /** Both terms texts, empty ones when not written yet. */
    async terms() {
      const rows = await db.select().from(terms);
      return [0, 1].map((sts) => termsView(sts, rows.find((t) => t.sts === sts)));
    },

    async setTerms(sts: number, b: AdminTermsBody) {
      check(bilingualRule(b.titleZh, b.titleEn), b.contentZh.trim() && b.contentEn.trim() ? null : 'admin.contentRequired');
      const values = {
        titleZh: b.titleZh.trim(), titleEn: b.titleEn.trim(), contentZh: sanitizeHtml(b.contentZh), contentEn: sanitizeHtml(b.contentEn), updatedAt: clock.now(),
      };
      await db.insert(terms).values({ sts, ...values }).onConflictDoUpdate({ target: terms.sts, set: values });
      const [t] = await db.select().from(terms).where(eq(terms.sts, sts));
      return termsView(sts, t);
    },
  };
}
