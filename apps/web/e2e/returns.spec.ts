// Returns (issue 21): a shopper returns part of a delivered order with a reason; the seller approves it on the
// orders page; the shopper sees the refund on the order.
import { demoAccounts } from '@bazaar/domain';
import { expect, test, type APIRequestContext } from './support/test';

async function token(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { AuthToken: string }).AuthToken;
}

test('a shopper returns an item of a delivered order and the seller approves it', async ({
  page,
  request,
}, testInfo) => {
  const email = `returns-${testInfo.project.name}-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Returns Tester', email, password: 'Tester@1234', TandC: true },
  });
  expect(registered.status()).toBe(201);
  const { AuthToken: shopperToken } = (await registered.json()) as { AuthToken: string };
  const sellerToken = await token(request, demoAccounts.seller.email, demoAccounts.seller.password);
  const seller = { Authorization: `Bearer ${sellerToken}` };

  const listed = await request.get('/api/seller/get-all-product?limit=50', { headers: seller });
  const { allProduct } = (await listed.json()) as {
    allProduct: {
      _id: string;
      name: string;
      stock: number;
      isHide: boolean;
      isDraft?: boolean;
      variants?: unknown[];
    }[];
  };
  const product = allProduct
    .filter((entry) => entry.stock >= 5 && !entry.isHide && !entry.isDraft && !entry.variants?.length)
    .at(testInfo.project.name === 'phone' ? -3 : -4);
  if (!product) throw new Error('the demo seller has no product in stock');

  const placed = await request.post('/api/order/submit-order', {
    headers: { Authorization: `Bearer ${shopperToken}` },
    data: {
      cartProduct: [{ id: product._id, quantity: 2 }],
      shippingAddress: {
        addressLine1: '7 Residency Road',
        addressLine2: '',
        country: 'India',
        state: 'Karnataka',
        city: 'Bengaluru',
        pinCode: '560025',
        isDefaultShippingAddress: false,
      },
      paymentData: { methodName: 'cod' },
      timeStamp: Date.now(),
    },
  });
  expect(placed.status()).toBe(201);
  const [orderId = ''] = ((await placed.json()) as { orderIds: string[] }).orderIds;
  for (const status of ['order confirmed', 'processing', 'shipped', 'out for delivery', 'delivered']) {
    const moved = await request.post('/api/seller/order-status', {
      headers: seller,
      data: {
        orderId,
        orderStatus: status,
        ...(status === 'shipped' ? { carrier: 'Delhivery', trackingNumber: 'DL1234567890' } : {}),
      },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // the shopper asks to return one of the two units
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('AuthToken', value), shopperToken);
  await page.goto(`/order/${orderId}`);
  const returns = page.getByRole('region', { name: 'Return' });
  await expect(returns).toContainText('You can ask for a return until');
  await returns.getByRole('button', { name: 'Return items' }).click();
  const form = returns.getByRole('form', { name: 'Return items' });
  await form.getByLabel('Reason').selectOption('Damaged or defective');
  await form.getByLabel('Tell us more').fill('The box was crushed');
  await form.getByLabel(`How many ${product.name} to return`).fill('1');
  await form.getByRole('button', { name: 'Ask for return' }).click();
  await expect(returns).toContainText('Waiting for the seller');
  await expect(returns).toContainText(`1 × ${product.name}`);
  await expect(returns.getByRole('button', { name: 'Return items' })).toHaveCount(0);

  // the seller approves it on the orders page
  await page.evaluate((value) => localStorage.setItem('AuthToken', value), sellerToken);
  await page.goto('/seller/orders');
  const card = page.getByRole('article', { name: `Order ${orderId.toUpperCase()}` });
  const panel = card.getByRole('region', { name: 'Return request' });
  await expect(panel).toContainText('Damaged or defective: The box was crushed');
  await panel.getByRole('button', { name: 'Approve return' }).click();
  await expect(panel).toContainText('Approved');

  // the shopper sees the refund due (cash on delivery)
  await page.evaluate((value) => localStorage.setItem('AuthToken', value), shopperToken);
  await page.goto(`/order/${orderId}`);
  await expect(returns).toContainText('Approved');
  await expect(returns).toContainText(/Refund of ₹[\d,.]+ due to your bank account/);
});
