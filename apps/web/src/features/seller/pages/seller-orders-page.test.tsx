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
      orderStatus: 'order confirmed',
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

  it('shows what a packer needs: the buyer’s phone and cash on delivery with the amount to collect', async () => {
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Order ORD1' });
    expect(within(card).getByRole('link', { name: 'Phone 9876543210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    expect(card).toHaveTextContent('Cash on delivery');
    expect(card).toHaveTextContent('Collect ₹1,200');
  });

  it('asks for the carrier and tracking number before marking an order shipped', async () => {
    let current = order({ orderStatus: 'processing', nextStatus: 'shipped' });
    const calls = signInAs(testUser({ userType: 'seller' }), {
      'GET /api/seller/orders': () => ({ body: { orders: [current], total: 1, page: 1, totalPages: 1 } }),
      'POST /api/seller/order-status': () => {
        current = order({
          orderStatus: 'shipped',
          nextStatus: 'out for delivery',
          cancellable: false,
          carrier: 'Blue Dart',
          trackingNumber: 'BD123456789IN',
        });
        return {
          body: {
            message: 'Order status updated to shipped',
            order: { orderId: 'ord1', orderStatus: 'shipped' },
          },
        };
      },
    });
    const { user } = renderWithRouter(<SellerOrdersPage />, { initialPath: '/seller/orders' });
    await user.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order ORD1' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(
      await within(dialog).findByText('Carrier is required to mark an order shipped'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Tracking Number is required to mark an order shipped'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/seller/order-status')).toBe(false);

    await user.type(within(dialog).getByRole('combobox', { name: /Carrier/ }), 'Blue Dart');
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking Number/ }), 'bd123456789in');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/seller/order-status')?.body).toEqual({
        orderId: 'ord1',
        orderStatus: 'shipped',
        carrier: 'Blue Dart',
        trackingNumber: 'BD123456789IN',
      }),
    );
    const card = await screen.findByRole('article', { name: 'Order ORD1' });
    expect(await within(card).findByText('Blue Dart, tracking BD123456789IN')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('moves the selected orders together and lists the ones that could not move', async () => {
    const orders = [order(), order({ orderId: 'ord2' })];
    const calls = signInAs(testUser({ userType: 'seller' }), {
      'GET /api/seller/orders': () => ({ body: { orders, total: 2, page: 1, totalPages: 1 } }),
      'POST /api/seller/order-status': () => ({
        body: {
          message: '1 of 2 orders moved to order confirmed',
          moved: [{ orderId: 'ord1', orderStatus: 'order confirmed' }],
          notMoved: [{ orderId: 'ord2', message: 'This order has just changed; reload it and try again.' }],
        },
      }),
    });
    const { user } = renderWithRouter(<SellerOrdersPage />, { initialPath: '/seller/orders' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select order ORD1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order ORD2' }));
    await user.click(screen.getByRole('button', { name: 'Mark selected as order confirmed' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/seller/order-status')?.body).toEqual({
        orderIds: ['ord1', 'ord2'],
        orderStatus: 'order confirmed',
      }),
    );
    expect(showToast).toHaveBeenCalledWith('success', '1 order marked as order confirmed');
    expect(showPopup).toHaveBeenCalledWith({
      icon: 'warning',
      title: '1 order was not moved',
      text: 'ORD2: This order has just changed; reload it and try again.',
    });
  });

  it('cancels an order with the reason the seller gives', async () => {
    let current = order();
    const calls = signInAs(testUser({ userType: 'seller' }), {
      'GET /api/seller/orders': () => ({ body: { orders: [current], total: 1, page: 1, totalPages: 1 } }),
      'POST /api/seller/cancel-order': () => {
        current = order({
          orderStatus: 'cancelled',
          nextStatus: null,
          cancellable: false,
          cashToCollect: 0,
          cancelledBy: 'seller',
          cancelReason: 'Out of stock',
        });
        return {
          body: {
            message: 'Order cancelled; the buyer has been e-mailed',
            order: { orderId: 'ord1', orderStatus: 'cancelled' },
          },
        };
      },
    });
    const { user } = renderWithRouter(<SellerOrdersPage />, { initialPath: '/seller/orders' });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order ORD1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/seller/cancel-order')?.body).toEqual({
        orderId: 'ord1',
        reason: 'Out of stock',
      }),
    );
    expect(await screen.findByText('Cancelled by you: Out of stock')).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith('success', 'Order cancelled');
  });
});

