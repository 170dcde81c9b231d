// A review row as people see it: an anonymous reviewer's name masked (and no avatar), sensitive words masked in the
// review, its follow-up and the reply (sensitive.ts), the SKU name in the reader's language. Texts stay plain text.
import type { schema } from '@mall/db';
import { maskReviewerName, type Lang, type ReviewView } from '@mall/shared';
import { pick } from '../../../platform/lang';
import { maskSensitive } from './sensitive';

export type ReviewRow = typeof schema.review.$inferSelect;

export function reviewView(r: ReviewRow, lang: Lang): ReviewView {
  return {
    reviewId: r.id,
    reviewer: r.anonymous ? maskReviewerName(r.nickname) : r.nickname,
    avatar: r.anonymous ? '' : r.avatar,
    anonymous: r.anonymous,
    rating: r.rating,
    content: maskSensitive(r.content),
    pics: r.pics,
    skuName: pick(lang, r.skuNameZh, r.skuNameEn),
    createTime: r.createdAt.toISOString(),
    followUp: r.followAt && r.followContent !== null ? { content: maskSensitive(r.followContent), pics: r.followPics ?? [], time: r.followAt.toISOString() } : null,
    reply: r.replyAt && r.replyContent !== null ? { content: maskSensitive(r.replyContent), time: r.replyAt.toISOString() } : null,
  };
}
