import { describe, expect, it } from 'vitest';
import { lazyScreen, preloadScreens } from './lazy-screen';

describe('preloadScreens', () => {
  it('loads the screens a location matches once, then answers at once (a loaded page opens without waiting)', async () => {
    let loads = 0;
    const Products = lazyScreen(async () => {
      loads += 1;
      return () => <h1>Products</h1>;
    });
    const routes = [{ path: '/products', element: <Products /> }];

    expect(Products.loaded).toBe(false);
    const loading = preloadScreens(routes, { pathname: '/products' });
    expect(loading).toBeInstanceOf(Promise);
    await loading;

    expect(Products.loaded).toBe(true);
    // Nothing left to load: the router switches (and main.tsx hydrates the server's HTML) in the same task.
    expect(preloadScreens(routes, { pathname: '/products' })).toBeUndefined();
    expect(loads).toBe(1);
  });

  it('has nothing to load for a location whose screens are not lazy or that matches no route', () => {
    const routes = [{ path: '/', element: <h1>Home</h1> }];
    expect(preloadScreens(routes, { pathname: '/' })).toBeUndefined();
    expect(preloadScreens(routes, { pathname: '/nowhere' })).toBeUndefined();
  });
});
