import { describe, expect, it } from 'vitest';
import {
  isStockStatusKey,
  LOW_STOCK_MAX,
  OUT_OF_STOCK_MAX,
  parseStockStatusKey,
  stockRange,
  stockStatus,
  stockStatusKey,
  stockStatusLabel,
  stockStatusOptions,
} from './stock.js';

describe('stockStatus', () => {
  it('is In Stock above 20', () => {
    expect(stockStatus(21)).toBe('In Stock');
    expect(stockStatus(1_000)).toBe('In Stock');
    expect(stockStatusKey(21)).toBe('in-stock');
  });

  it('is Low Stock from 1 to 20', () => {
    expect(stockStatus(20)).toBe('Low Stock');
    expect(stockStatus(1)).toBe('Low Stock');
    expect(stockStatusKey(1)).toBe('low-stock');
  });

  it('is Out of Stock at 0 or less', () => {
    expect(stockStatus(0)).toBe('Out of Stock');
    expect(stockStatus(-3)).toBe('Out of Stock');
    expect(stockStatusKey(0)).toBe('out-of-stock');
  });

  it('is Out of Stock when the stock is not a number', () => {
    for (const stock of [undefined, null, Number.NaN, '25', {}])
      expect(stockStatus(stock)).toBe('Out of Stock');
  });

  it('exposes the thresholds', () => {
    expect(LOW_STOCK_MAX).toBe(20);
    expect(OUT_OF_STOCK_MAX).toBe(0);
  });
});

describe('stock status keys and options', () => {
  it('labels each key with the spec text', () => {
    expect(stockStatusLabel('in-stock')).toBe('In Stock');
    expect(stockStatusLabel('low-stock')).toBe('Low Stock');
    expect(stockStatusLabel('out-of-stock')).toBe('Out of Stock');
  });

  it('offers the three statuses as options sorted by value', () => {
    expect(stockStatusOptions).toEqual([
      { id: 'in-stock', value: 'In Stock' },
      { id: 'low-stock', value: 'Low Stock' },
      { id: 'out-of-stock', value: 'Out of Stock' },
    ]);
  });

  it('reads a status filter however it is spelt', () => {
    expect(parseStockStatusKey('low-stock')).toBe('low-stock');
    expect(parseStockStatusKey('Low Stock')).toBe('low-stock');
    expect(parseStockStatusKey('out of stock')).toBe('out-of-stock');
    expect(parseStockStatusKey('inStock')).toBe('in-stock');
    expect(parseStockStatusKey('in_stock')).toBe('in-stock');
    expect(parseStockStatusKey('sold')).toBeUndefined();
    expect(isStockStatusKey('in-stock')).toBe(true);
    expect(isStockStatusKey('In Stock')).toBe(false);
  });

  it('gives the stock range of each status, consistent with stockStatusKey', () => {
    expect(stockRange('in-stock')).toEqual({ min: 21 });
    expect(stockRange('low-stock')).toEqual({ min: 1, max: 20 });
    expect(stockRange('out-of-stock')).toEqual({ max: 0 });
    for (const stock of [-1, 0, 1, 20, 21, 50]) {
      const { min = -Infinity, max = Infinity } = stockRange(stockStatusKey(stock));
      expect(stock >= min && stock <= max).toBe(true);
    }
  });
});
