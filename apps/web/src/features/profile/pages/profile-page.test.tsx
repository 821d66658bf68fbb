import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { ProfilePage } from './profile-page';

describe('ProfilePage', () => {
  it('lists the five sidebar entries, which change nothing', async () => {
    const { user, router } = renderWithRouter(<ProfilePage />, { initialPath: '/profile' });
    const sidebar = screen.getByRole('navigation', { name: 'Profile sections' });
    const entries = within(sidebar).getAllByRole('button');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Profile Overview',
      'Orders',
      'Wishlist',
      'Addresses',
      'Settings',
    ]);
    await user.click(within(sidebar).getByRole('button', { name: 'Orders' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(within(sidebar).getByRole('button', { name: 'Profile Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows fixed sample data: personal details, two recent orders and two addresses', () => {
    renderWithRouter(<ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('Aarav Sharma')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    const orders = screen.getByRole('heading', { name: 'Recent Orders' }).closest('section');
    expect(within(orders as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    const addresses = screen.getByRole('heading', { name: 'Saved Addresses' }).closest('section');
    expect(within(addresses as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  });
});
