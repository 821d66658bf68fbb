import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  discountLabel,
  discountPercent,
  formatDiscount,
  FREE_SHIPPING_FROM,
  grandTotal,
  orderTotals,
  shippingCharge,
  SHIPPING_RATE_PERCENT,
  splitInProportion,
} from './pricing.js';

describe('discountPercent', () => {
  it('is the whole percent off the MRP', () => {
    expect(discountPercent(100_000, 77_000)).toBe(23);
    expect(discountPercent(200_000, 100_000)).toBe(50);
    expect(discountPercent(100, 0)).toBe(100);
  });

  it('rounds to the nearest whole percent (33.33 → 33, 66.67 → 67)', () => {
    expect(discountPercent(300, 200)).toBe(33);
    expect(discountPercent(300, 100)).toBe(67);
    expect(discountPercent(1_000, 995)).toBe(1);
  });

  it('is null when the selling price is not below the MRP (no badge)', () => {
    expect(discountPercent(100_000, 100_000)).toBeNull();
    expect(discountPercent(100_000, 120_000)).toBeNull();
  });

  it('is null for a non-positive or non-finite MRP', () => {
    expect(discountPercent(0, -5)).toBeNull();
    expect(discountPercent(-100, -200)).toBeNull();
    expect(discountPercent(Number.NaN, 5)).toBeNull();
  });
});

describe('formatDiscount', () => {
  it("writes the badge as '23% OFF'", () => {
    expect(formatDiscount(23)).toBe('23% OFF');
    expect(formatDiscount(null)).toBeNull();
    expect(discountLabel(100_000, 77_000)).toBe('23% OFF');
    expect(discountLabel(100_000, 100_000)).toBeNull();
  });
});

describe('cartTotals', () => {
  it('sums MRP, selling price and discount times quantity', () => {
    expect(
      cartTotals([
        { mrpPrice: 100_000, sellingPrice: 80_000, quantity: 2 },
        { mrpPrice: 50_000, sellingPrice: 45_000, quantity: 1 },
      ]),
    ).toEqual({ totalMrp: 250_000, total: 205_000, discount: 45_000 });
  });

  it('never counts a line whose selling price is above its MRP as a negative discount', () => {
    expect(cartTotals([{ mrpPrice: 1_000, sellingPrice: 1_200, quantity: 3 }])).toEqual({
      totalMrp: 3_000,
      total: 3_600,
      discount: 0,
    });
  });

  it('is zero for an empty cart and for zero quantities', () => {
    expect(cartTotals([])).toEqual({ totalMrp: 0, total: 0, discount: 0 });
    expect(cartTotals([{ mrpPrice: 1_000, sellingPrice: 900, quantity: 0 }]).total).toBe(0);
  });

  it('rejects fractional money and negative or fractional quantities', () => {
    expect(() => cartTotals([{ mrpPrice: 10.5, sellingPrice: 10, quantity: 1 }])).toThrow(RangeError);
    expect(() => cartTotals([{ mrpPrice: 10, sellingPrice: 10, quantity: -1 }])).toThrow(RangeError);
    expect(() => cartTotals([{ mrpPrice: 10, sellingPrice: 10, quantity: 1.5 }])).toThrow(RangeError);
  });
});

describe('shippingCharge', () => {
  it('is 10% of the total under ₹1000, rounded to the paisa', () => {
    expect(FREE_SHIPPING_FROM).toBe(100_000);
    expect(SHIPPING_RATE_PERCENT).toBe(10);
    expect(shippingCharge(99_999)).toBe(10_000);
    expect(shippingCharge(50_000)).toBe(5_000);
    expect(shippingCharge(1)).toBe(0);
    expect(shippingCharge(5)).toBe(1);
  });

  it('is free from ₹1000', () => {
    expect(shippingCharge(100_000)).toBe(0);
    expect(shippingCharge(100_001)).toBe(0);
  });

  it('is zero for an empty cart', () => {
    expect(shippingCharge(0)).toBe(0);
  });
});

describe('grandTotal and orderTotals', () => {
  it('adds shipping to the goods total', () => {
    expect(grandTotal(99_999)).toBe(109_999);
    expect(grandTotal(100_000)).toBe(100_000);
    expect(grandTotal(0)).toBe(0);
  });

  it('gives everything an order summary shows', () => {
    expect(orderTotals([{ mrpPrice: 60_000, sellingPrice: 45_000, quantity: 2 }])).toEqual({
      totalMrp: 120_000,
      total: 90_000,
      discount: 30_000,
      shipping: 9_000,
      grandTotal: 99_000,
    });
    expect(orderTotals([{ mrpPrice: 120_000, sellingPrice: 100_000, quantity: 1 }])).toEqual({
      totalMrp: 120_000,
      total: 100_000,
      discount: 20_000,
      shipping: 0,
      grandTotal: 100_000,
    });
  });
});

describe('splitInProportion', () => {
  it('shares an amount by weight, the shares adding up to the paisa', () => {
    expect(splitInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitInProportion(9_000, [60_000, 30_000])).toEqual([6_000, 3_000]);
    const shares = splitInProportion(7_777, [12_345, 67_890, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(7_777);
  });

  it('gives everything to the first part when no part weighs anything, and nothing to split is zeros', () => {
    expect(splitInProportion(50, [0, 0])).toEqual([50, 0]);
    expect(splitInProportion(0, [5, 5])).toEqual([0, 0]);
    expect(splitInProportion(10, [])).toEqual([]);
  });
});
