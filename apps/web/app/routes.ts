import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Layouts of SPEC §2 as layout routes. Pages of later issues (cart, list, detail, login, ...) are added with their
// issue; until then their addresses fall to the not-found route (HTTP 404).
// The empty layout (layouts/empty.tsx) frames the root error pages and gets its routes when a page needs it.
export default [
  layout('layouts/home.tsx', [index('routes/home.tsx')]),
  layout('layouts/default.tsx', [route('help', 'routes/help.tsx'), route('*', 'routes/not-found.tsx')]),
  layout('layouts/policy.tsx', [route('termsPage', 'routes/terms-page.tsx')]),
] satisfies RouteConfig;
