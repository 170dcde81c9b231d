// GET /sitemap.xml: the sitemap index (lib/sitemap.server.ts).
// typed with react-router's own args, not ./+types: the API's tests import these modules outside the web project
import type { LoaderFunctionArgs } from 'react-router';
import { sitemapIndex } from '../lib/sitemap.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => sitemapIndex(context, new URL(request.url).origin);
