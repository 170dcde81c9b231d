// /user-center/uc-comments: my reviews, newest first, ?page= paging (features/review/MyReviews.tsx).
import type { MyReview, Paged } from '@mall/shared';
import type { Route } from './+types/uc-comments';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { MyReviews } from '../../features/review/MyReviews';
import '../../features/catalog/catalog.css';

const SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = Number(new URL(request.url).searchParams.get('page'));
  const current = Number.isInteger(raw) && raw > 0 && raw < 10_000 ? raw : 1;
  const page = await getForUser<Paged<MyReview>>(request, context, `/p/comment/my?current=${current}&size=${SIZE}`);
  return { page };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('review.meta.mine'));

export default function UcComments({ loaderData }: Route.ComponentProps) {
  return <MyReviews page={loaderData.page} />;
}
