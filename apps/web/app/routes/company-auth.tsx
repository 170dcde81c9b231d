// /companyAuth: a buyer's company authentication (needs a login); features/store-apply/CompanyAuthForm.tsx.
import type { CompanyAuthView } from '@mall/shared';
import type { Route } from './+types/company-auth';
import { getForUser } from '../lib/auth.server';
import { pageMeta } from '../lib/meta';
import { CompanyAuthForm } from '../features/store-apply/CompanyAuthForm';

export async function loader({ request, context }: Route.LoaderArgs) {
  return getForUser<{ auth: CompanyAuthView | null }>(request, context, '/p/companyAuth');
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('storeApply.metaCompany'));

export default function CompanyAuthPage({ loaderData }: Route.ComponentProps) {
  const auth = loaderData.auth;
  return (
    <div className="container">
      <CompanyAuthForm key={auth ? `${auth.id}-${auth.updatedAt}` : 'new'} auth={auth} />
    </div>
  );
}
