// issue 21, part 1: no surprise at Place Order. The seller raises a price between the shopper's cart and Place
// Order: nothing is bought, the checkout shows the change and the new total, and the shopper's confirmation
// places the order at the new price.
import { demoAccounts } from '@bazaar/domain';
import { fillShippingAddress, signUpShopper } from './support/shopper';
import { expect, test, type APIRequestContext } from './support/test';

// A 1×1 PNG: the server decodes it and stores it as WebP.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo seller, signed in through the API: the headers of their calls. */
async function sellerHeaders(request: APIRequestContext) {
  const { email, password } = demoAccounts.seller;
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { AuthToken: string }).AuthToken}` };
}

/** The demo seller lists a shawl of their own at ₹899.50 (MRP ₹1,999), 5 in stock. */
async function listShawl(request: APIRequestContext, tag: string) {
  const headers = await sellerHeaders(request);
  const upload = await request.post('/api/media/upload', {
    headers,
    multipart: { file: { name: 'shawl.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const photo = ((await upload.json()) as { images: { secure_url: string }[] }).images[0]?.secure_url;
  const added = await request.post('/api/product/add-product', {
    headers,
    data: {
      name: `Journey Pashmina Shawl ${tag}`,
      brand: 'Others',
      category: 'others',
      subCategory: '',
      description: 'A warm hand-woven shawl.',
      image: [photo],
      mrpPrice: 1999,
      sellingPrice: 899.5,
      stock: 5,
    },
  });
  expect(added.status()).toBe(201);
  const { product } = (await added.json()) as { product: { id: string; name: string } };
  return product;
}

test('the seller raises a price before Place Order: the shopper sees the change, confirms, and pays the new price', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  // Not the project's name: 'phone' is a word shoppers search for (search-filters.spec counts the phones "mobile"
  // finds), and this shawl stays listed after the test.
  const shawl = await listShawl(
    page.request,
    `${testInfo.project.name === 'phone' ? 'narrow' : 'wide'}-${Date.now()}`,
  );
  const shopper = await signUpShopper(page, testInfo, 'price-confirm');
  const added = await page.request.post('/api/user/add-to-cart', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { productId: shawl.id, quantity: 2 },
  });
  expect(added.status()).toBe(200);

  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(shawl.name)).toBeVisible();
  // 2 × ₹899.50 = ₹1,799: free shipping
  await expect(summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    '₹1,799',
  );
  await fillShippingAddress(page);
  await page.getByRole('radio', { name: 'Cash On Delivery' }).check();

  // Meanwhile the seller raises the price to ₹1,199.
  const raised = await page.request.patch(`/api/seller/product/${shawl.id}`, {
    headers: await sellerHeaders(page.request),
    data: { sellingPrice: 1199 },
  });
  expect(raised.status()).toBe(200);

  await page.getByRole('button', { name: 'Place Order' }).click();
  const changes = page.getByRole('region', { name: 'Your order changed' });
  await expect(changes).toBeVisible();
  await expect(changes).toBeInViewport();
  await expect(changes.getByText(shawl.name)).toBeVisible();
  await expect(changes.getByText('₹899.50', { exact: true })).toBeVisible();
  await expect(changes.getByText('₹1,199', { exact: true })).toBeVisible();
  await expect(changes.getByText('New total').locator('xpath=following-sibling::span')).toHaveText('₹2,398');
  await expect(page.getByRole('button', { name: 'Place Order', exact: true })).toHaveCount(0);
  // Nothing was bought yet: the cart still holds the two shawls.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await changes.getByRole('button', { name: 'Confirm and Place Order' }).click();
  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'View Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await expect(page.getByRole('link', { name: shawl.name })).toBeVisible();
  await expect(
    page.getByText('Grand Total', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText('₹2,398');
});
