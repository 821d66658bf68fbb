import { screen, within } from '@testing-library/react';
import { Home, Package } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import { Sidebar } from './sidebar';

const tabs = [
  { name: 'Dashboard', icon: Home, to: '/seller/dashboard' },
  { name: 'Products', icon: Package, to: '/seller/products' },
];

function renderSidebar(initialPath = '/seller/dashboard') {
  return renderWithRouter(
    <Sidebar
      tabs={tabs}
      label="Seller navigation"
      title="Seller Center"
      openLabel="Open menu"
      closeLabel="Close menu"
    />,
    { initialPath },
  );
}

describe('Sidebar', () => {
  it('lists the tabs and marks the active one', () => {
    renderSidebar('/seller/products');
    const nav = screen.getByRole('navigation', { name: 'Seller navigation' });
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('opens as a drawer from the toggle button and closes with the close button', async () => {
    const { user } = renderSidebar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the drawer when a tab is followed or Escape is pressed', async () => {
    const { user, history } = renderSidebar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });

    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(history.location.pathname).toBe('/seller/products');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
