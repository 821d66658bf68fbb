import { screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutPage } from './checkout-page';
import { cartLine, cartReply } from '../../../test/cart-fixtures';
import { productDetail, productWithVariants } from '../../../test/catalog-fixtures';
import { signInAs, testUser, type MockCall, type MockRoute } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

afterEach(() => {
  Swal.close();
});

const lines = [
  cartLine({ quantity: 2 }),
  cartLine({ id: 'p2', name: 'Steel Kettle', sellerId: 's2', mrpPrice: 300, sellingPrice: 300, price: 300 }),
];

const placed = { status: 201, body: { message: 'Order placed successfully', orderIds: ['o1', 'o2'] } };

function renderCheckout(
  routes: Record<string, MockRoute>,
  { initialPath = '/checkout', user = testUser() } = {},
) {
  const calls = signInAs(user, { 'POST /api/user/get-cart-items': { body: cartReply(lines) }, ...routes });
  const rendered = renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/product/buy/:productId', element: <CheckoutPage /> },
      { path: '/order-success', element: <p>success page</p> },
    ],
    { initialPath },
  );
  return { calls, ...rendered };
}

const orderCalls = (calls: MockCall[]) => calls.filter((call) => call.path === '/api/order/submit-order');

async function fillAddress(user: ReturnType<typeof renderCheckout>['user']) {
  await user.type(await screen.findByLabelText(/Address Line 1/), '12 MG Road');
  await user.type(screen.getByLabelText(/City/), 'Pune');
  await user.type(screen.getByLabelText(/State/), 'Maharashtra');
  await user.type(screen.getByLabelText(/Country/), 'India');
  await user.type(screen.getByLabelText(/Pin Code/), '411001');
}

async function payByCard(
  user: ReturnType<typeof renderCheckout>['user'],
  cardNumber = '4111111111111111',
  cvv = '123',
) {
  await user.click(await screen.findByRole('radio', { name: 'Debit / Credit Card' }));
  await user.type(screen.getByLabelText(/Card Number/), cardNumber);
  await user.type(screen.getByLabelText(/Cardholder Name/), 'Asha Rao');
  await user.selectOptions(screen.getByLabelText(/Expiry Month/), 'December');
  await user.selectOptions(screen.getByLabelText(/Expiry Year/), String(new Date().getFullYear() + 2));
  await user.type(screen.getByLabelText(/CVV/), cvv);
}

