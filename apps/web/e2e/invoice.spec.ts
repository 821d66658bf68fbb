// After shipping (issue 21): the shopper opens the order's GST invoice from Order History and from the order's
// page; before the order ships the button waits, saying when the invoice comes.
import { demoAccounts } from '@bazaar/domain';
import { expect, test, type APIRequestContext } from './support/test';

const address = {
  addressLine1: '7 Residency Road',
  addressLine2: '',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  pinCode: '560025',
  isDefaultShippingAddress: false,
};

async function bearer(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return `Bearer ${((await response.json()) as { AuthToken: string }).AuthToken}`;
}

test('a shopper opens the GST invoice of a shipped order', async ({ page, request }, testInfo) => {
  const email = `invoice-${testInfo.project.name}-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Invoice Tester', email, password: 'Tester@1234', TandC: true },
  });
  expect(registered.status()).toBe(201);
  const { AuthToken } = (await registered.json()) as { AuthToken: string };
  const shopper = { Authorization: `Bearer ${AuthToken}` };
  const seller = {
    Authorization: await bearer(request, demoAccounts.seller.email, demoAccounts.seller.password),
  };

  // one of the demo seller's products in stock, a different one for each project
  const listed = await request.get('/api/seller/get-all-product?limit=50', { headers: seller });
  const { allProduct } = (await listed.json()) as {
    allProduct: { _id: string; stock: number; isHide: boolean; isDraft?: boolean; variants?: unknown[] }[];
  };
  const candidates = allProduct.filter(
    (product) => product.stock >= 5 && !product.isHide && !product.isDraft && !product.variants?.length,
  );
  const product = candidates.at(testInfo.project.name === 'phone' ? -1 : -2);
  if (!product) throw new Error('the demo seller has no product in stock');

  const placed = await request.post('/api/order/submit-order', {
    headers: shopper,
    data: {
      cartProduct: [{ id: product._id, quantity: 1 }],
      shippingAddress: address,
      paymentData: { methodName: 'cod' },
      timeStamp: Date.now(),
    },
  });
  expect(placed.status()).toBe(201);
  const [orderId = ''] = ((await placed.json()) as { orderIds: string[] }).orderIds;

  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('AuthToken', token), AuthToken);
  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order Number ${orderId.toUpperCase()}` });
  const viewInvoice = card.getByRole('button', { name: 'View Invoice' });
  await expect(viewInvoice).toBeDisabled();
  await expect(viewInvoice).toHaveAttribute('title', 'The invoice is ready once the order ships');

  for (const status of ['order confirmed', 'processing', 'shipped']) {
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

  await page.reload();
  await expect(viewInvoice).toBeEnabled();
  const [tab, pdf] = await Promise.all([
    page.waitForEvent('popup'),
    page.waitForResponse((response) => response.url().endsWith(`/api/order/${orderId}/invoice`)),
    viewInvoice.click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // the same document, asked again with the shopper's token, is a PDF of that length
  const again = await request.get(`/api/order/${orderId}/invoice`, { headers: shopper });
  const bytes = await again.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(String(bytes.length)).toBe(pdf.headers()['content-length']);
  // the new tab shows the document the page received
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  // the order's own page offers it too
  await page.goto(`/order/${orderId}`);
  const [fromDetail] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'View Invoice' }).click(),
  ]);
  await expect.poll(() => fromDetail.url()).toMatch(/^blob:/);
});
