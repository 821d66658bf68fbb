import { describe, expect, it } from 'vitest';
import { AddToWishlistSchema } from './wishlist.schemas.js';
import { messagesOf, parsed } from '../shared/test-helpers.js';

describe('AddToWishlistSchema', () => {
  it('wants a product id', () => {
    expect(parsed(AddToWishlistSchema, { productId: ' p1 ', userId: 'u9' })).toEqual({ productId: 'p1' });
    expect(parsed(AddToWishlistSchema, { productId: 42 })).toEqual({ productId: '42' });
    expect(messagesOf(AddToWishlistSchema, {})).toEqual(['Product ID is required']);
    expect(messagesOf(AddToWishlistSchema, { productId: '' })).toEqual(['Product ID is required']);
  });
});
