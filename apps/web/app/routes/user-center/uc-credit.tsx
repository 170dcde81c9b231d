// /user-center/uc-credit: the buyer's credit line, statements and ledger (features/credit/CreditPage.tsx).
import type { CreditLogView, CreditStatementView, MyCreditAccount, Paged } from '@mall/shared';
import { CREDIT_LIMITS } from '@mall/shared';
import type { Route } from './+types/uc-credit';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { CreditPage, LOG_PARAM, STATEMENT_PARAM } from '../../features/credit/CreditPage';
import '../../features/catalog/catalog.css';
import '../../features/payment/payment.css';

const pageOf = (url: URL, name: string) => {
  const raw = Number(url.searchParams.get(name));
  return Number.isInteger(raw) && raw > 0 && raw < 100_000 ? raw : 1;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const size = CREDIT_LIMITS.pageSize;
  const [mine, statements, logs, user] = await Promise.all([
    getForUser<MyCreditAccount>(request, context, '/p/credit/account'),
    getForUser<Paged<CreditStatementView>>(request, context, `/p/credit/statements?current=${pageOf(url, STATEMENT_PARAM)}&size=${size}`),
    getForUser<Paged<CreditLogView>>(request, context, `/p/credit/logs?current=${pageOf(url, LOG_PARAM)}&size=${size}`),
    getForUser<{ isSetPayPassword: boolean }>(request, context, '/p/user/userInfo'),
  ]);
  return { account: mine.account, statements, logs, isSetPayPassword: user.isSetPayPassword };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('credit.meta.credit'));

export default function UcCredit({ loaderData }: Route.ComponentProps) {
  return <CreditPage {...loaderData} />;
}
