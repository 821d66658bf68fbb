import { appPathPatterns, isAppPath } from '@bazaar/domain';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productCard, productDetail, productListReply, productReply } from '../test/catalog-fixtures';
import { cartLine, cartReply } from '../test/cart-fixtures';
import { mockApi, signInAs, testUser } from '../test/mock-api';
import { renderRoutes } from '../test/render';
import { routes } from './router';

beforeEach(() => {
  mockApi({}); // the pages' own calls answer 404 unless a test signs in
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const signInAsSeller = () => signInAs(testUser({ userType: 'seller' }));
// A consumer with one line in the cart and a product to buy, so the buying screens show their own headings.
const signInAsConsumer = () =>
  signInAs(testUser({ userType: 'consumer' }), {
    'POST /api/user/get-cart-items': { body: cartReply([cartLine()]) },
    'GET /api/product/p1': { body: productReply(productDetail()) },
  });

function renderApp(initialPath: string) {
  return renderRoutes(routes, { initialPath });
}

describe('router', () => {
  it('shows the home page inside the shell at /', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Discover Amazing Deals' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('redirects an unknown path to /', async () => {
    const { history } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Discover Amazing Deals' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });

  it('redirects the seller index to the dashboard', async () => {
    signInAsSeller();
    const { history } = renderApp('/seller');
    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/seller/dashboard');
  });

  it('redirects an unknown seller path to the dashboard', async () => {
    signInAsSeller();
    const { history } = renderApp('/seller/no-such-tab');
    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/seller/dashboard');
  });

  it.each(['orders', 'customers', 'setting'])('shows the real %s tab in the seller area', async (tab) => {
    signInAsSeller();
    const name = tab.charAt(0).toUpperCase() + tab.slice(1);
    renderApp(`/seller/${tab}`);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Coming Soon' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  });

  // The sign-in screens name themselves (their headings belong to the auth screens' own tests).
  it('renders the login screen without the shared header and footer', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each(['/login-1', '/register', '/forget-password'])('registers %s for visitors', async (path) => {
    const { history } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(history.location.pathname).toBe(path);
  });

  it.each([
    ['/products?q=phone', 'Results for "phone"'],
    ['/product/p1', 'Aurora Wireless Headphones'],
  ])('registers %s for visitors', async (path, heading) => {
    mockApi({
      'GET /api/product/get-all-products': { body: productListReply([productCard()]) },
      'GET /api/product/p1': { body: productReply(productDetail()) },
      'GET /api/product/get-related-product': { body: { product: [] } },
    });
    const { history } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe(path.split('?')[0]));
  });

  it('gives each screen its own document title and description; a product page is titled by its name', async () => {
    mockApi({
      'GET /api/product/p1': { body: productReply(productDetail()) },
      'GET /api/product/get-related-product': { body: { product: [] } },
    });
    const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

    const login = renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Login | Bazaar'));
    expect(description()).toMatch(/Sign in to Bazaar/);
    login.unmount();

    renderApp('/product/p1');
    await waitFor(() => expect(document.title).toBe('Aurora Wireless Headphones'));
    expect(description()).toMatch(/Over-ear headphones/);
  });

  const signedInScreens: [path: string, heading: string | RegExp][] = [
    ['/product/buy/p1', 'Checkout'],
    ['/checkout', 'Checkout'],
    // The cart's heading carries its item count: 'Shopping Cart (1 item)'.
    ['/cart', /^Shopping Cart/],
    ['/orders', 'Order History'],
    // No such order in the mocked API: the detail page's 404 view.
    ['/order/o1', 'No Order Found'],
    ['/profile', 'My Account'],
  ];

  it.each(signedInScreens)('registers %s for a signed-in user', async (path, heading) => {
    signInAsConsumer();
    const { history } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(history.location.pathname).toBe(path);
  });

  it('opens the order history at /order, which has no content of its own', async () => {
    signInAsConsumer();
    const { history } = renderApp('/order');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order History' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/orders');
  });

  it('sends /order-success opened without new order ids on to the order history', async () => {
    signInAsConsumer();
    const { history } = renderApp('/order-success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order History' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/orders');
  });

  it.each([
    ...signedInScreens.map(([path]) => path).filter((path) => path !== '/cart'),
    '/order-success',
    '/order',
    '/seller-registration',
    '/seller/products',
  ])('sends a visitor from %s to /login with the way back', async (path = '') => {
    const { history } = renderApp(path);
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe(path);
  });

  it('shows a visitor their cart at /cart (issue 21: kept in the browser), empty at first', async () => {
    const { history } = renderApp('/cart');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ohh... Your cart is empty!' }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe('/cart');
  });

  it('registers /seller-registration for a consumer and sends a seller to the seller area', async () => {
    signInAsConsumer();
    const first = renderApp('/seller-registration');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller Registration' })).toBeInTheDocument();
    first.unmount();

    signInAsSeller();
    const { history } = renderApp('/seller-registration');
    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/seller/dashboard');
  });

  it.each([
    ['/seller/products', 'Products'],
    ['/seller/products/add', 'Add New Product'],
  ])('registers %s for a seller and sends a consumer to /seller-registration', async (path, heading) => {
    signInAsSeller();
    const first = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    first.unmount();

    signInAsConsumer();
    const { history } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller Registration' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/seller-registration');
  });

  it('sends a signed-in user from the login screen home', async () => {
    signInAsConsumer();
    const { history } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Discover Amazing Deals' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });

  it('shows the Seller DashBoard footer link to a seller only', async () => {
    signInAsSeller();
    const first = renderApp('/');
    expect(await screen.findByRole('link', { name: 'Seller DashBoard' })).toHaveAttribute(
      'href',
      '/seller/dashboard',
    );
    first.unmount();

    signInAsConsumer();
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Seller DashBoard' })).not.toBeInTheDocument();
  });
});

// The server answers 404 to a page path the app has no screen for (api platform/web-app.ts), judged by the
// domain's list of the app's paths: the router must be built from that list alone, and match as it does.
describe('the paths the server knows', () => {
  /** Every screen's full path in a route table ('*' catch-alls left out: they only redirect). */
  function screenPaths(table: RouteObject[], parent = ''): string[] {
    return table.flatMap((route) => {
      if (route.path === '*') return [];
      const own = route.path?.startsWith('/') ? route.path : [parent, route.path].filter(Boolean).join('/');
      const here = route.index ? [parent || '/'] : route.path ? [own] : [];
      return [...here, ...screenPaths(route.children ?? [], route.path ? own : parent)];
    });
  }

  it("are exactly the router's screens", () => {
    expect(new Set(screenPaths(routes))).toEqual(new Set(appPathPatterns));
  });

  it.each([
    '/',
    '///',
    '/login',
    '/LOGIN/',
    '/login/extra',
    '/nothing-here',
    '/product',
    '/product/p1',
    '/product/p1/',
    '/Product/%70%31',
    '/product/%ZZ',
    '/product/a%2Fb',
    '/product//p1',
    '/product/buy',
    '/product/buy/p1',
    '/seller',
    '/seller/no-such-tab',
    '/seller/products/p1/edit',
    '/order/o1',
    '/%',
  ])('judge %s as the router does', (pathname) => {
    const matches = matchRoutes(routes, pathname) ?? [];
    const screen = matches.length > 0 && matches.at(-1)?.route.path !== '*';
    expect(isAppPath(pathname)).toBe(screen);
  });
});
