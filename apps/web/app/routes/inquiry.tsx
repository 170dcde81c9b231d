// /inquiry (?prodId=&skuId=&count=; a token is needed, SPEC §6): asking a shop for a quote (features/inquiry/AskForm.tsx).
import type { ProdDetail } from '@mall/shared';
import type { Route } from './+types/inquiry';
import { getOr } from '../lib/api';
import { requireUser } from '../lib/auth.server';
import { requestLang } from '../lib/lang';
import { pageMeta } from '../lib/meta';
import { AskForm } from '../features/inquiry/AskForm';

const positive = (raw: string | null) => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const prodId = positive(url.searchParams.get('prodId'));
  const product = prodId ? await getOr<ProdDetail | null>(context, `/prod/prodInfo?prodId=${prodId}`, requestLang(request), null) : null;
  return { product, skuId: positive(url.searchParams.get('skuId')), count: positive(url.searchParams.get('count')) ?? 1 };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('inquiry.meta.ask'));

export default function InquiryRoute({ loaderData }: Route.ComponentProps) {
  return <AskForm key={`${loaderData.product?.prodId ?? 0}-${loaderData.skuId ?? 0}`} {...loaderData} />;
}
