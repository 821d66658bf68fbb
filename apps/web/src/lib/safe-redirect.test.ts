import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeRedirect('/orders')).toBe('/orders');
    expect(safeRedirect('/products?q=red%20shoes')).toBe('/products?q=red%20shoes');
  });

  it('sends anything that could leave the site home', () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'orders',
      '/\t/evil.example',
    ]) {
      expect(safeRedirect(target)).toBe('/');
    }
  });

  it('uses the fallback when there is no target', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined, '/seller')).toBe('/seller');
    expect(safeRedirect('', '/cart')).toBe('/cart');
  });
});
