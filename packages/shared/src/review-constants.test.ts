import { describe, expect, it } from 'vitest';
import { translate } from './messages';
import {
  followUpDeadline, maskReviewerName, ratingGrade, REVIEW_LIMITS, reviewDeadline, reviewPhotosRule, reviewRatingRule, reviewReplyRule, reviewTextRule,
} from './review-constants';

describe('review rules (SPEC §5 comment: 150 characters, 9 photos, not empty)', () => {
  it('rating 1-5 whole stars', () => {
    for (const r of [1, 3, 5]) expect(reviewRatingRule(r)).toBeNull();
    for (const r of [0, 6, 2.5, '5', null]) expect(reviewRatingRule(r)).toBe('review.ratingRequired');
  });
  it('text not empty, not all spaces, at most 150 characters (a Chinese character counts as one)', () => {
    expect(reviewTextRule('')).toBe('review.textRequired');
    expect(reviewTextRule(' \u3000\n\t')).toBe('review.textRequired');
    expect(reviewTextRule('好'.repeat(150))).toBeNull();
    expect(reviewTextRule(`  ${'好'.repeat(150)}  `)).toBeNull();
    expect(reviewTextRule('好'.repeat(151))).toBe('review.textTooLong');
    expect(reviewTextRule('😀'.repeat(150))).toBeNull();
  });
  it('at most 9 photos; a reply of 1-200 characters', () => {
    expect(reviewPhotosRule(Array(9).fill('a'))).toBeNull();
    expect(reviewPhotosRule(Array(10).fill('a'))).toBe('review.photosTooMany');
    expect(reviewReplyRule('   ')).toBe('review.replyRequired');
    expect(reviewReplyRule('谢'.repeat(200))).toBeNull();
    expect(reviewReplyRule('谢'.repeat(201))).toBe('review.replyTooLong');
    expect(translate('review.replyTooLong', 'en')).toBe('The reply cannot exceed 200 characters');
  });
  it('masks anonymous names: first + *** + last character', () => {
    expect(maskReviewerName('张三丰')).toBe('张***丰');
    expect(maskReviewerName('ab')).toBe('a***b');
    expect(maskReviewerName('a')).toBe('a***');
    expect(maskReviewerName('')).toBe('***');
    expect(maskReviewerName('😀abc😀')).toBe('😀***😀');
  });
  it('grades and windows', () => {
    expect([1, 2, 3, 4, 5].map(ratingGrade)).toEqual(['bad', 'bad', 'medium', 'good', 'good']);
    const receipt = new Date('2026-11-21T08:00:00Z');
    expect(reviewDeadline(receipt).toISOString()).toBe('2026-12-21T08:00:00.000Z');
    expect(followUpDeadline(receipt).getTime() - receipt.getTime()).toBe(REVIEW_LIMITS.followUpDays * 86_400_000);
  });
});
