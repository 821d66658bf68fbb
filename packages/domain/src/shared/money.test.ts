import { describe, expect, it } from 'vitest';
import { formatRupeeAmount, formatRupees, groupIndian, paiseToRupees, rupeesToPaise } from './money.js';

describe('rupeesToPaise', () => {
  it('converts whole and fractional rupees to integer paise', () => {
    expect(rupeesToPaise(0)).toBe(0);
    expect(rupeesToPaise(1)).toBe(100);
    expect(rupeesToPaise(999)).toBe(99_900);
    expect(rupeesToPaise(99.5)).toBe(9_950);
    expect(rupeesToPaise(1234.56)).toBe(123_456);
  });

  it('rounds to the nearest paisa without float drift', () => {
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.999)).toBe(2_000);
    expect(rupeesToPaise(10.004)).toBe(1_000);
  });

  it('keeps the sign of negative amounts, rounding halves away from zero', () => {
    expect(rupeesToPaise(-12.5)).toBe(-1_250);
    expect(rupeesToPaise(-1.005)).toBe(-101);
    expect(Object.is(rupeesToPaise(-0.001), 0)).toBe(true);
  });

  it('rejects non-finite and out-of-range amounts', () => {
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => rupeesToPaise(1e20)).toThrow(RangeError);
  });
});

describe('paiseToRupees', () => {
  it('converts paise back to rupees', () => {
    expect(paiseToRupees(123_456)).toBe(1234.56);
    expect(paiseToRupees(9_950)).toBe(99.5);
    expect(paiseToRupees(0)).toBe(0);
  });

  it('round-trips with rupeesToPaise', () => {
    for (const rupees of [0, 0.01, 1, 99.5, 999.99, 123_456.78])
      expect(paiseToRupees(rupeesToPaise(rupees))).toBe(rupees);
  });
});

describe('groupIndian', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndian('0')).toBe('0');
    expect(groupIndian('999')).toBe('999');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('99999')).toBe('99,999');
    expect(groupIndian('123456')).toBe('1,23,456');
    expect(groupIndian('1234567')).toBe('12,34,567');
    expect(groupIndian('123456789')).toBe('12,34,56,789');
  });
});

describe('formatRupees', () => {
  it('shows rupees with the ₹ symbol and Indian grouping', () => {
    expect(formatRupees(12_345_600)).toBe('₹1,23,456');
    expect(formatRupees(99_900)).toBe('₹999');
    expect(formatRupees(100_000)).toBe('₹1,000');
    expect(formatRupees(1_000_000_000)).toBe('₹1,00,00,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows two decimals only when the paise part is non-zero', () => {
    expect(formatRupees(9_950)).toBe('₹99.50');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(12_345_601)).toBe('₹1,23,456.01');
    expect(formatRupees(10_000)).toBe('₹100');
  });

  it('puts a minus before negative amounts', () => {
    expect(formatRupees(-12_345_600)).toBe('-₹1,23,456');
    expect(formatRupees(-9_950)).toBe('-₹99.50');
    expect(formatRupees(-0)).toBe('₹0');
  });

  it('rounds fractional paise and rejects non-finite input', () => {
    expect(formatRupees(99.6)).toBe('₹1');
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
  });

  it('agrees with Intl en-IN grouping where the host has it', () => {
    const grouped = new Intl.NumberFormat('en-IN').format(123456);
    if (grouped === '1,23,456') expect(formatRupees(12_345_600)).toBe(`₹${grouped}`);
  });
});

describe('formatRupeeAmount', () => {
  it('shows an amount sent in rupees as formatRupees shows its paise', () => {
    expect(formatRupeeAmount(123_456)).toBe('₹1,23,456');
    expect(formatRupeeAmount(1299.5)).toBe('₹1,299.50');
    expect(formatRupeeAmount(1.005)).toBe('₹1.01');
    expect(formatRupeeAmount(0)).toBe('₹0');
  });
});
