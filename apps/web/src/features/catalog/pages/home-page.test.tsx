import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  productCard,
  productDetail,
  productReply,
  productWithVariants,
} from '../../../test/catalog-fixtures';
import { mockApi } from '../../../test/mock-api';
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

  it('shows the best sellers from the API with their photos and rupee prices', async () => {
    const calls = mockApi({
      'GET /api/product/best-sellers': {
        body: {
          products: [
            productCard(),
            productCard({
              id: 'p2',
              name: 'Studio Monitor Speakers',
              mrpPrice: 123456,
              sellingPrice: 123456,
              price: 123456,
            }),
          ],
        },
      },
    });
    renderWithRouter(<HomePage />);
    const section = screen.getByRole('region', { name: 'Best Sellers' });

    const headphones = await within(section).findByRole('article', { name: /Aurora Wireless Headphones/ });
    expect(headphones).toHaveTextContent('₹99,999');
    expect(headphones).toHaveTextContent('MRP ₹1,29,999');
    expect(headphones).toHaveTextContent('23% OFF');
    expect(within(headphones).getByRole('link', { name: 'Aurora Wireless Headphones' })).toHaveAttribute(
      'href',
      '/product/p1',
    );
    const speakers = within(section).getByRole('article', { name: /Studio Monitor Speakers/ });
    expect(speakers).toHaveTextContent('₹1,23,456');
    expect(speakers).not.toHaveTextContent('OFF');
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(calls.map((call) => call.path)).toContain('/api/product/best-sellers');
  });

  it('hides Recently Viewed when nothing was viewed', () => {
    renderWithRouter(<HomePage />);
    expect(screen.queryByRole('heading', { name: 'Recently Viewed' })).not.toBeInTheDocument();
  });

  it('shows at most five recently viewed products, linked to their pages', async () => {
    const viewed = Array.from({ length: 7 }, (_, index) => ({
      id: `p${index}`,
      name: `Product ${index}`,
      price: 1000 + index,
      stock: 3,
    }));
    localStorage.setItem('recentlyViewed', JSON.stringify(viewed));
    const calls = mockApi(
      Object.fromEntries(
        viewed.map((entry) => [
          `GET /api/product/${entry.id}`,
          {
            body: productReply(
              productDetail({ ...entry, _id: entry.id, sellingPrice: entry.price, mrpPrice: entry.price }),
            ),
          },
        ]),
      ),
    );
    renderWithRouter(<HomePage />);

    const section = await screen.findByRole('region', { name: 'Recently Viewed' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(section).getByRole('link', { name: 'Product 0' })).toHaveAttribute('href', '/product/p0');
    expect(within(section).getByText('₹1,000')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/api/product/p')).map((call) => call.path)).toEqual([
      '/api/product/p0',
      '/api/product/p1',
      '/api/product/p2',
      '/api/product/p3',
      '/api/product/p4',
    ]);
  });

  it("shows a recently viewed product at today's price and stock, not the ones seen when it was viewed", async () => {
    localStorage.setItem(
      'recentlyViewed',
      JSON.stringify([
        { id: 'k1', name: 'Paper Kite', price: 20000, mrpPrice: 25000, sellingPrice: 20000, stock: 4 },
        { id: 'p1', name: 'Aurora Wireless Headphones', sellingPrice: 99999, mrpPrice: 129999, stock: 12 },
      ]),
    );
    mockApi({
      'GET /api/product/k1': {
        body: productReply(
          productDetail({
            id: 'k1',
            _id: 'k1',
            name: 'Paper Kite',
            price: 25000,
            sellingPrice: 25000,
            mrpPrice: 25000,
            stock: 4,
          }),
        ),
      },
      'GET /api/product/p1': { body: productReply(productDetail({ stock: 0 })) },
    });
    renderWithRouter(<HomePage />);

    const section = await screen.findByRole('region', { name: 'Recently Viewed' });
    const kite = within(section).getByRole('article', { name: /Paper Kite/ });
    expect(kite).toHaveTextContent('₹25,000');
    expect(kite).not.toHaveTextContent('₹20,000');
    expect(kite).not.toHaveTextContent('OFF');
    const headphones = within(section).getByRole('article', { name: /Aurora Wireless Headphones/ });
    expect(within(headphones).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    // the next visit starts from today's figures
    const stored = JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as {
      id: string;
      sellingPrice: number;
      stock: number;
    }[];
    expect(stored.map(({ id, sellingPrice, stock }) => ({ id, sellingPrice, stock }))).toEqual([
      { id: 'k1', sellingPrice: 25000, stock: 4 },
      { id: 'p1', sellingPrice: 99999, stock: 0 },
    ]);
  });

  it('drops a recently viewed product that is gone or hidden, from the screen and from storage', async () => {
    localStorage.setItem(
      'recentlyViewed',
      JSON.stringify([
        { id: 'gone', name: 'Withdrawn Lamp', sellingPrice: 1500, stock: 2 },
        { id: 'p1', name: 'Aurora Wireless Headphones', sellingPrice: 99999, stock: 12 },
      ]),
    );
    mockApi({
      'GET /api/product/gone': { status: 404, body: { message: 'Product not found' } },
      'GET /api/product/p1': { body: productReply(productDetail()) },
    });
    renderWithRouter(<HomePage />);

    const section = await screen.findByRole('region', { name: 'Recently Viewed' });
    expect(within(section).getAllByRole('article')).toHaveLength(1);
    expect(within(section).queryByText('Withdrawn Lamp')).not.toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as { id: string }[];
    expect(stored.map((entry) => entry.id)).toEqual(['p1']);
  });

  it('hides Recently Viewed when every product in it is gone', async () => {
    localStorage.setItem(
      'recentlyViewed',
      JSON.stringify([{ id: 'gone', name: 'Withdrawn Lamp', stock: 2 }]),
    );
    const calls = mockApi({
      'GET /api/product/gone': { status: 404, body: { message: 'Product not found' } },
    });
    renderWithRouter(<HomePage />);

    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/product/gone'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Recently Viewed' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Withdrawn Lamp')).not.toBeInTheDocument();
  });

  it("offers 'Choose options' on a recently viewed product with variants, not Add to cart (issue 20)", async () => {
    localStorage.setItem(
      'recentlyViewed',
      JSON.stringify([
        { id: 't1', name: 'Cotton Tee', sellingPrice: 499, stock: 7, hasVariants: true },
        { id: 'k1', name: 'Paper Kite', sellingPrice: 200, stock: 3 },
      ]),
    );
    mockApi({
      'GET /api/product/t1': {
        body: productReply(productWithVariants({ id: 't1', _id: 't1', name: 'Cotton Tee' })),
      },
      'GET /api/product/k1': {
        body: productReply(productDetail({ id: 'k1', _id: 'k1', name: 'Paper Kite', stock: 3 })),
      },
    });
    renderWithRouter(<HomePage />);

    const section = await screen.findByRole('region', { name: 'Recently Viewed' });
    const [tee, kite] = within(section).getAllByRole('article');
    expect(within(tee as HTMLElement).getByText('from')).toBeInTheDocument();
    expect(within(tee as HTMLElement).getByRole('link', { name: 'Choose options' })).toHaveAttribute(
      'href',
      '/product/t1',
    );
    expect(within(tee as HTMLElement).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(within(kite as HTMLElement).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});
