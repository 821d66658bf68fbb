import { describe, expect, it } from 'vitest';
import { addRecentlyViewed, rememberViewedProduct } from './recently-viewed';

const product = (id: string) => ({ id, name: `Product ${id}` });

describe('recently viewed', () => {
  it('puts the newest first, without duplicates, keeping at most five', () => {
    let list = ['1', '2', '3', '4', '5'].map(product).reverse(); // 5, 4, 3, 2, 1
    list = addRecentlyViewed(list, product('3'));
    expect(list.map((entry) => entry.id)).toEqual(['3', '5', '4', '2', '1']);
    list = addRecentlyViewed(list, product('6'));
    expect(list.map((entry) => entry.id)).toEqual(['6', '3', '5', '4', '2']);
  });

  it('saves to local storage under recentlyViewed', () => {
    rememberViewedProduct(product('a'));
    rememberViewedProduct(product('b'));
    expect(JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]')).toEqual([product('b'), product('a')]);
  });
});
