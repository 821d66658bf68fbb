import { describe, expect, it } from 'vitest';
import { AddToCartSchema, UpdateCartSchema } from './cart.schemas.js';
import { messageAt, parsed } from '../shared/test-helpers.js';

describe('AddToCartSchema (POST /api/user/add-to-cart)', () => {
  it('defaults the quantity to 1 and ignores userId', () => {
    expect(parsed(AddToCartSchema, { userId: 'u1', productId: 'p1' })).toEqual({
      productId: 'p1',
      quantity: 1,
    });
  });

  it('accepts a positive whole quantity, also as numeric text', () => {
    expect(parsed(AddToCartSchema, { productId: 'p1', quantity: 3 }).quantity).toBe(3);
    expect(parsed(AddToCartSchema, { productId: 'p1', quantity: '2' }).quantity).toBe(2);
  });

  it('refuses zero, negative, fractional and non-numeric quantities', () => {
    for (const quantity of [0, -1, 1.5, 'two', '']) {
      expect(messageAt(AddToCartSchema, { productId: 'p1', quantity }, 'quantity')).toBe(
        'Quantity must be a whole number of at least 1',
      );
    }
    expect(messageAt(AddToCartSchema, { productId: 'p1', quantity: 10_001 }, 'quantity')).toBe(
      'Quantity must be at most 10000',
    );
  });
});

describe('UpdateCartSchema (POST /api/user/update-cart)', () => {
  it('accepts 0 (remove the line) and positive whole quantities', () => {
    expect(parsed(UpdateCartSchema, { productId: 'p1', quantity: 0 })).toEqual({
      productId: 'p1',
      quantity: 0,
    });
    expect(parsed(UpdateCartSchema, { productId: 'p1', quantity: 5 }).quantity).toBe(5);
  });

  it('refuses a negative, fractional or missing quantity', () => {
    for (const quantity of [-1, 0.5, undefined, 'x']) {
      expect(messageAt(UpdateCartSchema, { productId: 'p1', quantity }, 'quantity')).toBe(
        'Quantity must be a whole number of at least 0',
      );
    }
  });
});
