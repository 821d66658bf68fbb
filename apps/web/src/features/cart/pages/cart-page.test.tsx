import { screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import { afterEach, describe, expect, it } from 'vitest';
import { CartPage } from './cart-page';
import { cartLine, cartReply } from '../../../test/cart-fixtures';
import { mockApi, signInAs, testUser, type MockRoute } from '../../../test/mock-api';
import { productDetail, productReply, productWithVariants } from '../../../test/catalog-fixtures';
import { addToVisitorCart, getVisitorCart } from '../../../lib/visitor-cart';
import { renderWithRouter } from '../../../test/render';

afterEach(() => {
  Swal.close();
});

const headphones = cartLine({ quantity: 2 });
const kettle = cartLine({
  id: 'p2',
  name: 'Steel Kettle',
  sellerId: 's2',
  price: 300,
  mrpPrice: 300,
  sellingPrice: 300,
  quantity: 1,
});

function renderCart(getCart: MockRoute, routes: Record<string, MockRoute> = {}) {
  const calls = signInAs(testUser({ cartCount: 2 }), {
    'POST /api/user/get-cart-items': getCart,
    ...routes,
  });
  return { calls, ...renderWithRouter(<CartPage />, { initialPath: '/cart' }) };
}

describe('CartPage', () => {
  it('shows a loader while the cart loads', () => {
    renderCart(() => new Promise(() => {}));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows the 500 screen when the cart cannot be loaded', async () => {
    renderCart({ status: 500, body: { message: 'Something went wrong. Please try again later.' } });
    expect(await screen.findByRole('heading', { name: '500 - Internal Server Error' })).toBeInTheDocument();
  });

  it("says 'Ohh... Your cart is empty!' with Shop Now to / when there are no lines", async () => {
    renderCart({ body: cartReply([]) });
    expect(await screen.findByRole('heading', { name: 'Ohh... Your cart is empty!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/');
  });

  it('lists the lines with price, quantity and total, and sums them with shipping in the Order Summary', async () => {
    renderCart({ body: cartReply([headphones, kettle]) });
    expect(await screen.findByRole('heading', { name: /Shopping Cart/ })).toHaveTextContent('2 items');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Product Details', 'Price', 'Quantity', 'Total']);

    const row = screen.getByRole('link', { name: 'Aurora Wireless Headphones' }).closest('tr') as HTMLElement;
    expect(within(row).getByLabelText('Quantity of Aurora Wireless Headphones')).toHaveTextContent('2');
    expect(within(row).getByText('₹1,000')).toBeInTheDocument();

    // 2 × ₹600 + ₹300 at MRP, ₹200 off, ₹1,300 of goods: from ₹1,000 shipping is free (docs/product.md §9).
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Total Amount').nextSibling).toHaveTextContent('₹1,500');
    expect(within(summary).getByText('Discount').nextSibling).toHaveTextContent('-₹200');
    expect(within(summary).getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('₹1,300');
    expect(within(summary).getByRole('link', { name: 'Check Out' })).toHaveAttribute('href', '/checkout');
  });

  it('charges 10% shipping under ₹1,000', async () => {
    renderCart({ body: cartReply([kettle]) });
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Shipping').nextSibling).toHaveTextContent('₹30');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('₹330');
  });

  it('sends plus, minus and remove as new quantities, then reloads the cart and the header count', async () => {
    let lines = [headphones, kettle];
    const { calls, user } = renderCart(() => ({ body: cartReply(lines) }), {
      'POST /api/user/update-cart': (body) => {
        const { productId, quantity } = body as { productId: string; quantity: number };
        lines = lines
          .map((line) => (line.id === productId ? { ...line, quantity } : line))
          .filter((line) => line.quantity > 0);
        return { body: { message: 'Cart updated', cartCount: lines.length } };
      },
    });

    await user.click(
      await screen.findByRole('button', { name: 'Increase quantity of Aurora Wireless Headphones' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity of Aurora Wireless Headphones')).toHaveTextContent('3'),
    );
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Aurora Wireless Headphones' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Quantity of Aurora Wireless Headphones')).toHaveTextContent('2'),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Steel Kettle' }));
    await waitFor(() => expect(screen.queryByText('Steel Kettle')).not.toBeInTheDocument());

    const updates = calls.filter((call) => call.path === '/api/user/update-cart').map((call) => call.body);
    expect(updates).toEqual([
      { productId: 'p1', quantity: 3 },
      { productId: 'p1', quantity: 2 },
      { productId: 'p2', quantity: 0 },
    ]);
    // Each update is followed by a reload of the cart and of the profile (the header's badge).
    expect(calls.filter((call) => call.path === '/api/user/get-cart-items').length).toBeGreaterThanOrEqual(4);
    expect(calls.filter((call) => call.path === '/api/user/profile').length).toBeGreaterThanOrEqual(4);
  });

  it('stops minus at 1 and plus at the stock, so neither can be pressed into a refusal', async () => {
    renderCart({ body: cartReply([cartLine({ quantity: 1, stock: 1 })]) });
    expect(
      await screen.findByRole('button', { name: 'Decrease quantity of Aurora Wireless Headphones' }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Aurora Wireless Headphones' }),
    ).toBeDisabled();
    expect(screen.getByText('Only 1 in stock')).toBeInTheDocument();
  });

  it("marks a line whose product sold out since it was added 'Out of Stock'", async () => {
    renderCart({ body: cartReply([cartLine({ quantity: 2, stock: 0 })]) });
    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Aurora Wireless Headphones' }),
    ).toBeDisabled();
  });

  it("says 'Something went wrong!' / 'Cant update cart' when an update fails, and keeps the line", async () => {
    const { user } = renderCart(
      { body: cartReply([headphones]) },
      { 'POST /api/user/update-cart': { status: 409, body: { message: 'Not enough stock for Aurora' } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Remove Aurora Wireless Headphones' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(screen.getByText('Cant update cart')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity of Aurora Wireless Headphones')).toHaveTextContent('2');
  });

  it('shows two sizes of one product as two lines, each named by its size, and updates the one changed (issue 20)', async () => {
    const small = cartLine({
      name: 'Cotton Crew T-shirt',
      variantId: 'v-s',
      sku: 'TEE-S',
      options: { size: 'S' },
    });
    const medium = cartLine({
      name: 'Cotton Crew T-shirt',
      variantId: 'v-m',
      sku: 'TEE-M',
      options: { size: 'M' },
    });
    const { calls, user } = renderCart(
      { body: cartReply([small, medium]) },
      {
        'POST /api/user/update-cart': { body: { message: 'Cart updated', cartCount: 2 } },
      },
    );
    expect(await screen.findByText('Size: S')).toBeInTheDocument();
    expect(screen.getByText('Size: M')).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Cotton Crew T-shirt' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/product/p1?variant=v-s', '/product/p1?variant=v-m']);
    await user.click(
      screen.getByRole('button', { name: 'Increase quantity of Cotton Crew T-shirt (Size: M)' }),
    );
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/user/update-cart')?.body).toEqual({
        productId: 'p1',
        variantId: 'v-m',
        quantity: 2,
      }),
    );
  });
});

