// GET /sitemap.xml: the sitemap index (lib/sitemap.server.ts).
import type { Route } from './+types/sitemap-index';
import { sitemapIndex } from '../lib/sitemap.server';

export const loader = ({ request, context }: Route.LoaderArgs) => sitemapIndex(context, new URL(request.url).origin);
