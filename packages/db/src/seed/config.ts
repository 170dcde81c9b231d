// sys_config rows: web config (site name, logo, hotline, filings), pay switch and service switch.
import { sysConfig } from '../schema/index';
import { iconSvg, siteLogoSvg } from './images';
import { dateAt } from './rng';
import { type SeedContext } from './types';

export const SITE = {
  nameZh: '汇购商城',
  nameEn: 'HuiGo Mall',
  favicon: '/uploads/demo/site/favicon.webp',
  logo: '/uploads/demo/site/logo.webp',
  colors: ['#f0494c', '#b3171b'] as [string, string],
};

export async function seedConfig(ctx: SeedContext): Promise<void> {
  ctx.images.add({ path: SITE.favicon, width: 64, height: 64, svg: () => iconSvg(SITE.colors, 'bag', 64) });
  ctx.images.add({
    path: SITE.logo, width: 240, height: 80,
    svg: () => siteLogoSvg('HuiGo', 'ONLINE MALL', SITE.colors),
  });
  const updatedAt = dateAt(-90);
  const webConfig = {
    pcTitleImg: SITE.favicon,
    pcLogoImg: SITE.logo,
    siteNameZh: SITE.nameZh,
    siteNameEn: SITE.nameEn,
    hotline: '400-800-8888',
    serviceHoursZh: '7×8小时 (9:00-17:00)',
    serviceHoursEn: '7 days a week, 8 hours a day (9:00-17:00)',
    copyrightZh: `Copyright © 2026 ${SITE.nameZh} 版权所有`,
    copyrightEn: `Copyright © 2026 ${SITE.nameEn}. All rights reserved.`,
    icpFiling: '沪ICP备2026000001号-1',
    policeFilingZh: '沪公网安备31011502026001号',
    policeFilingEn: 'Shanghai Public Security Filing No. 31011502026001',
  };
  await ctx.tx.insert(sysConfig).values([
    { key: 'webConfig', value: webConfig, updatedAt },
    { key: 'paySwitch', value: { balancePaySwitch: true, wxPaySwitch: true, aliPaySwitch: false }, updatedAt },
    { key: 'serviceSwitch', value: { serviceTermsSwitch: true, privacyPolicySwitch: true }, updatedAt },
  ]);
}
