// The hearts of the catalogue (cards, product page) and the account's Wish List tab live in two features; a
// change made in either shows in the other at once, not after the cached answers go stale.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ProductCard } from '@bazaar/domain';
import { describe, expect, it, vi } from 'vitest';
import { HomePage } from '../features/catalog/pages/home-page';
import { ProductDetailPage } from '../features/catalog/pages/product-detail-page';
import { WishListTab } from '../features/profile/components/wish-list-tab';
import { productCard, productDetail, productReply } from '../test/catalog-fixtures';
import { signInAs, testUser } from '../test/mock-api';
import { renderRoutes } from '../test/render';

vi.mock('../components/popup', () => import('../test/mock-popup'));

const kite = productCard({ id: 'k1', name: 'Paper Kite' });
const drum = productCard({ id: 'd1', name: 'Clay Drum' });

/** A signed-in shopper with `saved` in the wishlist, on a server that keeps it as the calls change it. */
function renderShop(saved: Set<string>) {
  const card = (product: ProductCard) => ({ ...product, isAddedToWishlist: saved.has(product.id) });
  signInAs(testUser(), {
    'GET /api/product/best-sellers': () => ({ body: { products: [kite, drum].map(card) } }),
    'GET /api/product/k1': () => ({
      body: productReply(
        productDetail({ id: 'k1', _id: 'k1', name: 'Paper Kite', isAddedToWishlist: saved.has('k1') }),
      ),
    }),
    'GET /api/product/get-related-product': { body: { product: [] } },
    'POST /api/user/get-wishlist': () =>
      saved.size === 0
        ? { status: 204 }
        : { body: { wishListProducts: [kite, drum].filter((p) => saved.has(p.id)).map(card) } },
    'POST /api/user/add-to-wishlist': (body) => {
      const { productId } = body as { productId: string };
      if (saved.delete(productId)) {
        return { status: 200, body: { message: 'Item removed from Shopping List', isRemoved: true } };
      }
      saved.add(productId);
      return { status: 201, body: { message: 'Item saved to Shopping List' } };
    },
  });
  return renderRoutes([
    { path: '/', element: <HomePage /> },
    { path: '/product/:productId', element: <ProductDetailPage /> },
    { path: '/profile', element: <WishListTab /> },
  ]);
}

/** The heart of Paper Kite on the best sellers' card. */
async function cardHeart() {
  const section = screen.getByRole('region', { name: 'Best Sellers' });
  const card = await within(section).findByRole('article', { name: /Paper Kite/ });
  return within(card).getByRole('button', { name: /Paper Kite/ });
}

/** The heart beside the product page's title, once the page has loaded. */
async function pageHeart() {
  await screen.findByRole('heading', { level: 1, name: 'Paper Kite' });
  return screen.getByRole('button', { name: /Paper Kite.*wishlist/ });
}

describe('wishlist hearts', () => {
  it('empty on the cards and the product page as soon as the Wish List tab removes the product', async () => {
    const { history, user } = renderShop(new Set(['k1']));
    expect(await cardHeart()).toHaveAttribute('aria-pressed', 'true');
    act(() => history.push('/product/k1'));
    expect(await pageHeart()).toHaveAttribute('aria-pressed', 'true');

    act(() => history.push('/profile'));
    await user.click(await screen.findByRole('button', { name: 'Remove Paper Kite from your wishlist' }));
    await screen.findByText('Products you save with the heart will be listed here.');

    act(() => history.push('/'));
    const heart = await cardHeart();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleName('Save Paper Kite to your wishlist');
    act(() => history.push('/product/k1'));
    expect(await pageHeart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('fill on the product page as soon as a card saves the product', async () => {
    const { history, user } = renderShop(new Set());
    act(() => history.push('/product/k1'));
    expect(await pageHeart()).toHaveAttribute('aria-pressed', 'false');

    act(() => history.push('/'));
    await user.click(await cardHeart());
    await waitFor(async () => expect(await cardHeart()).toHaveAttribute('aria-pressed', 'true'));

    act(() => history.push('/product/k1'));
    expect(await pageHeart()).toHaveAttribute('aria-pressed', 'true');
  });
});
