import { describe, expect, it } from 'vitest';
import { ReviewFormSchema, SubmitReviewSchema } from '../index.js';
import { messageAt, messagesOf, parsed } from '../shared/test-helpers.js';

describe('ReviewFormSchema', () => {
  it('accepts a rating from 1 to 5 with a title and a message', () => {
    expect(parsed(ReviewFormSchema, { rating: 5, title: ' Great ', message: ' Loved it ' })).toEqual({
      rating: 5,
      title: 'Great',
      message: 'Loved it',
    });
    expect(parsed(ReviewFormSchema, { rating: '1', title: 't', message: 'm' }).rating).toBe(1);
  });

  it("says '{field} is required' for an empty title or message", () => {
    expect(messageAt(ReviewFormSchema, { rating: 4, title: '', message: 'm' }, 'title')).toBe(
      'Title is required',
    );
    expect(messageAt(ReviewFormSchema, { rating: 4, title: 't', message: '  ' }, 'message')).toBe(
      'Message is required',
    );
  });

  it('refuses a rating outside 1–5 or not whole', () => {
    for (const rating of [0, 6, 4.5, undefined, 'five']) {
      expect(messageAt(ReviewFormSchema, { rating, title: 't', message: 'm' }, 'rating')).toBe(
        'Rating must be a whole number from 1 to 5',
      );
    }
  });
});

describe('SubmitReviewSchema (POST /api/product/submit-review)', () => {
  it('adds the product id to the form', () => {
    expect(
      parsed(SubmitReviewSchema, { productId: 'p1', rating: 3, title: 't', message: 'm', userName: 'x' }),
    ).toEqual({ productId: 'p1', rating: 3, title: 't', message: 'm' });
    expect(messagesOf(SubmitReviewSchema, { rating: 3, title: 't', message: 'm' })).toEqual([
      'Product ID is required',
    ]);
  });
});
