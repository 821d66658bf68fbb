import { describe, expect, it } from 'vitest';
import { AddToCartSchema, AddToWishlistSchema, UpdateCartSchema, UpdateProfileSchema } from './account.js';
import { messageAt, messagesOf, parsed } from './test-helpers.js';

describe('UpdateProfileSchema (POST /api/user/update-profile)', () => {
  const profile = {
    id: 'u1',
    name: ' Asha ',
    email: 'Asha@Example.com',
    phoneNumber: '+9198765432',
    address: ' 12 MG Road ',
    profilePic: '/media/a.webp',
    userType: 'seller',
    cartCount: 4,
    password: 'x',
  };

  it('keeps only the editable fields (and the e-mail, for the API to compare)', () => {
    expect(parsed(UpdateProfileSchema, profile)).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phoneNumber: '+9198765432',
      address: '12 MG Road',
      profilePic: '/media/a.webp',
    });
  });

  it('accepts a phone of at most 11 characters', () => {
    expect(parsed(UpdateProfileSchema, { phoneNumber: '12345678901' }).phoneNumber).toBe('12345678901');
    expect(parsed(UpdateProfileSchema, { phoneNumber: 9876543210 }).phoneNumber).toBe('9876543210');
    expect(messagesOf(UpdateProfileSchema, { phoneNumber: '123456789012' })).toEqual([
      'Phone Number must be at most 11 characters',
    ]);
  });

  it('reads null and absent fields as unchanged and lets blank text clear a field', () => {
    expect(
      parsed(UpdateProfileSchema, { name: null, address: null, profilePic: null, phoneNumber: null }),
    ).toEqual({});
    expect(parsed(UpdateProfileSchema, { address: '', phoneNumber: '' })).toEqual({
      address: '',
      phoneNumber: '',
    });
  });

  it('refuses a blank name and a malformed e-mail', () => {
    expect(messageAt(UpdateProfileSchema, { name: '  ' }, 'name')).toBe('Name is required!');
    expect(messageAt(UpdateProfileSchema, { email: 'asha@' }, 'email')).toBe('Invalid email format');
  });
});

describe('AddToWishlistSchema', () => {
  it('wants a product id', () => {
    expect(parsed(AddToWishlistSchema, { productId: ' p1 ', userId: 'u9' })).toEqual({ productId: 'p1' });
    expect(parsed(AddToWishlistSchema, { productId: 42 })).toEqual({ productId: '42' });
    expect(messagesOf(AddToWishlistSchema, {})).toEqual(['Product ID is required']);
    expect(messagesOf(AddToWishlistSchema, { productId: '' })).toEqual(['Product ID is required']);
  });
});

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
