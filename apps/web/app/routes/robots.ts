// GET /robots.txt: what crawlers may fetch, and where the sitemap is (lib/sitemap.server.ts).
import type { Route } from './+types/robots';
import { robotsTxt, SITEMAP_CACHE } from '../lib/sitemap.server';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SITEMAP_CACHE },
  });
}