describe('CheckoutPage', () => {
  it("shows every required field's message and 'Please select a payment method.', and sends nothing", async () => {
    const { calls, user } = renderCheckout({});
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));

    for (const label of ['Address Line 1', 'Country', 'State', 'City', 'Pin Code']) {
      expect(await screen.findByText(`${label} is required.`)).toBeInTheDocument();
    }
    expect(screen.queryByText('Address Line 2 is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Please select a payment method.')).toBeInTheDocument();
    expect(orderCalls(calls)).toHaveLength(0);
  });

  it('asks for each card detail, then for the UPI id, with the spec messages', async () => {
    const { user } = renderCheckout({});
    await user.click(await screen.findByRole('radio', { name: 'Debit / Credit Card' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    for (const message of [
      'Card number is required.',
      'Cardholder name is required.',
      'Expiry month is required.',
      'Expiry year is required.',
      'CVV is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/CVV/)).toHaveAttribute('maxLength', '3');

    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('UPI ID is required.')).toBeInTheDocument();
    expect(screen.queryByText('Card number is required.')).not.toBeInTheDocument();
  });

  it('refuses a card number that fails the checksum and a UPI id without a bank', async () => {
    const { user } = renderCheckout({});
    await payByCard(user, '4111111111111112');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Card number is not valid.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    await user.type(screen.getByLabelText(/UPI ID/), 'asha');
    expect(await screen.findByText('UPI ID is not valid.')).toBeInTheDocument();
  });

  it('keeps every digit of a card number typed or pasted in groups, and names its brand', async () => {
    const { user } = renderCheckout({});
    await user.click(await screen.findByRole('radio', { name: 'Debit / Credit Card' }));
    const card = screen.getByLabelText(/Card Number/);
    await user.type(card, '4539 5787 6362 1486');
    expect(card).toHaveValue('4539 5787 6362 1486');
    expect(screen.getByText('Card: Visa')).toBeInTheDocument();
    await user.clear(card);
    await user.click(card);
    await user.paste('5555-5555-5555-4444');
    expect(card).toHaveValue('5555-5555-5555-4444');
    expect(screen.getByText('Card: Mastercard')).toBeInTheDocument();
    await user.clear(card);
    await user.type(card, '4539 5787 6362 1487 0069');
    expect(card).toHaveValue('4539 5787 6362 1487 006');
  });

  it('pays with a 15-digit American Express card and its 4-digit CVV', async () => {
    const { calls, user } = renderCheckout({ 'POST /api/order/submit-order': () => placed });
    await fillAddress(user);
    await payByCard(user, '3782 822463 10005', '1234');
    expect(screen.getByText('Card: American Express')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(orderCalls(calls)[0]?.body).toMatchObject({
      paymentData: { methodDetail: { cardNumber: '378282246310005', cvv: '1234' } },
    });
  });

  it('keeps the shipping values as typed, capitals included (issue 21), and caps the pin code at 6', async () => {
    const { user } = renderCheckout({});
    const city = await screen.findByLabelText(/City/);
    await user.type(city, 'PUNE City');
    expect(city).toHaveValue('PUNE City');
    expect(screen.getByLabelText(/Pin Code/)).toHaveAttribute('maxLength', '6');
  });

  it('places the cart once, however often Place Order is pressed, with an Idempotency-Key, and opens the success page', async () => {
    let answer: (reply: typeof placed) => void = () => {};
    const { calls, user, history } = renderCheckout({
      'POST /api/order/submit-order': () => new Promise((resolve) => (answer = resolve)),
    });
    await fillAddress(user);
    await payByCard(user);
    const button = screen.getByRole('button', { name: 'Place Order' });
    await user.click(button);
    await user.click(button);
    await user.dblClick(button);
    expect(await screen.findByRole('button', { name: 'Placing order...' })).toBeDisabled();
    expect(orderCalls(calls)).toHaveLength(1);

    const [call] = orderCalls(calls);
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{20,}$/);
    expect(call?.body).toMatchObject({
      cartProduct: [
        { id: 'p1', quantity: 2 },
        { id: 'p2', quantity: 1 },
      ],
      shippingAddress: {
        addressLine1: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        pinCode: '411001',
        isDefaultShippingAddress: false,
      },
      paymentData: {
        methodName: 'debitcard',
        methodDetail: { cardNumber: '4111111111111111', cardHolderName: 'Asha Rao', cvv: '123' },
      },
    });

    answer(placed);
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(history.location.state).toEqual({ orderIds: ['o1', 'o2'] });
  });

  it("shows the server's message in 'Oops!' and retries with the same key after a lost answer", async () => {
    let attempt = 0;
    const { calls, user } = renderCheckout({
      'POST /api/order/submit-order': () => {
        attempt += 1;
        if (attempt === 1) return { status: 404, body: { message: 'Product not found' } };
        if (attempt === 2) throw new TypeError('Failed to fetch');
        return placed;
      },
    });
    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('Product not found')).toBeInTheDocument();
    Swal.close();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please check your Internet Connection')).toBeInTheDocument();
    Swal.close();

    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    const keys = orderCalls(calls).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('fills the saved default address on request and asks to save a new default', async () => {
    const saved = {
      addressLine1: '7 Park Street',
      addressLine2: '',
      country: 'india',
      state: 'west bengal',
      city: 'kolkata',
      pinCode: '700016',
    };
    const { calls, user } = renderCheckout(
      { 'POST /api/order/submit-order': placed },
      { user: testUser({ shippingAddress: saved }) },
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Use default address' }));
    expect(screen.getByLabelText(/Address Line 1/)).toHaveValue('7 Park Street');
    expect(screen.getByLabelText(/Pin Code/)).toHaveValue('700016');
    await user.click(screen.getByRole('checkbox', { name: 'Save as default address' }));
    await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    expect(orderCalls(calls)[0]?.body).toMatchObject({
      source: 'cart',
      shippingAddress: { city: 'kolkata', state: 'west bengal', isDefaultShippingAddress: true },
      paymentData: { methodName: 'cod' },
    });
  });

  it('offers no default address when none is saved', async () => {
    renderCheckout({});
    await screen.findByLabelText(/Address Line 1/);
    expect(screen.queryByRole('checkbox', { name: 'Use default address' })).not.toBeInTheDocument();
  });

  it('Buy Now orders only that product, one unit, and shows its shipping in the summary', async () => {
    const { calls, user } = renderCheckout(
      {
        'GET /api/product/p9': {
          body: {
            product: productDetail({
              id: 'p9',
              name: 'Clay Mug',
              mrpPrice: 400,
              sellingPrice: 250,
              price: 250,
            }),
          },
        },
        'POST /api/order/submit-order': placed,
      },
      { initialPath: '/product/buy/p9' },
    );
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Clay Mug')).toBeInTheDocument();
    expect(within(summary).queryByText('Steel Kettle')).not.toBeInTheDocument();
    expect(within(summary).getByText('Shipping').nextSibling).toHaveTextContent('₹25');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('₹275');

    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    await user.type(screen.getByLabelText(/UPI ID/), 'asha@okbank');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    expect(orderCalls(calls)[0]?.body).toMatchObject({
      source: 'buyNow',
      cartProduct: [{ id: 'p9', quantity: 1 }],
      paymentData: { methodName: 'upi', methodDetail: { upiId: 'asha@okbank' } },
    });
    expect(calls.some((call) => call.path === '/api/user/update-cart')).toBe(false);
  });

  it('Buy Now on a sold-out product says so in words and links back to the product', async () => {
    renderCheckout(
      {
        'GET /api/product/p9': { body: { product: productDetail({ id: 'p9', name: 'Clay Mug', stock: 0 }) } },
      },
      { initialPath: '/product/buy/p9' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Out of Stock' })).toBeInTheDocument();
    expect(screen.getByText('Clay Mug is sold out for now, so it cannot be bought.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the product' })).toHaveAttribute('href', '/product/p9');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('Buy Now of a size buys that variant, the quantity chosen, at its price, and names the size (issue 20, 21)', async () => {
    const { calls, user } = renderCheckout(
      {
        'GET /api/product/p1': { body: { product: productWithVariants() } },
        'POST /api/order/submit-order': placed,
      },
      { initialPath: '/product/buy/p1?variant=v-m&quantity=2' },
    );
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Size: M')).toBeInTheDocument();
    expect(within(summary).getByText('Qty 2')).toBeInTheDocument();
    // 2 × ₹549 = ₹1,098: free shipping from ₹1,000
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('₹1,098');

    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    await user.type(screen.getByLabelText(/UPI ID/), 'asha@okbank');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    expect(orderCalls(calls)[0]?.body).toMatchObject({
      source: 'buyNow',
      cartProduct: [{ id: 'p1', variantId: 'v-m', quantity: 2 }],
    });
  });

  it('Buy Now of a product with sizes but no size chosen sends the shopper back to choose one', async () => {
    renderCheckout(
      { 'GET /api/product/p1': { body: { product: productWithVariants() } } },
      { initialPath: '/product/buy/p1' },
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Choose the size or colour on the product page first',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the product' })).toHaveAttribute('href', '/product/p1');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('sends each cart line with its variant: two sizes of one product are two lines (issue 20)', async () => {
    const sizes = [
      cartLine({
        id: 'p1',
        name: 'Cotton Crew T-shirt',
        variantId: 'v-s',
        sku: 'TEE-S',
        options: { size: 'S' },
      }),
      cartLine({
        id: 'p1',
        name: 'Cotton Crew T-shirt',
        variantId: 'v-m',
        sku: 'TEE-M',
        options: { size: 'M' },
      }),
    ];
    const { calls, user } = renderCheckout({
      'POST /api/user/get-cart-items': { body: cartReply(sizes) },
      'POST /api/order/submit-order': placed,
    });
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Size: S')).toBeInTheDocument();
    expect(within(summary).getByText('Size: M')).toBeInTheDocument();
    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: 'UPI' }));
    await user.type(screen.getByLabelText(/UPI ID/), 'asha@okbank');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    expect(orderCalls(calls)[0]?.body).toMatchObject({
      cartProduct: [
        { id: 'p1', variantId: 'v-s', quantity: 1 },
        { id: 'p1', variantId: 'v-m', quantity: 1 },
      ],
    });
  });

  it('sends each line with the price shown; a changed price or stock is shown, and confirming places it at the new total (issue 21)', async () => {
    const changes = [
      {
        productId: 'p1',
        variantId: null,
        name: 'Aurora Wireless Headphones',
        oldPrice: 500,
        newPrice: 650,
        mrpPrice: 700,
        quantity: 2,
        stock: 10,
      },
      {
        productId: 'p2',
        variantId: null,
        name: 'Steel Kettle',
        oldPrice: 300,
        newPrice: 300,
        mrpPrice: 300,
        quantity: 1,
        stock: 0,
      },
    ];
    let attempt = 0;
    const { calls, user } = renderCheckout({
      'POST /api/order/submit-order': () => {
        attempt += 1;
        return attempt === 1 ? { status: 409, body: { message: 'Prices changed', changes } } : placed;
      },
    });
    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const panel = await screen.findByRole('region', { name: 'Your order changed' });
    expect(within(panel).getByText('₹500 → ₹650')).toBeInTheDocument();
    expect(within(panel).getByText('Sold out: removed from this order')).toBeInTheDocument();
    // 2 × ₹650 = ₹1,300: free shipping; the kettle is left out
    expect(within(panel).getByText('New total').nextSibling).toHaveTextContent('₹1,300');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).queryByText('Steel Kettle')).not.toBeInTheDocument();
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('₹1,300');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oops!' })).not.toBeInTheDocument();
    expect(orderCalls(calls)[0]?.body).toMatchObject({
      cartProduct: [
        { id: 'p1', quantity: 2, sellingPrice: 500 },
        { id: 'p2', quantity: 1, sellingPrice: 300 },
      ],
    });

    await user.click(within(panel).getByRole('button', { name: 'Confirm and Place Order' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(orderCalls(calls)).toHaveLength(2);
    expect(orderCalls(calls)[1]?.body).toMatchObject({
      cartProduct: [{ id: 'p1', quantity: 2, sellingPrice: 650 }],
    });
    expect((orderCalls(calls)[1]?.body as { cartProduct: unknown[] }).cartProduct).toHaveLength(1);
  });

  it('caps a line to the units left, and offers only the way back to the cart when nothing is left (issue 21)', async () => {
    const change = (productId: string, name: string, stock: number, quantity: number, price: number) => ({
      productId,
      variantId: null,
      name,
      oldPrice: price,
      newPrice: price,
      mrpPrice: price,
      quantity,
      stock,
    });
    let attempt = 0;
    const { calls, user } = renderCheckout({
      'POST /api/order/submit-order': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 409,
              body: {
                message: 'Not enough stock',
                changes: [change('p1', 'Aurora Wireless Headphones', 1, 2, 500)],
              },
            }
          : {
              status: 409,
              body: {
                message: 'Not enough stock',
                changes: [
                  change('p1', 'Aurora Wireless Headphones', 0, 1, 500),
                  change('p2', 'Steel Kettle', 0, 1, 300),
                ],
              },
            };
      },
    });
    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Cash On Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const panel = await screen.findByRole('region', { name: 'Your order changed' });
    expect(within(panel).getByText('Only 1 left: 1 unit will be ordered')).toBeInTheDocument();
    // ₹500 + ₹300 = ₹800, shipping 10% = ₹80
    expect(within(panel).getByText('New total').nextSibling).toHaveTextContent('₹880');

    await user.click(within(panel).getByRole('button', { name: 'Confirm and Place Order' }));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(2));
    expect(orderCalls(calls)[1]?.body).toMatchObject({
      cartProduct: [
        { id: 'p1', quantity: 1, sellingPrice: 500 },
        { id: 'p2', quantity: 1, sellingPrice: 300 },
      ],
    });
    expect(await screen.findByText('Nothing in this order can be bought now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Confirm and Place Order' })).not.toBeInTheDocument();
  });
});
