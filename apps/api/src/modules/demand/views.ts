// Turning post and quote rows into what the API answers: category names (the catalogue's tree, through the content
// service), province names, the poster masked; contact details only in the owner's and the operator's views.
import type { schema } from '@mall/db';
import type { CategoryNode, DemandAdminView, DemandCard, DemandDetail, DemandOwnView, DemandQuoteView, Lang } from '@mall/shared';
import { regionName } from '@mall/shared/regions';

export type PostRow = typeof schema.demandPost.$inferSelect;
export type QuoteRow = typeof schema.demandQuote.$inferSelect;

export type CategoryTreeOf = (lang: Lang) => Promise<CategoryNode[]>;

/** id → name of every category of the tree (any level). */
export async function categoryNames(tree: CategoryTreeOf, lang: Lang): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  const walk = (nodes: CategoryNode[]) => {
    for (const n of nodes) {
      names.set(n.categoryId, n.categoryName);
      walk(n.categories ?? []);
    }
  };
  walk(await tree(lang));
  return names;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function cardOf(r: PostRow, categories: Map<number, string>): DemandCard {
  return {
    id: r.id, kind: r.kind, title: r.title, categoryId: r.categoryId, categoryName: categories.get(r.categoryId) ?? '',
    product: r.product, quantity: r.quantity, unit: r.unit, budgetMin: r.budgetMin, budgetMax: r.budgetMax,
    deadline: r.deadline.toISOString(), regionCode: r.regionCode, regionName: regionName(r.regionCode) ?? '',
    status: r.status, quoteCount: r.quoteCount, publishedAt: iso(r.publishedAt), createTime: r.createdAt.toISOString(),
  };
}

/** The poster as the public sees them: the contact's first character and stars. */
export const maskName = (name: string) => `${[...name.trim()][0] ?? ''}**`;

export function detailOf(r: PostRow, categories: Map<number, string>): DemandDetail {
  return { ...cardOf(r, categories), spec: r.spec, description: r.description, attachments: r.attachments, poster: maskName(r.contactName) };
}

export function quoteOf(q: QuoteRow): DemandQuoteView {
  return {
    id: q.id, postId: q.postId, shopId: q.shopId, responderName: q.responderName, price: q.price, leadDays: q.leadDays,
    note: q.note, attachments: q.attachments, status: q.status, createTime: q.createdAt.toISOString(),
  };
}

export function ownOf(r: PostRow, categories: Map<number, string>, quotes: QuoteRow[]): DemandOwnView {
  return {
    ...detailOf(r, categories), contactName: r.contactName, contactPhone: r.contactPhone, refuseReason: r.refuseReason,
    revision: r.revision, acceptedQuoteId: r.acceptedQuoteId, quotes: quotes.map(quoteOf),
  };
}

export function adminOf(r: PostRow, categories: Map<number, string>): DemandAdminView {
  const { quotes: _q, ...own } = ownOf(r, categories, []);
  return { ...own, userId: r.userId };
}
