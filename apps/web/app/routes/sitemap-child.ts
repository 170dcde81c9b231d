// GET /sitemaps/{pages|shops-N|products-N|news-N}.xml: one child sitemap of /sitemap.xml (lib/sitemap.server.ts).
// typed with react-router's own args, not ./+types: the API's tests import these modules outside the web project
import type { LoaderFunctionArgs } from 'react-router';
import { sitemapChild } from '../lib/sitemap.server';

export const loader = ({ request, context, params }: LoaderFunctionArgs) => sitemapChild(context, new URL(request.url).origin, params.file);
