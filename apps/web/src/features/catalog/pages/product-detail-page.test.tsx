import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductDetailPage } from './product-detail-page';
import { productDetail, productReply } from '../../../test/catalog-fixtures';
import { mockApi, signInAs, testUser } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

const routes = (isAddedToWishlist?: boolean) => ({
  'GET /api/product/p1': {
    body: productReply(productDetail(isAddedToWishlist === undefined ? {} : { isAddedToWishlist })),
  },
  'GET /api/product/get-related-product': { body: { product: [] } },
});

const renderPage = () =>
  renderRoutes([{ path: '/product/:productId', element: <ProductDetailPage /> }], {
    initialPath: '/product/p1',
  });

describe('ProductDetailPage wishlist heart', () => {
  it('starts filled for a signed-in shopper who saved the product, and empties on a click', async () => {
    const calls = signInAs(testUser(), {
      ...routes(true),
      'POST /api/user/add-to-wishlist': {
        status: 200,
        body: { message: 'Item removed from Shopping List', isRemoved: true },
      },
    });
    const { user } = renderPage();
    const heart = await screen.findByRole('button', {
      name: 'Remove Aurora Wireless Headphones from your wishlist',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(
      await screen.findByRole('button', { name: 'Save Aurora Wireless Headphones to your wishlist' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(calls.find((call) => call.path === '/api/user/add-to-wishlist')?.body).toEqual({
      productId: 'p1',
    });
  });

  it('is hidden from visitors', async () => {
    mockApi(routes());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Aurora Wireless Headphones');
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
  });
});

describe('ProductDetailPage brand line', () => {
  it("names the brand beside the category, and leaves out the brand list's catch-all 'Others'", async () => {
    mockApi(routes());
    const { unmount } = renderPage();
    expect(await screen.findByText('Sony', { exact: false })).toHaveTextContent('Brand: Sony · Electronics');
    unmount();

    mockApi({
      ...routes(),
      'GET /api/product/p1': { body: productReply(productDetail({ brand: 'Others' })) },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Aurora Wireless Headphones');
    expect(screen.getByRole('link', { name: 'Electronics' }).parentElement).toHaveTextContent(
      /^Electronics$/,
    );
    expect(screen.queryByText(/Others/)).not.toBeInTheDocument();
  });
});

describe('ProductDetailPage for a product that is not there', () => {
  it('shows the not-found view with the server message and names the tab after it', async () => {
    mockApi({
      'GET /api/product/p1': { status: 404, body: { message: 'Product not found' } },
      'GET /api/product/get-related-product': { body: { product: [] } },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Product unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Product not found')).toBeInTheDocument();
    expect(document.title).toBe('Product unavailable | Bazaar');
  });
});
