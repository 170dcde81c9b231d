// /zone/<part>?id=<zone id> (default layout; SPEC §2 zone pages hot-area, image-ad, prod-class, prod-item, prod-nav,
// prod-recommend, prod-scroll-item, title-text): the parts of that type in the zone, alone, with a link to the whole
// topic (/zone/zone-all?id=). An unknown part type, a missing zone or a zone without such a part is not found (404).
import { data, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCard, ZoneInfo, ZonePart } from '@mall/shared';
import type { Route } from './+types/zone-part';
import { getOrThrow } from '../lib/api';
import { requestLang } from '../lib/lang';
import { shellOf } from '../lib/meta';
import { fixedT } from '../i18n';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { ZonePartView } from '../features/zone/parts';
import { catalogMeta } from '../features/catalog/seo';
import '../features/catalog/catalog.css';
import '../features/site-pages/site-pages.css';

/** the part types of SPEC §2 (ZONE_PART_TYPES of @mall/shared sits beside zod schemas: not imported into the page) */
const ZONE_PARTS = ['hot-area', 'image-ad', 'prod-class', 'prod-item', 'prod-nav', 'prod-recommend', 'prod-scroll-item', 'title-text'] as const;
type PartType = (typeof ZONE_PARTS)[number];
const isPart = (s: string): s is PartType => (ZONE_PARTS as readonly string[]).includes(s);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const part = params.part;
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!isPart(part) || !/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const zone = await getOrThrow<ZoneInfo>(context, `/zone/info/${id}`, requestLang(request));
  const parts = zone.parts.filter((p) => p.type === part);
  if (parts.length === 0) throw data(null, { status: 404 });
  return { zone: { id: Number(id), name: zone.name, products: zone.products }, part, parts };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = fixedT(shellOf(matches)?.lang ?? 'zh');
  const title = loaderData ? t('sitePages.zonePart.title', { zone: loaderData.zone.name, part: t(`sitePages.zonePart.parts.${loaderData.part}`) }) : '';
  return catalogMeta(matches, title, null);
};

export const ErrorBoundary = RouteErrorBoundary;

export default function ZonePartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { zone, part, parts } = loaderData;
  const byId = new Map(zone.products.map((p) => [p.prodId, p]));
  const cards = (ids: number[]) => ids.map((id) => byId.get(id)).filter((p): p is ProductCard => p !== undefined);
  return (
    <div className={`container zone zone-part zone-part--${part}`}>
      <div className="zone-part__head">
        <h1>{t('sitePages.zonePart.title', { zone: zone.name, part: t(`sitePages.zonePart.parts.${part}`) })}</h1>
        <Link to={`/zone/zone-all?id=${zone.id}`}>{t('sitePages.zonePart.back')}</Link>
      </div>
      {parts.map((p: ZonePart, i) => (
        <ZonePartView key={i} part={p} cards={cards} index={i} />
      ))}
    </div>
  );
}
