// /zone/zone-all?id= (default layout): a topic page built from its zone definition, one component per part.
import { data } from 'react-router';
import type { ProductCard, ZoneInfo } from '@mall/shared';
import type { Route } from './+types/zone-all';
import { getOrThrow } from '../lib/api';
import { requestLang } from '../lib/lang';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { ZonePartView } from '../features/zone/parts';
import { catalogMeta } from '../features/catalog/seo';
import '../features/catalog/catalog.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  return { zone: await getOrThrow<ZoneInfo>(context, `/zone/info/${id}`, requestLang(request)) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => catalogMeta(matches, loaderData?.zone.name ?? '', null);

export const ErrorBoundary = RouteErrorBoundary;

export default function ZoneAll({ loaderData }: Route.ComponentProps) {
  const { zone } = loaderData;
  const byId = new Map(zone.products.map((p) => [p.prodId, p]));
  const cards = (ids: number[]) => ids.map((id) => byId.get(id)).filter((p): p is ProductCard => p !== undefined);
  return (
    <div className="container zone">
      <h1 className="sr-only">{zone.name}</h1>
      {zone.parts.map((part, i) => (
        <ZonePartView key={i} part={part} cards={cards} index={i} />
      ))}
    </div>
  );
}