describe('CartPage for a visitor (issue 21: the cart kept in the browser)', () => {
  function renderVisitorCart() {
    addToVisitorCart({ productId: 'p1', quantity: 2 });
    addToVisitorCart({ productId: 'p1', variantId: 'v-m', quantity: 1 });
    addToVisitorCart({ productId: 'gone', quantity: 1 });
    // more than the one left: the stock fell since the visitor's add
    addToVisitorCart({ productId: 'p2', quantity: 3 });
    const calls = mockApi({
      'GET /api/product/p1': {
        body: productReply(
          productWithVariants({ name: 'Cotton Crew T-shirt', variants: productWithVariants().variants }),
        ),
      },
      'GET /api/product/p2': {
        body: productReply(
          productDetail({ id: 'p2', name: 'Steel Kettle', sellingPrice: 300, mrpPrice: 400, stock: 1 }),
        ),
      },
    });
    return { calls, ...renderWithRouter(<CartPage />, { initialPath: '/cart' }) };
  }

  it("shows the lines with today's prices and stock from the catalogue, leaving out what is no longer for sale", async () => {
    const { calls } = renderVisitorCart();
    expect(await screen.findByRole('heading', { level: 1, name: /Shopping Cart/ })).toHaveTextContent(
      '(2 items)',
    );
    expect(screen.getByRole('link', { name: 'Steel Kettle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cotton Crew T-shirt' })).toBeInTheDocument();
    expect(screen.getByText('Size: M')).toBeInTheDocument();
    // the variant's price (₹549) and the kettle's today's price (₹300), never a price stored in the browser
    expect(screen.getAllByText('₹549').length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹300').length).toBeGreaterThan(0);
    expect(screen.getByText('Only 1 in stock')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Quantity of Steel Kettle' })).toHaveTextContent('1');
    expect(calls.some((call) => call.path.startsWith('/api/user/'))).toBe(false);
  });

  it('changes a quantity and removes a line in the browser, and checking out asks to sign in first', async () => {
    const { user } = renderVisitorCart();
    await user.click(
      await screen.findByRole('button', { name: 'Increase quantity of Cotton Crew T-shirt (Size: M)' }),
    );
    expect(
      await screen.findByRole('status', { name: 'Quantity of Cotton Crew T-shirt (Size: M)' }),
    ).toHaveTextContent('2');
    expect(getVisitorCart()).toContainEqual({ productId: 'p1', variantId: 'v-m', quantity: 2 });

    await user.click(screen.getByRole('button', { name: 'Remove Steel Kettle' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Steel Kettle' })).not.toBeInTheDocument());
    expect(getVisitorCart().some((line) => line.productId === 'p2')).toBe(false);

    expect(screen.getByRole('link', { name: 'Login to Check Out' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout',
    );
  });
});