describe('SellerOrdersPage returns (issue 21)', () => {
  const waiting = {
    id: 'r1',
    status: 'requested' as const,
    reason: 'Size or fit is not right: too tight',
    lines: [{ productId: 'p1', productName: 'Trail Runner 2', quantity: 1 }],
    requestedAt: '2026-11-24T10:00:00.000Z',
  };

  function renderReturn(decisionReply: (body: unknown) => MockReply) {
    let current = order({
      orderStatus: 'delivered',
      nextStatus: null,
      cancellable: false,
      returns: [waiting],
    });
    const calls = signInAs(testUser({ userType: 'seller' }), {
      'GET /api/seller/orders': () => ({ body: { orders: [current], total: 1, page: 1, totalPages: 1 } }),
      'POST /api/seller/return-decision': (body) => {
        const reply = decisionReply(body);
        if ((reply.status ?? 200) === 200)
          current = {
            ...current,
            returns: [(reply.body as { returnRequest: typeof waiting }).returnRequest],
          };
        return reply;
      },
    });
    return { ...renderWithRouter(<SellerOrdersPage />, { initialPath: '/seller/orders' }), calls };
  }

  it('shows the buyer’s return and approves it, showing the refund due', async () => {
    const { user, calls } = renderReturn(() => ({
      body: {
        message: 'Return approved',
        returnRequest: {
          ...waiting,
          status: 'approved',
          decidedAt: '2026-11-25T10:00:00.000Z',
          refundAmount: 1200,
          refundStatus: 'due',
        },
      },
    }));
    const panel = await screen.findByRole('region', { name: 'Return request' });
    expect(panel).toHaveTextContent('Waiting for the seller');
    expect(panel).toHaveTextContent('1 × Trail Runner 2');
    expect(panel).toHaveTextContent('Size or fit is not right: too tight');
    await user.click(within(panel).getByRole('button', { name: 'Approve return' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', 'Return approved'));
    expect(calls.find((call) => call.path === '/api/seller/return-decision')?.body).toEqual({
      orderId: 'ord1',
      approve: true,
      note: '',
    });
    const decided = await screen.findByRole('region', { name: 'Return request' });
    await waitFor(() => expect(decided).toHaveTextContent('Refund of ₹1,200 due to your bank account'));
    expect(within(decided).queryByRole('button', { name: 'Approve return' })).not.toBeInTheDocument();
  });

  it('says why a rejection without a note is refused', async () => {
    const { user } = renderReturn(() => ({
      status: 400,
      body: { message: 'Please tell the buyer why the return is rejected.', field: 'note' },
    }));
    const panel = await screen.findByRole('region', { name: 'Return request' });
    await user.click(within(panel).getByRole('button', { name: 'Reject return' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Please tell the buyer why the return is rejected.',
    );
  });

  it('opens the GST invoice of a shipped order in a new tab, and offers none before shipping', async () => {
    const shipped = order({ orderStatus: 'shipped', nextStatus: 'out for delivery', cancellable: false });
    const calls = signInAs(testUser({ userType: 'seller' }), {
      'GET /api/seller/orders': () => ({
        body: { orders: [shipped, order({ orderId: 'ord2' })], total: 2, page: 1, totalPages: 1 },
      }),
      'GET /api/order/ord1/invoice': () => ({ body: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) }),
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderWithRouter(<SellerOrdersPage />, { initialPath: '/seller/orders' });
    const card = await screen.findByRole('article', { name: 'Order ORD1' });
    expect(
      within(screen.getByRole('article', { name: 'Order ORD2' })).queryByRole('button', { name: 'Invoice' }),
    ).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Invoice' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:invoice'));
    expect(calls.some((call) => call.path === '/api/order/ord1/invoice')).toBe(true);
  });
});
