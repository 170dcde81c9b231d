// Platform console pages (operators). Owned by the platform engineer: add entries here; the menu and router
// of /console/platform are built from this list (see src/app/registry.ts). Texts: src/platform/i18n/{zh,en}.json
// under the top-level key "platform".
import type { ConsoleRoute } from '../app/registry';

export const platformRoutes: ConsoleRoute[] = [];
