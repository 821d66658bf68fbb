import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { Header } from './header';

describe('Header', () => {
  it('starts in the dark theme when nothing is saved', () => {
    renderWithRouter(<Header />);
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('toggles the theme with the header button and saves it', async () => {
    const { user } = renderWithRouter(<Header />);

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('toggles the theme with Ctrl+B anywhere, even while typing in the search box', async () => {
    const { user } = renderWithRouter(<Header />);

    await user.keyboard('{Control>}b{/Control}');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');

    await user.click(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.keyboard('{Control>}B{/Control}');
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('prevents the browser default of Ctrl+B', () => {
    renderWithRouter(<Header />);
    const event = new KeyboardEvent('keydown', { key: 'b', ctrlKey: true, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('restores a saved light theme', () => {
    localStorage.setItem('theme', 'light');
    renderWithRouter(<Header />);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('shows a Login link to /login when signed out', () => {
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
  });

  it('shows the cart with its count and the profile button when a token is stored', async () => {
    localStorage.setItem('AuthToken', 'token-123');
    const { user } = renderWithRouter(<Header />);

    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const cart = screen.getByRole('link', { name: 'Cart, 0 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(within(cart).getByText('0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open profile panel' }));
    const panel = screen.getByRole('dialog', { name: 'My Account' });
    await user.click(within(panel).getByRole('button', { name: 'Close profile panel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links the logo to the home page', () => {
    renderWithRouter(<Header />);
    expect(screen.getByRole('link', { name: 'Bazaar home' })).toHaveAttribute('href', '/');
  });
});
