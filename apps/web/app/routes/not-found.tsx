// Every address no route claims (SPEC §2): the not-found page inside the default layout, with HTTP 404.
import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { pageMeta } from '../lib/meta';
import { NotFound } from '../components/NotFound';

export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('meta.notFound'));

export default function NotFoundRoute() {
  return (
    <div className="container">
      <NotFound />
    </div>
  );
}
