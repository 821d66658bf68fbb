import type { OrderDetail } from '@bazaar/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderDetailPage } from '../pages/order-detail-page';
import { signInAs, testUser } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

const delivered: OrderDetail = {
  orderId: 'ab12cd',
  orderDate: '2026-11-20T08:00:00.000Z',
  orderStatus: 'delivered',
  statusHistory: [],
  orderItems: [
    { productId: 'p1', productName: 'Paper Kite', productImage: '/media/p1.webp', price: 200, quantity: 3 },
    { productId: 'p2', productName: 'Brass Lamp', productImage: '/media/p2.webp', price: 600, quantity: 1 },
  ],
  customerDetail: { customerName: 'Asha Rao', customerEmail: 'asha@example.com', customerPhoneNumber: '' },
  shippingAddress: {
    addressLine1: '12 MG Road',
    addressLine2: '',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    pinCode: '560001',
  },
  paymentMethod: 'cod',
  paymentStatus: 'paid',
  totalMrpPrice: 1300,
  totalDiscount: 100,
  shippingCharge: 0,
  grandTotal: 1200,
  returnableUntil: '2026-11-30T10:00:00.000Z',
};

const showOrder = (order: OrderDetail, routes: Parameters<typeof signInAs>[1] = {}) => {
  const calls = signInAs(testUser(), {
    'POST /api/order/get-order-details-by-id': { body: { filteredOrderDetails: order } },
    ...routes,
  });
  const view = renderRoutes([{ path: '/order/:orderId', element: <OrderDetailPage /> }], {
    initialPath: '/order/ab12cd',
  });
  return { ...view, calls };
};

describe('returns on the order page', () => {
  it('asks for a return of some units with a reason from the list and the shopper’s words', async () => {
    const { user, calls } = showOrder(delivered, {
      'POST /api/order/return-request': {
        status: 201,
        body: {
          message: 'Return requested',
          returnRequest: {
            id: 'r1',
            status: 'requested',
            reason: 'Damaged or defective: torn',
            lines: [{ productId: 'p1', productName: 'Paper Kite', quantity: 1 }],
            requestedAt: '2026-11-26T10:00:00.000Z',
          },
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Return' });
    expect(within(section).getByText(/You can ask for a return until/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Return items' }));
    const form = within(section).getByRole('form', { name: 'Return items' });
    await user.click(within(form).getByRole('button', { name: 'Ask for return' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please tell us why you are returning it.');
    expect(calls.some((call) => call.path === '/api/order/return-request')).toBe(false);

    await user.selectOptions(within(form).getByLabelText(/^Reason/), 'Damaged or defective');
    await user.type(within(form).getByLabelText('Tell us more'), 'torn');
    const kites = within(form).getByLabelText('How many Paper Kite to return');
    expect(kites).toHaveValue(3);
    await user.clear(kites);
    await user.type(kites, '1');
    await user.clear(within(form).getByLabelText('How many Brass Lamp to return'));
    await user.type(within(form).getByLabelText('How many Brass Lamp to return'), '0');
    await user.click(within(form).getByRole('button', { name: 'Ask for return' }));
    const sent = calls.find((call) => call.path === '/api/order/return-request');
    expect(sent?.body).toEqual({
      orderId: 'ab12cd',
      reason: 'Damaged or defective: torn',
      lines: [{ productId: 'p1', quantity: 1 }],
    });
  });

  it('shows a decided return with the seller’s note and the refund due to the bank', async () => {
    showOrder({
      ...delivered,
      returns: [
        {
          id: 'r1',
          status: 'approved',
          reason: 'No longer needed',
          note: 'Picked up on Monday',
          lines: [{ productId: 'p2', productName: 'Brass Lamp', quantity: 1 }],
          requestedAt: '2026-11-22T10:00:00.000Z',
          decidedAt: '2026-11-23T10:00:00.000Z',
          refundAmount: 600,
          refundStatus: 'due',
        },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Return' });
    expect(within(section).getByText('Approved')).toBeInTheDocument();
    expect(within(section).getByText('1 × Brass Lamp')).toBeInTheDocument();
    expect(within(section).getByText("Seller's note: Picked up on Monday")).toBeInTheDocument();
    expect(within(section).getByText('Refund of ₹600 due to your bank account')).toBeInTheDocument();
  });

  it('offers nothing once the 7 days are over and no return was asked', async () => {
    showOrder({ ...delivered, returnableUntil: undefined });
    await screen.findByRole('heading', { level: 1, name: 'Order Details' });
    expect(screen.queryByRole('region', { name: 'Return' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  });
});
