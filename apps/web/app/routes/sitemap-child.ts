// GET /sitemaps/{pages|shops-N|products-N|news-N}.xml: one child sitemap of /sitemap.xml (lib/sitemap.server.ts).
import type { Route } from './+types/sitemap-child';
import { sitemapChild } from '../lib/sitemap.server';

export const loader = ({ request, context, params }: Route.LoaderArgs) => sitemapChild(context, new URL(request.url).origin, params.file);
