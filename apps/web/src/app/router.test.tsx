import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { routes } from './router';

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
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Discover Amazing Deals' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects the seller index to the dashboard', async () => {
    const { router } = renderApp('/seller');
    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seller/dashboard');
  });

  it('redirects an unknown seller path to the dashboard', async () => {
    const { router } = renderApp('/seller/no-such-tab');
    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seller/dashboard');
  });

  it.each(['orders', 'customers', 'setting'])('shows the coming-soon page at /seller/%s', async (tab) => {
    renderApp(`/seller/${tab}`);
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: tab.charAt(0).toUpperCase() + tab.slice(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('renders the login screen without the shared header and footer', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each([
    ['/login-1', 'Sign In'],
    ['/register', 'Register'],
    ['/forget-password', 'Forgot Password'],
    ['/products?q=phone', 'Products'],
    ['/product/p1', 'Product Details'],
    ['/product/buy/p1', 'Checkout'],
    ['/checkout', 'Checkout'],
    ['/cart', 'Shopping Cart'],
    ['/order-success', 'Order Placed Successfully'],
    ['/orders', 'Order History'],
    ['/order/o1', 'Order Details'],
    ['/order', 'Your Orders'],
    ['/seller-registration', 'Seller Registration'],
    ['/profile', 'Profile'],
    ['/seller/products', 'Products'],
    ['/seller/products/add', 'Add New Product'],
  ])('registers %s', async (path, heading) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(path.split('?')[0]));
  });
});
