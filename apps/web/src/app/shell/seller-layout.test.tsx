import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { SellerLayout } from './seller-layout';

function renderLayout(initialPath: string) {
  return renderRoutes(
    [
      {
        path: 'seller',
        element: <SellerLayout />,
        children: ['dashboard', 'products', 'orders', 'customers', 'setting'].map((path) => ({
          path,
          element: <h1>{`page ${path}`}</h1>,
        })),
      },
    ],
    { initialPath },
  );
}

describe('SellerLayout', () => {
  it('lists the five tabs with icons and highlights the active one', async () => {
    renderLayout('/seller/orders');
    const nav = await screen.findByRole('navigation', { name: 'Seller navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Customers',
      'Setting',
    ]);
    for (const link of links) expect(link.querySelector('svg')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveClass('bg-brand-600');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('opens the phone drawer, and closes it on a tab or a click outside', async () => {
    const { user, history } = renderLayout('/seller/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Open seller menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Customers' }));
    expect(history.location.pathname).toBe('/seller/customers');
    expect(screen.getByRole('heading', { name: 'page customers' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const backdrop = document.querySelector('.fixed.inset-0') as HTMLElement;
    await user.click(backdrop);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
