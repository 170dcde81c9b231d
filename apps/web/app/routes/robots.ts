// GET /robots.txt: what crawlers may fetch, and where the sitemap is (lib/sitemap.server.ts).
// typed with react-router's own args, not ./+types: the API's tests import these modules outside the web project
import type { LoaderFunctionArgs } from 'react-router';
import { robotsTxt, SITEMAP_CACHE } from '../lib/sitemap.server';

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SITEMAP_CACHE },
  });
}
