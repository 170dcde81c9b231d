// /user-center/uc-enquiry: my inquiries with the shops' quotes, by state, paged (features/inquiry/MyInquiries.tsx).
import { INQUIRY_STATUSES, type InquiryStatusName, type InquiryView, type Paged } from '@mall/shared';
import type { Route } from './+types/uc-enquiry';
import { getForUser } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { MyInquiries } from '../../features/inquiry/MyInquiries';
import '../../features/demand/demand.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const s = url.searchParams.get('status');
  const status = (INQUIRY_STATUSES as readonly string[]).includes(s ?? '') ? (s as InquiryStatusName) : null;
  const raw = Number(url.searchParams.get('page'));
  const current = Number.isInteger(raw) && raw > 0 && raw < 10_000 ? raw : 1;
  const page = await getForUser<Paged<InquiryView>>(request, context, `/p/inquiry?current=${current}&size=10${status ? `&status=${status}` : ''}`);
  return { status, page };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, (t) => t('inquiry.meta.mine'));

export default function UcEnquiry({ loaderData }: Route.ComponentProps) {
  return <MyInquiries {...loaderData} />;
}
