import type { AnyOrderStatus, OrderDetail } from '@bazaar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderDetailPage } from './order-detail-page';
import { signInAs, testUser } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

function detail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    orderId: 'ab12cd',
    orderDate: '2026-03-12T08:00:00.000Z',
    orderStatus: 'order confirmed',
    statusHistory: [
      { status: 'order placed', at: '2026-03-12T08:00:00.000Z' },
      { status: 'order confirmed', at: '2026-03-13T20:00:00.000Z' },
    ],
    orderItems: [
      { productId: 'p1', productName: 'Paper Kite', productImage: '/media/p1.webp', price: 200, quantity: 3 },
    ],
    customerDetail: {
      customerName: 'Asha Rao',
      customerEmail: 'asha@example.com',
      customerPhoneNumber: '9876543210',
    },
    shippingAddress: {
      addressLine1: '12 mg road',
      addressLine2: '',
      country: 'india',
      state: 'karnataka',
      city: 'bengaluru',
      pinCode: '560001',
    },
    paymentMethod: 'debitcard',
    paymentStatus: 'paid',
    cardLast4: '1486',
    totalMrpPrice: 900,
    totalDiscount: 300,
    shippingCharge: 60,
    grandTotal: 660,
    ...overrides,
  };
}

const showOrder = (routes: Parameters<typeof signInAs>[1], initialPath = '/order/ab12cd') => {
  const calls = signInAs(testUser(), routes);
  const view = renderRoutes([{ path: '/order/:orderId', element: <OrderDetailPage /> }], { initialPath });
  return { ...view, calls };
};

describe('OrderDetailPage', () => {
  it('shows the tracker, items, customer, address, payment and totals', async () => {
    showOrder({ 'POST /api/order/get-order-details-by-id': { body: { filteredOrderDetails: detail() } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Details' })).toBeInTheDocument();
    expect(screen.getByText('AB12CD')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Order Confirmed');
    expect(screen.getByRole('link', { name: 'Paper Kite' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByText('Qty: 3 × ₹200')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('bengaluru, karnataka 560001')).toBeInTheDocument();
    expect(screen.getByText('Debit / Credit Card, card ending 1486')).toBeInTheDocument();
    const totals = screen.getByRole('heading', { name: 'Order Summary' }).closest('section') as HTMLElement;
    expect(within(totals).getByText('₹900')).toBeInTheDocument();
    expect(within(totals).getByText('−₹300')).toBeInTheDocument();
    expect(within(totals).getByText('₹60')).toBeInTheDocument();
    expect(within(totals).getByText('₹660')).toBeInTheDocument();
  });

  it('names the size and SKU of each line, two sizes of one product as two lines (issue 20)', async () => {
    const line = {
      productId: 'p7',
      productName: 'Cotton Crew T-shirt',
      productImage: '/media/p7.webp',
      price: 549,
    };
    showOrder({
      'POST /api/order/get-order-details-by-id': {
        body: {
          filteredOrderDetails: detail({
            orderItems: [
              { ...line, quantity: 1, variantId: 'v-s', sku: 'TEE-S', options: { size: 'S' } },
              {
                ...line,
                quantity: 2,
                variantId: 'v-m',
                sku: 'TEE-M',
                options: { size: 'M', colour: 'Blue' },
              },
            ],
          }),
        },
      },
    });
    const links = await screen.findAllByRole('link', { name: 'Cotton Crew T-shirt' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/product/p7?variant=v-s',
      '/product/p7?variant=v-m',
    ]);
    expect(screen.getByText('Size: S')).toHaveTextContent('Size: S · SKU: TEE-S');
    expect(screen.getByText('Size: M · Colour: Blue')).toHaveTextContent(
      'Size: M · Colour: Blue · SKU: TEE-M',
    );
  });

  it('cancels after the question is confirmed, then shows the order cancelled and refunded', async () => {
    let status: AnyOrderStatus = 'order confirmed';
    const { user, calls } = showOrder({
      'POST /api/order/get-order-details-by-id': () => ({
        body: {
          filteredOrderDetails: detail({
            orderStatus: status,
            paymentStatus: status === 'cancelled' ? 'refunded' : 'paid',
            ...(status === 'cancelled'
              ? { cancelReason: 'Found a better price elsewhere: ₹200 less nearby' }
              : {}),
          }),
        },
      }),
      'POST /api/order/cancel-order': () => {
        status = 'cancelled';
        return {
          body: { message: 'Order cancelled', order: { orderId: 'ab12cd', orderStatus: 'cancelled' } },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    // The question first: keeping the order sends nothing.
    await user.click(await screen.findByRole('button', { name: 'Keep order' }));
    expect(calls.some((call) => call.path === '/api/order/cancel-order')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
    // issue 21: a reason first; the shopper's words go with it
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Please choose a reason for cancelling.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/order/cancel-order')).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Found a better price elsewhere' }));
    await user.type(screen.getByLabelText('Anything to add? (optional)'), '₹200 less nearby');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('This order is cancelled')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/order/cancel-order')?.body).toEqual({
      orderId: 'ab12cd',
      reason: 'Found a better price elsewhere: ₹200 less nearby',
    });
    expect(screen.getByText('Reason: Found a better price elsewhere: ₹200 less nearby')).toBeInTheDocument();
    expect(screen.getByText('Refunded')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument(),
    );
  });

  it('opens the order from its number in capitals and dates each step reached, in India', async () => {
    const { calls } = showOrder(
      { 'POST /api/order/get-order-details-by-id': { body: { filteredOrderDetails: detail() } } },
      '/order/AB12CD',
    );
    await screen.findByRole('list', { name: 'Order progress' });
    expect(calls.find((call) => call.path === '/api/order/get-order-details-by-id')?.body).toEqual({
      orderId: 'ab12cd',
    });
    const progress = within(screen.getByRole('list', { name: 'Order progress' }));
    expect(progress.getAllByRole('listitem').map((step) => step.textContent?.replace(/^\d/, ''))).toEqual([
      'Order Placed, March 12, 2026, done',
      // 20:00 UTC is the next day in India
      'Order Confirmed, March 14, 2026, current status',
      'Processing, to come',
      'Shipped, to come',
      'Out for Delivery, to come',
      'Delivered, to come',
    ]);
  });

  it('offers no Cancel once the order has shipped, and shows its carrier and tracking number', async () => {
    showOrder({
      'POST /api/order/get-order-details-by-id': {
        body: {
          filteredOrderDetails: detail({
            orderStatus: 'shipped',
            carrier: 'Blue Dart',
            trackingNumber: 'BD123456789IN',
          }),
        },
      },
    });
    expect(await screen.findByRole('listitem', { current: 'step' })).toHaveTextContent('Shipped');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    // issue 20: the carrier and tracking number the seller gave
    expect(screen.getByText('Shipped with Blue Dart, tracking number BD123456789IN')).toBeInTheDocument();
  });

  it("says 'No Order Found' with the server's message for an unknown order", async () => {
    showOrder({
      'POST /api/order/get-order-details-by-id': { status: 404, body: { message: 'Order not found' } },
    });
    expect(await screen.findByRole('heading', { name: 'No Order Found' })).toBeInTheDocument();
    expect(screen.getByText('Order not found')).toBeInTheDocument();
  });
});
