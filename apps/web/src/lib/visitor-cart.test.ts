import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  addToVisitorCart,
  clearVisitorCart,
  getVisitorCart,
  setVisitorCartQuantity,
  takeVisitorCart,
  useVisitorCart,
} from './visitor-cart';

describe('the visitor cart (issue 21)', () => {
  it('keeps lines of product, variant and quantity under the visitorCart key, never a price', () => {
    expect(addToVisitorCart({ productId: 'p1', quantity: 1 })).toBe('added');
    expect(addToVisitorCart({ productId: 'p2', variantId: 'v1', quantity: 2 })).toBe('added');
    expect(JSON.parse(localStorage.getItem('visitorCart') ?? '')).toEqual([
      { productId: 'p1', quantity: 1 },
      { productId: 'p2', variantId: 'v1', quantity: 2 },
    ]);
  });

  it('adds to a line already held, and keeps two variants of one product as two lines', () => {
    addToVisitorCart({ productId: 'p1', quantity: 1 });
    addToVisitorCart({ productId: 'p1', quantity: 2 });
    addToVisitorCart({ productId: 'p2', variantId: 'v1', quantity: 1 });
    addToVisitorCart({ productId: 'p2', variantId: 'v2', quantity: 1 });
    expect(getVisitorCart()).toEqual([
      { productId: 'p1', quantity: 3 },
      { productId: 'p2', variantId: 'v1', quantity: 1 },
      { productId: 'p2', variantId: 'v2', quantity: 1 },
    ]);
  });

  it('refuses an add that would pass the known stock or 10,000 a line, and changes nothing', () => {
    addToVisitorCart({ productId: 'p1', quantity: 2 }, 3);
    expect(addToVisitorCart({ productId: 'p1', quantity: 2 }, 3)).toBe('notEnoughStock');
    expect(addToVisitorCart({ productId: 'p9', quantity: 10_001 })).toBe('notEnoughStock');
    expect(getVisitorCart()).toEqual([{ productId: 'p1', quantity: 2 }]);
  });

  it('holds at most 100 lines', () => {
    for (let index = 0; index < 100; index += 1) addToVisitorCart({ productId: `p${index}`, quantity: 1 });
    expect(addToVisitorCart({ productId: 'one-more', quantity: 1 })).toBe('full');
    expect(addToVisitorCart({ productId: 'p5', quantity: 1 })).toBe('added');
    expect(getVisitorCart()).toHaveLength(100);
  });

  it('sets a quantity, removes a line at 0, and forgets the key once empty', () => {
    addToVisitorCart({ productId: 'p1', quantity: 1 });
    addToVisitorCart({ productId: 'p2', variantId: 'v1', quantity: 1 });
    setVisitorCartQuantity({ productId: 'p2', variantId: 'v1' }, 4);
    setVisitorCartQuantity({ productId: 'p1' }, 0);
    expect(getVisitorCart()).toEqual([{ productId: 'p2', variantId: 'v1', quantity: 4 }]);
    setVisitorCartQuantity({ productId: 'p2', variantId: 'v1' }, 0);
    expect(getVisitorCart()).toEqual([]);
    expect(localStorage.getItem('visitorCart')).toBeNull();
  });

  it('drops stored lines of a foreign shape one by one, and survives text that is not JSON', () => {
    localStorage.setItem(
      'visitorCart',
      JSON.stringify([
        { productId: 'p1', quantity: 2, price: 1 },
        { productId: 'p2', quantity: -1 },
        { quantity: 1 },
        'p3',
        { productId: 'p4', variantId: 'v4', quantity: 1 },
      ]),
    );
    expect(getVisitorCart()).toEqual([
      { productId: 'p1', quantity: 2 },
      { productId: 'p4', variantId: 'v4', quantity: 1 },
    ]);
    localStorage.setItem('visitorCart', '{not json');
    expect(getVisitorCart()).toEqual([]);
  });

  it('takes the lines out for a sign-in and puts them back when sending failed', () => {
    addToVisitorCart({ productId: 'p1', quantity: 2 });
    const taken = takeVisitorCart();
    expect(taken.lines).toEqual([{ productId: 'p1', quantity: 2 }]);
    expect(getVisitorCart()).toEqual([]);
    addToVisitorCart({ productId: 'p2', quantity: 1 });
    taken.putBack();
    expect(getVisitorCart()).toEqual([
      { productId: 'p2', quantity: 1 },
      { productId: 'p1', quantity: 2 },
    ]);
    clearVisitorCart();
    expect(getVisitorCart()).toEqual([]);
  });

  it('lets a screen follow changes made in this tab and in another one', () => {
    const { result } = renderHook(() => useVisitorCart());
    expect(result.current).toEqual([]);
    act(() => void addToVisitorCart({ productId: 'p1', quantity: 1 }));
    expect(result.current).toEqual([{ productId: 'p1', quantity: 1 }]);
    act(() => {
      localStorage.setItem('visitorCart', JSON.stringify([{ productId: 'p7', quantity: 3 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'visitorCart' }));
    });
    expect(result.current).toEqual([{ productId: 'p7', quantity: 3 }]);
  });
});
