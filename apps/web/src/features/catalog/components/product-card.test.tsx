import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from './product-card';
import { productCard } from '../../../test/catalog-fixtures';
import { mockApi, signInAs, testUser } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { getVisitorCart } from '../../../lib/visitor-cart';

afterEach(() => {
  Swal.close();
  vi.unstubAllGlobals();
});

describe('ProductCard', () => {
  it('shows the photo (lazy, sized), the name linked to the product, ₹ prices, the discount and the stars', () => {
    renderWithRouter(<ProductCard product={productCard({ mrpPrice: 250000, sellingPrice: 123456 })} />);
    const card = screen.getByRole('article', { name: 'Aurora Wireless Headphones' });

    const photo = card.querySelector('img');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).not.toHaveAttribute('fetchpriority');
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '400');
    expect(within(card).getByRole('link', { name: 'Aurora Wireless Headphones' })).toHaveAttribute(
      'href',
      '/product/p1',
    );
    expect(within(card).getByText('₹1,23,456')).toBeInTheDocument();
    expect(within(card).getByText('₹2,50,000').closest('del')).toHaveTextContent('MRP ₹2,50,000');
    expect(within(card).getByText('51% OFF')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('18 ratings')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it("shows 'from ₹…' for a product with variants, and opens its page to choose one (issue 20)", () => {
    renderWithRouter(
      <ProductCard
        product={productCard({ name: 'Cotton Crew T-shirt', sellingPrice: 499, hasVariants: true })}
      />,
    );
    const card = screen.getByRole('article', { name: 'Cotton Crew T-shirt' });
    expect(within(card).getByText('₹499').parentElement).toHaveTextContent(/^from₹499/);
    expect(within(card).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    const choose = within(card).getByRole('link', { name: 'Choose options' });
    expect(choose).toHaveAttribute('href', '/product/p1');
    expect(choose).toHaveAccessibleDescription('Cotton Crew T-shirt');
  });

  it('reads Out of Stock for a product with variants when none is left', () => {
    renderWithRouter(<ProductCard product={productCard({ stock: 0, hasVariants: true })} />);
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Choose options' })).not.toBeInTheDocument();
  });

  it('fetches the photo at once and before other images for a card above the fold', () => {
    renderWithRouter(<ProductCard product={productCard()} eager />);
    const photo = screen.getByRole('article', { name: 'Aurora Wireless Headphones' }).querySelector('img');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });

  it('fetches an uploaded photo from the copy that fits the card, and a seeded one as it is', () => {
    const { unmount } = renderWithRouter(
      <ProductCard product={productCard({ image: '/media/products/uploads/abc123.webp' })} />,
    );
    const uploaded = screen.getByRole('article', { name: 'Aurora Wireless Headphones' }).querySelector('img');
    expect(uploaded).toHaveAttribute(
      'srcset',
      '/media/products/uploads/abc123-w320.webp 320w, /media/products/uploads/abc123-w640.webp 640w, ' +
        '/media/products/uploads/abc123-w960.webp 960w, /media/products/uploads/abc123.webp 1600w',
    );
    expect(uploaded).toHaveAttribute('sizes', expect.stringMatching(/46vw$/));
    unmount();

    renderWithRouter(<ProductCard product={productCard()} />);
    const seeded = screen.getByRole('article', { name: 'Aurora Wireless Headphones' }).querySelector('img');
    expect(seeded).toHaveAttribute('src', '/media/products/p1-1.webp');
    expect(seeded).not.toHaveAttribute('srcset');
    expect(seeded).not.toHaveAttribute('sizes');
  });

  it('shows no MRP and no badge when the product is not discounted, and says when nobody rated it', () => {
    renderWithRouter(
      <ProductCard
        product={productCard({ mrpPrice: 999, sellingPrice: 999, rating: null, ratingNumber: 0 })}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText('₹999')).toBeInTheDocument();
    expect(card.querySelector('del')).toBeNull();
    expect(card).not.toHaveTextContent('OFF');
    expect(within(card).getByRole('img', { name: 'No ratings yet' })).toBeInTheDocument();
  });

  it("reads 'Out of Stock' and is disabled when the stock is 0", () => {
    renderWithRouter(<ProductCard product={productCard({ stock: 0 })} />);
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it("adds a visitor's unit to the cart kept in the browser, sends nothing, and refuses more than the stock", async () => {
    const calls = mockApi({});
    const { user, history } = renderWithRouter(<ProductCard product={productCard({ stock: 2 })} />);

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('heading', { name: 'Product Added!' })).toBeInTheDocument();
    expect(getVisitorCart()).toEqual([{ productId: 'p1', quantity: 1 }]);
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Product Added!' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(await screen.findByRole('button', { name: 'View Cart' }));
    await waitFor(() => expect(history.location.pathname).toBe('/cart'));
    expect(getVisitorCart()).toEqual([{ productId: 'p1', quantity: 2 }]);

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Not enough stock for Aurora Wireless Headphones')).toBeInTheDocument();
    expect(getVisitorCart()).toEqual([{ productId: 'p1', quantity: 2 }]);
    expect(calls.filter((call) => call.path === '/api/user/add-to-cart')).toEqual([]);
  });

  it("reads 'Adding...' while the cart call runs, then offers View Cart", async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const calls = signInAs(testUser({ cartCount: 1 }), {
      'POST /api/user/add-to-cart': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, history } = renderWithRouter(<ProductCard product={productCard()} />);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user/profile')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    answer({ body: { message: 'Product Added!', cartCount: 2 } });

    expect(await screen.findByRole('heading', { name: 'Product Added!' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/user/add-to-cart')?.body).toEqual({
      productId: 'p1',
      quantity: 1,
    });
    await user.click(screen.getByRole('button', { name: 'View Cart' }));
    await waitFor(() => expect(history.location.pathname).toBe('/cart'));
  });

  it('shows the popup of docs/product.md §8 with the server message when the cart call fails', async () => {
    signInAs(testUser(), {
      'POST /api/user/add-to-cart': { status: 409, body: { message: 'Not enough stock for Aurora' } },
    });
    const { user } = renderWithRouter(<ProductCard product={productCard()} />);

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByRole('heading', { name: 'Error!' })).toBeInTheDocument();
    expect(screen.getByText('Not enough stock for Aurora')).toBeInTheDocument();
  });

  it('shows no wishlist heart to visitors', () => {
    renderWithRouter(<ProductCard product={productCard()} />);
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
  });

  it('lets a signed-in user save a product with the heart and remove it again', async () => {
    let saved = false;
    const calls = signInAs(testUser(), {
      'POST /api/user/add-to-wishlist': () => {
        saved = !saved;
        return saved
          ? { status: 201, body: { message: 'Item saved to Shopping List' } }
          : { status: 200, body: { message: 'Item removed from Shopping List', isRemoved: true } };
      },
    });
    const { user } = renderWithRouter(<ProductCard product={productCard({ isAddedToWishlist: false })} />);

    const heart = await screen.findByRole('button', {
      name: 'Save Aurora Wireless Headphones to your wishlist',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);

    const savedHeart = await screen.findByRole('button', {
      name: 'Remove Aurora Wireless Headphones from your wishlist',
    });
    expect(savedHeart).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Item saved to Shopping List')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/user/add-to-wishlist')?.body).toEqual({
      productId: 'p1',
    });

    await user.click(savedHeart);
    expect(
      await screen.findByRole('button', { name: 'Save Aurora Wireless Headphones to your wishlist' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('empties the heart while it is shown when the product is removed elsewhere', async () => {
    signInAs(testUser());
    function RemovedElsewhere() {
      const [saved, setSaved] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setSaved(false)}>
            Remove in the Wish List tab
          </button>
          <ProductCard product={productCard({ isAddedToWishlist: saved })} />
        </>
      );
    }
    const { user } = renderWithRouter(<RemovedElsewhere />);
    const heart = await screen.findByRole('button', { name: /Aurora Wireless Headphones/ });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove in the Wish List tab' }));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleName('Save Aurora Wireless Headphones to your wishlist');
  });

  it('shows a saved product with a filled heart', async () => {
    signInAs(testUser());
    renderWithRouter(<ProductCard product={productCard({ isAddedToWishlist: true })} />);
    expect(
      await screen.findByRole('button', { name: 'Remove Aurora Wireless Headphones from your wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
