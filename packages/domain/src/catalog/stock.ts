// Stock status derived from a stock count (docs/product.md §4, §9): above 20 In Stock, 1 to 20 Low Stock, 0 or less Out of Stock.
import { sortOptions, type SelectOption } from './catalog.js';

/** Highest stock still shown as Low Stock; anything above is In Stock. */
export const LOW_STOCK_MAX = 20;
/** Highest stock shown as Out of Stock. */
export const OUT_OF_STOCK_MAX = 0;

/** The texts shown (spec spelling). */
export const stockStatuses = ['In Stock', 'Low Stock', 'Out of Stock'] as const;
export type StockStatus = (typeof stockStatuses)[number];

/** Machine values for filters and query strings (`productStockStatus`). */
export const stockStatusKeys = ['in-stock', 'low-stock', 'out-of-stock'] as const;
export type StockStatusKey = (typeof stockStatusKeys)[number];

const labels: Record<StockStatusKey, StockStatus> = {
  'in-stock': 'In Stock',
  'low-stock': 'Low Stock',
  'out-of-stock': 'Out of Stock',
};

/** The machine value for a stock count; anything that is not a number (or is NaN) counts as out of stock. */
export function stockStatusKey(stock: unknown): StockStatusKey {
  if (typeof stock !== 'number' || Number.isNaN(stock) || stock <= OUT_OF_STOCK_MAX) return 'out-of-stock';
  return stock > LOW_STOCK_MAX ? 'in-stock' : 'low-stock';
}

/** The text for a stock count: 'In Stock' (>20), 'Low Stock' (1–20), 'Out of Stock' (≤0 or not a number). */
export function stockStatus(stock: unknown): StockStatus {
  return labels[stockStatusKey(stock)];
}

export function stockStatusLabel(key: StockStatusKey): StockStatus {
  return labels[key];
}

export function isStockStatusKey(value: unknown): value is StockStatusKey {
  return typeof value === 'string' && (stockStatusKeys as readonly string[]).includes(value);
}

/**
 * Reads a status filter however a client spells it: the key (`low-stock`), the text (`Low Stock`), or the
 * spec's filter wording (`low stock`), also `lowStock`/`low_stock`; undefined when it names no status.
 */
export function parseStockStatusKey(input: string): StockStatusKey | undefined {
  const squashed = input.toLowerCase().replace(/[^a-z]/g, '');
  return stockStatusKeys.find((key) => key.replace(/-/g, '') === squashed);
}

/** Inclusive stock bounds of a status, for database filters (`stock >= min AND stock <= max`). */
export function stockRange(key: StockStatusKey): { readonly min?: number; readonly max?: number } {
  switch (key) {
    case 'in-stock':
      return { min: LOW_STOCK_MAX + 1 };
    case 'low-stock':
      return { min: OUT_OF_STOCK_MAX + 1, max: LOW_STOCK_MAX };
    case 'out-of-stock':
      return { max: OUT_OF_STOCK_MAX };
  }
}

/** The seller list's status filter (spec: in stock, low stock, out of stock), sorted by value. */
export const stockStatusOptions: readonly SelectOption<StockStatusKey, StockStatus>[] = sortOptions(
  stockStatusKeys.map((key) => ({ id: key, value: labels[key] })),
);
