import type { OrderSummary } from '@bazaar/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrdersPage } from './orders-page';
import { signInAs, testUser } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';

const item = (id: string, name: string, price = 499) => ({
  productId: id,
  productImage: `/media/${id}.webp`,
  productName: name,
  productDescription: `${name}, as its seller describes it`,
  price,
  quantity: 1,
});

function order(overrides: Partial<OrderSummary>): OrderSummary {
  return {
    orderId: 'ord1',
    id: 'ord1',
    orderDate: { day: 12, month: 3, year: 2026 },
    totalAmount: 549,
    orderStatus: 'order placed',
    isInvoiceUploaded: false,
    orderItems: [item('p1', 'Paper Kite')],
    ...overrides,
  };
}

const showOrders = (reply: { status?: number; body?: unknown }) => {
  signInAs(testUser(), { 'POST /api/order/get-all-order': reply });
  return renderWithRouter(<OrdersPage />, { initialPath: '/orders' });
};

describe('OrdersPage', () => {
  it('shows a loader, then the cards newest first by order date', async () => {
    showOrders({
      body: {
        ordersArr: [
          order({ orderId: 'older1', id: 'older1', orderDate: { day: 28, month: 2, year: 2026 } }),
          order({ orderId: 'newer1', id: 'newer1', orderDate: { day: 3, month: 11, year: 2026 } }),
        ],
      },
    });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Order Number NEWER1',
      'Order Number OLDER1',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Order History' })).toBeInTheDocument();
  });

  it('shows each card as docs/product.md §2 describes it', async () => {
    showOrders({
      body: {
        ordersArr: [
          order({
            orderId: 'ab12cd',
            id: 'ab12cd',
            totalAmount: 1234.5,
            orderStatus: 'delivered',
            DeliveryDate: '2026-03-15T10:00:00.000Z',
          }),
        ],
      },
    });
    const card = await screen.findByRole('article', { name: 'Order Number AB12CD' });
    expect(within(card).getByText('March 12, 2026')).toBeInTheDocument();
    expect(within(card).getByText('₹1,234.50')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Order AB12CD' })).toHaveAttribute(
      'href',
      '/order/ab12cd',
    );
    expect(within(card).getByRole('button', { name: 'View Invoice' })).toBeDisabled();
    expect(within(card).getByText('Paper Kite', { selector: 'p' })).toBeInTheDocument();
    expect(within(card).getByText('Paper Kite, as its seller describes it')).toBeInTheDocument();
    expect(within(card).getByText('Qty: 1')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Product Paper Kite' })).toHaveAttribute(
      'href',
      '/product/p1',
    );
    expect(within(card).getByRole('link', { name: 'Buy Again Paper Kite' })).toHaveAttribute(
      'href',
      '/product/buy/p1',
    );
    expect(within(card).getByText('Delivered')).toBeInTheDocument();
    expect(within(card).getByText('Delivered on March 15, 2026')).toBeInTheDocument();
  });

  it('shows two items, then the rest behind "{n} More products" / "Less products"', async () => {
    const { user } = showOrders({
      body: {
        ordersArr: [
          order({
            orderItems: [item('p1', 'Kite'), item('p2', 'Drum'), item('p3', 'Flute'), item('p4', 'Lamp')],
          }),
        ],
      },
    });
    const card = await screen.findByRole('article');
    expect(within(card).queryByText('Flute', { selector: 'p' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '2 More products' }));
    expect(within(card).getByText('Flute', { selector: 'p' })).toBeInTheDocument();
    expect(within(card).getByText('Lamp', { selector: 'p' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Less products' }));
    expect(within(card).queryByText('Lamp', { selector: 'p' })).not.toBeInTheDocument();
  });

  it("says 'No order Available' when there is none", async () => {
    showOrders({ body: { ordersArr: [] } });
    expect(await screen.findByRole('heading', { name: 'No order Available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the 500 view when the history cannot load', async () => {
    showOrders({ status: 500, body: { message: 'Internal Server Error' } });
    expect(
      await screen.findByRole('heading', { name: '500 - Internal Server Error' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order History' })).not.toBeInTheDocument();
  });
});
