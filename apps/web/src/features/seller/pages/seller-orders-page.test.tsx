import type { SellerOrder } from '@bazaar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmPopup, showPopup, showToast } from '../../../components/popup';
import { signInAs, testUser, type MockReply } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { SellerOrdersPage } from './seller-orders-page';

vi.mock('../../../components/popup', () => import('../../../test/mock-popup'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function order(overrides: Partial<SellerOrder> = {}): SellerOrder {
  return {
    orderId: 'ord1',
    orderDate: '2026-11-20T10:00:00.000Z',
    orderStatus: 'order placed',
    customer: { name: 'Ravi Kumar', email: 'ravi@example.com', phoneNumber: '9876543210' },
    totalAmount: 1200,
    grandTotal: 1200,
    paymentMethod: 'cod',
    cashToCollect: 1200,
    nextStatus: 'order confirmed',
    cancellable: true,
    shippingAddress: {
      addressLine1: '1 Park Street',
      addressLine2: '',
      country: 'india',
      state: 'west bengal',
      city: 'kolkata',
      pinCode: '700016',
    },
    items: [{ productId: 'p1', productName: 'Trail Runner 2', productImage: '', price: 1200, quantity: 1 }],
    ...overrides,
  };
}

/** A seller with one order; the status call answers `statusReply` and moves the order when it is 200. */
function renderOrders(statusReply?: MockReply) {
  let current = order();
  const calls = signInAs(testUser({ userType: 'seller' }), {
    'GET /api/seller/orders': () => ({ body: { orders: [current], total: 1, page: 1, totalPages: 1 } }),
    'POST /api/seller/order-status': () => {
      if (statusReply) return statusReply;
      current = order({ orderStatus: 'order confirmed', nextStatus: 'processing' });
      return {
        body: {
          message: 'Order status updated to order confirmed',
          order: { orderId: 'ord1', orderStatus: 'order confirmed' },
        },
      };
    },
  });
  return { ...renderWithRouter(<SellerOrdersPage />, { initialPath: '/seller/orders' }), calls };
}

describe('SellerOrdersPage', () => {
  it('lists the orders and moves one a step along after confirming', async () => {
    const { user, calls } = renderOrders();
    const card = await screen.findByRole('article', { name: 'Order ORD1' });
    expect(card).toHaveTextContent('Ravi Kumar');
    expect(card).toHaveTextContent('1 × Trail Runner 2');
    expect(card).toHaveTextContent('₹1,200');
    expect(within(card).getByText('Order Placed')).toBeInTheDocument();
    // where to ship it, before marking it shipped
    const shipTo = within(card).getByText('Ship to').nextElementSibling as HTMLElement;
    expect(shipTo).toHaveTextContent('1 Park Street');
    expect(shipTo).toHaveTextContent('kolkata, west bengal 700016');
    expect(shipTo).toHaveTextContent('india');

    await user.click(within(card).getByRole('button', { name: 'Mark as order confirmed' }));
    expect(confirmPopup).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'Order ORD1 will be marked as order confirmed.' }),
    );
    await waitFor(() => expect(within(card).getByText('Order Confirmed')).toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Mark as processing' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/seller/order-status')?.body).toEqual({
      orderId: 'ord1',
      status: 'order confirmed',
    });
    expect(showToast).toHaveBeenCalledWith('success', 'Order marked as order confirmed');
  });

  it('sends nothing when the seller cancels the confirmation', async () => {
    vi.mocked(confirmPopup).mockResolvedValueOnce(false);
    const { user, calls } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Mark as order confirmed' }));
    await waitFor(() => expect(confirmPopup).toHaveBeenCalled());
    expect(calls.some((call) => call.path === '/api/seller/order-status')).toBe(false);
  });

  it("shows the server's refusal in a popup", async () => {
    const { user } = renderOrders({
      status: 409,
      body: { message: 'This order has just changed; reload it and try again.' },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark as order confirmed' }));
    await waitFor(() =>
      expect(showPopup).toHaveBeenCalledWith({
        icon: 'error',
        title: 'Could not update the order',
        text: 'This order has just changed; reload it and try again.',
      }),
    );
  });

  it('filters by status from the first page', async () => {
    const { user, calls, history } = renderOrders();
    await screen.findByRole('article', { name: 'Order ORD1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'shipped');
    await waitFor(() => expect(history.location.search).toBe('?status=shipped'));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/seller/orders').length).toBeGreaterThan(1),
    );
  });
});
