// issue 21, part 3 at checkout: a saved address is picked from the book (the default at first), a new one may
// be filed in the book (with the order, never before it), and what was typed survives a reload — but never the card's number or CVV.
import { apiMessages, type Address } from '@bazaar/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutPage } from './checkout-page';
import { cartLine, cartReply } from '../../../test/cart-fixtures';
import { signInAs, testUser, type MockCall, type MockRoute } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

const home: Address = {
  id: 'a1',
  fullName: 'Asha Rao',
  phoneNumber: '+91 98765 43210',
  addressLine1: '42 MG Road',
  addressLine2: 'Flat 12B',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560001',
  country: 'India',
  isDefault: true,
};
const office: Address = {
  ...home,
  id: 'a2',
  fullName: 'Asha Rao (office)',
  addressLine1: '7 Residency Road',
  addressLine2: '',
  isDefault: false,
};
const placed = { status: 201, body: { message: 'Order placed successfully', orderIds: ['o1'] } };

function renderCheckout(routes: Record<string, MockRoute>) {
  const calls = signInAs(testUser(), {
    'POST /api/user/get-cart-items': { body: cartReply([cartLine({ quantity: 1 })]) },
    ...routes,
  });
  const rendered = renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/order-success', element: <p>success page</p> },
    ],
    { initialPath: '/checkout' },
  );
  return { calls, ...rendered };
}

const sent = (calls: MockCall[], path: string) => calls.filter((call) => call.path === path);

describe('Checkout with the address book', () => {
  it('starts on the default address, switches to another saved one, and orders to it as saved', async () => {
    const { calls, user } = renderCheckout({
      'GET /api/user/addresses': { body: { addresses: [home, office] } },
      'POST /api/order/submit-order': placed,
    });
    const homeChoice = await screen.findByRole('radio', { name: 'Deliver to Asha Rao, 42 MG Road' });
    await waitFor(() => expect(homeChoice).toBeChecked());
    expect(screen.getByLabelText(/Address Line 2/)).toHaveValue('Flat 12B');

    await user.click(screen.getByRole('radio', { name: 'Deliver to Asha Rao (office), 7 Residency Road' }));
    expect(screen.getByLabelText(/Address Line 1/)).toHaveValue('7 Residency Road');
    expect(
      screen.queryByRole('checkbox', { name: 'Save this address to my address book' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(sent(calls, '/api/order/submit-order')[0]?.body).toMatchObject({
      shippingAddress: {
        fullName: 'Asha Rao (office)',
        phoneNumber: '+91 98765 43210',
        addressLine1: '7 Residency Road',
        city: 'Bengaluru',
      },
    });
    expect(sent(calls, '/api/user/addresses').filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('files a new address in the book with the order, never before it (issue 21)', async () => {
    const { calls, user } = renderCheckout({
      'GET /api/user/addresses': { body: { addresses: [home] } },
      'POST /api/order/submit-order': placed,
    });
    await user.click(await screen.findByRole('radio', { name: 'A new address' }));
    expect(screen.getByLabelText(/Address Line 1/)).toHaveValue('');
    // still for the account's holder, unless another recipient is typed
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('9876543210');
    await user.type(screen.getByLabelText(/Address Line 1/), '9 Lotus Lane');
    await user.type(screen.getByLabelText(/City/), 'Pune');
    await user.type(screen.getByLabelText(/State/), 'Maharashtra');
    await user.type(screen.getByLabelText(/Country/), 'India');
    await user.type(screen.getByLabelText(/Pin Code/), '411001');
    await user.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    // the API files it in the order's own transaction: a refused order files nothing
    expect(sent(calls, '/api/user/addresses').filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(sent(calls, '/api/order/submit-order')[0]?.body).toMatchObject({
      saveToAddressBook: true,
      shippingAddress: {
        fullName: 'Asha Rao',
        phoneNumber: '9876543210',
        addressLine1: '9 Lotus Lane',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        pinCode: '411001',
        isDefaultShippingAddress: false,
      },
    });
  });

  it('shows the API\'s "phone required" at the phone field when an address without one is to be saved, then places it with one', async () => {
    const calls = signInAs(testUser({ phoneNumber: '' }), {
      'POST /api/user/get-cart-items': { body: cartReply([cartLine({ quantity: 1 })]) },
      'GET /api/user/addresses': { body: { addresses: [] } },
      'POST /api/order/submit-order': (body) => {
        const { shippingAddress } = body as { shippingAddress: { phoneNumber?: string } };
        return shippingAddress.phoneNumber
          ? placed
          : {
              status: 400,
              body: { message: apiMessages.phoneToSaveAddress, field: 'shippingAddress.phoneNumber' },
            };
      },
    });
    const { user } = renderRoutes(
      [
        { path: '/checkout', element: <CheckoutPage /> },
        { path: '/order-success', element: <p>success page</p> },
      ],
      { initialPath: '/checkout' },
    );
    const phone = await screen.findByLabelText(/Phone Number/);
    expect(phone).toHaveValue('');
    await user.type(screen.getByLabelText(/Address Line 1/), '9 Lotus Lane');
    await user.type(screen.getByLabelText(/City/), 'Pune');
    await user.type(screen.getByLabelText(/State/), 'Maharashtra');
    await user.type(screen.getByLabelText(/Country/), 'India');
    await user.type(screen.getByLabelText(/Pin Code/), '411001');
    await user.click(screen.getByRole('checkbox', { name: 'Save this address to my address book' }));
    await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(phone).toHaveAccessibleDescription(apiMessages.phoneToSaveAddress));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(phone, '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    const orders = sent(calls, '/api/order/submit-order');
    expect(orders).toHaveLength(2);
    expect(orders[1]?.body).toMatchObject({
      saveToAddressBook: true,
      shippingAddress: { phoneNumber: '98765 43210', addressLine1: '9 Lotus Lane' },
    });
  });

  it('keeps what was typed through a reload of the page, but not the card number or CVV', async () => {
    const first = renderCheckout({});
    await first.user.type(await screen.findByLabelText(/Address Line 1/), '12 MG Road');
    await first.user.type(screen.getByLabelText(/City/), 'Pune');
    await first.user.click(screen.getByRole('radio', { name: 'Debit / Credit Card' }));
    await first.user.type(screen.getByLabelText(/Card Number/), '4111111111111111');
    await first.user.type(screen.getByLabelText(/Cardholder Name/), 'Asha Rao');
    await first.user.type(screen.getByLabelText(/CVV/), '123');
    first.unmount();
    expect(sessionStorage.getItem('checkoutDraft')).not.toMatch(/4111111111111111|"123"/);

    renderCheckout({});
    expect(await screen.findByLabelText(/Address Line 1/)).toHaveValue('12 MG Road');
    expect(screen.getByLabelText(/City/)).toHaveValue('Pune');
    expect(screen.getByRole('radio', { name: 'Debit / Credit Card' })).toBeChecked();
    expect(screen.getByLabelText(/Cardholder Name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/Card Number/)).toHaveValue('');
    // issue 21: the expiry months in calendar order
    const months = Array.from((screen.getByLabelText(/Expiry Month/) as HTMLSelectElement).options)
      .map((option) => option.text)
      .filter((text) => text !== 'Month');
    expect(months.slice(0, 3)).toEqual(['January', 'February', 'March']);
    expect(months.at(-1)).toBe('December');
    expect(screen.getByLabelText(/CVV/)).toHaveValue('');
  });
});
