import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('shows the hero with the deal copy and a Shop Now link to /products', () => {
    renderWithRouter(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Amazing Deals' })).toBeInTheDocument();
    expect(screen.getByText(/up to 50% off/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
  });

  it('links every category to the product list filtered by its encoded value', () => {
    renderWithRouter(<HomePage />);
    const section = screen.getByRole('region', { name: 'Shop by Category' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(within(section).getByRole('link', { name: 'Home & Kitchen' })).toHaveAttribute(
      'href',
      '/products?category=home%20%26%20kitchen',
    );
    expect(within(section).getByRole('link', { name: 'Electronics' })).toHaveAttribute(
      'href',
      '/products?category=electronics',
    );
  });

  it('shows ten best sellers with rupee prices', () => {
    renderWithRouter(<HomePage />);
    const section = screen.getByRole('region', { name: 'Best Sellers' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(10);
    const headphones = within(section).getByRole('link', { name: /Wireless Noise-Cancelling Headphones/ });
    expect(headphones).toHaveTextContent('₹4,999');
    expect(headphones).toHaveTextContent('MRP ₹9,999');
    expect(headphones).toHaveTextContent('50% OFF');
  });

  it('hides Recently Viewed when nothing was viewed', () => {
    renderWithRouter(<HomePage />);
    expect(screen.queryByRole('heading', { name: 'Recently Viewed' })).not.toBeInTheDocument();
  });

  it('shows at most five recently viewed products, linked to their pages', () => {
    const viewed = Array.from({ length: 7 }, (_, index) => ({
      id: `p${index}`,
      name: `Product ${index}`,
      price: 1000 + index,
    }));
    localStorage.setItem('recentlyViewed', JSON.stringify(viewed));
    renderWithRouter(<HomePage />);

    const section = screen.getByRole('region', { name: 'Recently Viewed' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(section).getByRole('link', { name: /Product 0/ })).toHaveAttribute('href', '/product/p0');
    expect(within(section).getByText('₹1,000')).toBeInTheDocument();
  });
});
