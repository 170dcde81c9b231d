// What a console page registry lists. Areas add pages in their own registry file (src/seller/routes.tsx,
// src/platform/routes.tsx, src/promotion/routes.tsx); the side menu and the router are built from them.
import type { ReactNode } from 'react';

/** seller centre (owners), platform console (operators), customer service (a shop's staff: the desk only) */
export type ConsoleArea = 'seller' | 'platform' | 'service';

export interface ConsoleRoute {
  /** below the area's root: 'products', 'products/:id' (the area root itself is '') */
  path: string;
  element: ReactNode;
  /** i18n key of the menu entry and page title, e.g. 'seller.menu.products' */
  menuKey: string;
  area: ConsoleArea;
  icon?: ReactNode;
  /** a page reached from another one (detail, edit): routed, not in the menu */
  hideInMenu?: boolean;
  /** menu order inside the area (lower first; default 100) */
  order?: number;
}

export const areaRoot = (area: ConsoleArea) => `/${area}`;
