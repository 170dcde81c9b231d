// Promotion setup pages (coupons, special discounts, flash sales, group buys) of the seller centre and the platform
// console. Owned by the promotion engineers: each adds its entries (area 'seller' or 'platform'); pages live in
// src/promotion/<feature>/, texts in src/promotion/<feature>/i18n/{zh,en}.json under a top-level key of their own.
import { PercentageOutlined, TagOutlined, TeamOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { ConsoleRoute } from '../app/registry';
import { CouponsPage } from './coupons/CouponsPage';
import { DiscountsPage } from './discounts/DiscountsPage';
import { FlashSalePage } from './flash-sale/FlashSalePage';
import { GroupBuyPage } from './group-buy/GroupBuyPage';

export const promotionRoutes: ConsoleRoute[] = [
  // coupons and special discounts: sellers for their own shop, operators for any
  { path: 'coupons', element: <CouponsPage area="seller" />, menuKey: 'coupons.menu', area: 'seller', icon: <TagOutlined />, order: 60 },
  { path: 'coupons', element: <CouponsPage area="platform" />, menuKey: 'coupons.menu', area: 'platform', icon: <TagOutlined />, order: 60 },
  { path: 'discounts', element: <DiscountsPage area="seller" />, menuKey: 'discounts.menu', area: 'seller', icon: <PercentageOutlined />, order: 61 },
  { path: 'discounts', element: <DiscountsPage area="platform" />, menuKey: 'discounts.menu', area: 'platform', icon: <PercentageOutlined />, order: 61 },
  // flash sales: operators set up sessions; sellers (and operators) add SKUs to them
  { path: 'flash-sale', element: <FlashSalePage area="seller" />, menuKey: 'flashSale.menu', area: 'seller', icon: <ThunderboltOutlined />, order: 62 },
  { path: 'flash-sale', element: <FlashSalePage area="platform" />, menuKey: 'flashSale.menu', area: 'platform', icon: <ThunderboltOutlined />, order: 62 },
  // group buys: sellers for their own products, operators for any
  { path: 'group-buy', element: <GroupBuyPage area="seller" />, menuKey: 'groupBuy.menu', area: 'seller', icon: <TeamOutlined />, order: 63 },
  { path: 'group-buy', element: <GroupBuyPage area="platform" />, menuKey: 'groupBuy.menu', area: 'platform', icon: <TeamOutlined />, order: 63 },
];
