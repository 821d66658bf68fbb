import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductDetailPage } from './product-detail-page';
import { productDetail, productReply, productWithVariants } from '../../../test/catalog-fixtures';
import { mockApi, signInAs, testUser, type MockRoute } from '../../../test/mock-api';
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

describe('ProductDetailPage variant picker (issue 20)', () => {
  const variantRoutes = (overrides: Record<string, MockRoute> = {}) => ({
    'GET /api/product/p1': { body: productReply(productWithVariants()) },
    'GET /api/product/get-related-product': { body: { product: [] } },
    'POST /api/user/add-to-cart': { body: { message: 'Product added to cart', cartCount: 4 } },
    ...overrides,
  });

  it('strikes out a sold-out size, and price, stock, photo and address follow the size chosen', async () => {
    signInAs(testUser(), variantRoutes());
    const { user, history } = renderPage();
    const sizes = await screen.findByRole('group', { name: 'Size' });
    const large = within(sizes).getByRole('button', { name: 'L, sold out' });
    expect(large).toBeDisabled();
    expect(large).toHaveClass('line-through');
    // before a size: the lowest price, 'from'
    expect(screen.getByText('from')).toBeInTheDocument();
    expect(screen.getByText('₹499')).toBeInTheDocument();

    await user.click(within(sizes).getByRole('button', { name: 'M' }));
    expect(screen.getByRole('group', { name: 'Size: M' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('from')).not.toBeInTheDocument();
    expect(screen.getByText('₹549')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cotton Crew T-shirt' })).toHaveAttribute(
      'src',
      '/media/products/tee-m.webp',
    );
    expect(history.location.search).toBe('?variant=v-m');
  });

  it("remembers it as a product to choose options of, for the home page's Recently Viewed", async () => {
    signInAs(testUser(), variantRoutes());
    renderPage();
    await screen.findByRole('group', { name: 'Size' });
    const [entry] = JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]');
    expect(entry).toMatchObject({ id: 'p1', sellingPrice: 499, hasVariants: true });
  });

  it('keeps Add to Cart and Buy Now disabled with a hint until a size is chosen, then sends the variant', async () => {
    const calls = signInAs(testUser(), variantRoutes());
    const { user } = renderPage();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Select Size to buy');
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'S' }));
    expect(screen.queryByText('Select Size to buy')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute(
      'href',
      '/product/buy/p1?variant=v-s',
    );
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/user/add-to-cart')?.body).toEqual({
        productId: 'p1',
        variantId: 'v-s',
        quantity: 1,
      }),
    );
  });

  it('opens a shared link on the size it names', async () => {
    signInAs(testUser(), variantRoutes());
    renderRoutes([{ path: '/product/:productId', element: <ProductDetailPage /> }], {
      initialPath: '/product/p1?variant=v-m',
    });
    expect(await screen.findByRole('group', { name: 'Size: M' })).toBeInTheDocument();
    expect(screen.getByText('₹549')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('lets a second press on the chosen size take it back', async () => {
    signInAs(testUser(), variantRoutes());
    const { user, history } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'S' }));
    expect(history.location.search).toBe('?variant=v-s');
    await user.click(screen.getByRole('button', { name: 'S' }));
    expect(screen.getByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(history.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });
});

describe('ProductDetailPage quantity picker (issue 21)', () => {
  it('offers up to the stock, at most 10, and adds and buys that many', async () => {
    const calls = signInAs(testUser(), {
      'GET /api/product/p1': { body: productReply(productDetail({ stock: 12 })) },
      'GET /api/product/get-related-product': { body: { product: [] } },
      'POST /api/user/add-to-cart': { body: { message: 'Product added to cart', cartCount: 6 } },
    });
    const { user } = renderPage();
    const quantity = await screen.findByRole('combobox', { name: 'Quantity' });
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await user.selectOptions(quantity, '3');
    expect(screen.getByRole('link', { name: 'Buy Now' })).toHaveAttribute(
      'href',
      '/product/buy/p1?quantity=3',
    );
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/user/add-to-cart')?.body).toEqual({
        productId: 'p1',
        quantity: 3,
      }),
    );
  });

  it("offers no more than a size's stock", async () => {
    signInAs(testUser(), {
      'GET /api/product/p1': { body: productReply(productWithVariants()) },
      'GET /api/product/get-related-product': { body: { product: [] } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'M' }));
    const quantity = screen.getByRole('combobox', { name: 'Quantity' });
    expect(within(quantity).getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(quantity, '2');
    // another size starts again at one
    await user.click(screen.getByRole('button', { name: 'S' }));
    expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveValue('1');
  });
});
