import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { Footer } from './footer';

function linksOf(column: string) {
  const nav = screen.getByRole('navigation', { name: column });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Footer', () => {
  it('lists the quick links: Seller Registration and the product list', () => {
    renderWithRouter(<Footer />);
    expect(linksOf('Quick Links')).toEqual([
      ['Seller Registration', '/seller-registration'],
      ['Products', '/products'],
    ]);
  });

  it('lists the customer service links to the profile, the orders and the wishlist', () => {
    renderWithRouter(<Footer />);
    expect(linksOf('Customer Service')).toEqual([
      ['My Account', '/profile'],
      ['View Orders', '/orders'],
      ['Track Order', '/orders'],
      ['Wishlist', '/profile#wishlist'],
    ]);
  });

  it('has no link that loops back to the home page', () => {
    renderWithRouter(<Footer userType="seller" />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href === '/')).toEqual(['/']); // the logo only
  });

  it('hides the seller column unless the user is a seller', () => {
    const { unmount } = renderWithRouter(<Footer />);
    expect(screen.queryByRole('link', { name: 'Seller DashBoard' })).not.toBeInTheDocument();
    unmount();

    renderWithRouter(<Footer userType="consumer" />);
    expect(screen.queryByRole('link', { name: 'Seller DashBoard' })).not.toBeInTheDocument();
  });

  it('shows the Seller DashBoard link to sellers', () => {
    renderWithRouter(<Footer userType="seller" />);
    expect(linksOf('Seller')).toEqual([['Seller DashBoard', '/seller/dashboard']]);
  });

  it('shows the about text and a newsletter box that stays on the page when submitted', async () => {
    const { user, history } = renderWithRouter(<Footer />);
    expect(screen.getByText(/open marketplace/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'asha@example.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(history.location.pathname).toBe('/');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('asha@example.com');
  });
});
