import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WishListTab } from './wish-list-tab';
import { useAuth } from '../../../lib/auth/session';
import { productCard } from '../../../test/catalog-fixtures';
import { signInAs, testUser, type MockRoute } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';

/** What the header's cart badge reads. */
function CartBadge() {
  const { user } = useAuth();
  return <output aria-label="Cart count">{user?.cartCount ?? ''}</output>;
}

function renderTab(routes: Record<string, MockRoute>) {
  const calls = signInAs(testUser({ cartCount: 3 }), routes);
  const view = renderWithRouter(
    <>
      <CartBadge />
      <WishListTab />
    </>,
  );
  return { ...view, calls };
}

const kite = productCard({ id: 'k1', name: 'Paper Kite', sellingPrice: 200, mrpPrice: 250, price: 200 });
const drum = productCard({ id: 'd1', name: 'Clay Drum', stock: 0 });
const tee = productCard({
  id: 't1',
  name: 'Cotton Tee',
  sellingPrice: 499,
  mrpPrice: 599,
  price: 499,
  stock: 3,
  hasVariants: true,
});

describe('WishListTab', () => {
  it('says the wish list is empty on a 204', async () => {
    renderTab({ 'POST /api/user/get-wishlist': { status: 204 } });
    expect(await screen.findByRole('heading', { name: 'Your Wish List' })).toBeInTheDocument();
    expect(screen.getByText('Products you save with the heart will be listed here.')).toBeInTheDocument();
  });

  it('lists the saved products with their prices and links', async () => {
    renderTab({ 'POST /api/user/get-wishlist': { body: { wishListProducts: [kite, drum] } } });
    const list = await screen.findByRole('list', { name: 'Saved products' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Paper Kite' })).toHaveAttribute('href', '/product/k1');
    expect(within(items[0] as HTMLElement).getByText('₹200')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('removes a product through the toggle and shows the list without it', async () => {
    let saved = [kite, drum];
    const { user, calls } = renderTab({
      'POST /api/user/get-wishlist': () => ({ body: { wishListProducts: saved } }),
      'POST /api/user/add-to-wishlist': () => {
        saved = saved.filter((product) => product.id !== 'k1');
        return { status: 200, body: { message: 'Item removed from Shopping List', isRemoved: true } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Paper Kite from your wishlist' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Paper Kite' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Clay Drum' })).toBeInTheDocument();
    expect(
      calls.filter((call) => call.path === '/api/user/add-to-wishlist').map((call) => call.body),
    ).toEqual([{ productId: 'k1' }]);
  });

  it('adds a saved product to the cart and the header count follows', async () => {
    let cartCount = 3;
    const { user, calls } = renderTab({
      'POST /api/user/profile': () => ({ body: { userDetail: testUser({ cartCount }) } }),
      'POST /api/user/get-wishlist': { body: { wishListProducts: [kite] } },
      'POST /api/user/add-to-cart': () => {
        cartCount = 4;
        return { body: { message: 'Product Added!', cartCount } };
      },
    });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Cart count' })).toHaveTextContent('3'));
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Cart count' })).toHaveTextContent('4'));
    expect(calls.find((call) => call.path === '/api/user/add-to-cart')?.body).toEqual({
      productId: 'k1',
      quantity: 1,
    });
  });

  it("shows the server's message when the cart refuses the product", async () => {
    const { user } = renderTab({
      'POST /api/user/get-wishlist': { body: { wishListProducts: [kite] } },
      'POST /api/user/add-to-cart': { status: 409, body: { message: 'Only 2 of Paper Kite left in stock' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Only 2 of Paper Kite left in stock')).toBeInTheDocument();
  });

  it("sends a product with variants to its page to choose a size: 'from ₹…', no add-to-cart (issue 20)", async () => {
    const { user, calls } = renderTab({
      'POST /api/user/get-wishlist': { body: { wishListProducts: [tee, kite] } },
    });
    const list = await screen.findByRole('list', { name: 'Saved products' });
    const items = within(list).getAllByRole('listitem');
    const teeItem = items[0] as HTMLElement;
    const kiteItem = items[1] as HTMLElement;
    expect(within(teeItem).getByText('from')).toBeInTheDocument();
    expect(within(teeItem).getByText('₹499')).toBeInTheDocument();
    expect(within(teeItem).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    const choose = within(teeItem).getByRole('link', { name: 'Choose options' });
    expect(choose).toHaveAttribute('href', '/product/t1');
    expect(choose).toHaveAccessibleDescription('Cotton Tee');
    expect(within(kiteItem).queryByText('from')).not.toBeInTheDocument();
    expect(within(kiteItem).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await user.click(choose);
    expect(calls.some((call) => call.path === '/api/user/add-to-cart')).toBe(false);
  });
});
