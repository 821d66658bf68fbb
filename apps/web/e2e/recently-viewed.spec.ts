// Recently Viewed on the home page remembers which products the shopper opened, and shows them as they are now:
// a price the seller changed since, or a product sold out, reads as it is today; a product taken down is gone.
import { demoAccounts } from '@bazaar/domain';
import { expect, test, type APIRequestContext } from './support/test';

/** The demo seller, signed in through the API: the headers of their calls. */
async function sellerHeaders(request: APIRequestContext) {
  const { email, password } = demoAccounts.seller;
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { AuthToken: string }).AuthToken}` };
}

// A 1×1 PNG: the server decodes it and stores it as WebP.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo seller lists a product of their own, with a photo. */
async function list(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  prices: { mrpPrice: number; sellingPrice: number; stock: number },
) {
  const upload = await request.post('/api/media/upload', {
    headers,
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const photo = ((await upload.json()) as { images: { secure_url: string }[] }).images[0]?.secure_url;
  const added = await request.post('/api/product/add-product', {
    headers,
    data: {
      image: [photo],
      name,
      brand: 'Others',
      category: 'others',
      subCategory: '',
      description: `${name}, hand made.`,
      ...prices,
    },
  });
  expect(added.status()).toBe(201);
  return ((await added.json()) as { product: { id: string; name: string } }).product;
}

test("Recently Viewed shows today's price and stock, and drops a product taken down", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const tag = `${testInfo.project.name === 'phone' ? 'narrow' : 'wide'}-${Date.now()}`;
  const headers = await sellerHeaders(page.request);
  const lamp = await list(page.request, headers, `Viewed Brass Lamp ${tag}`, {
    mrpPrice: 2000,
    sellingPrice: 1500,
    stock: 4,
  });
  const kite = await list(page.request, headers, `Viewed Paper Kite ${tag}`, {
    mrpPrice: 300,
    sellingPrice: 300,
    stock: 9,
  });

  // a visitor opens both products: the home page lists them, newest first, as they were
  for (const product of [kite, lamp]) {
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  }
  await page.goto('/');
  const viewed = page.getByRole('region', { name: 'Recently Viewed' });
  await expect(viewed.getByRole('article')).toHaveCount(2);
  await expect(viewed.getByRole('article', { name: lamp.name })).toContainText('₹1,500');

  // meanwhile the seller raises the lamp's price, sells its last units elsewhere, and takes the kite down
  const changed = await page.request.patch(`/api/seller/product/${lamp.id}`, {
    headers,
    data: { sellingPrice: 1750, stock: 0 },
  });
  expect(changed.status()).toBe(200);
  const hidden = await page.request.patch(`/api/seller/product/visibilty-toggle/${kite.id}`, {
    headers,
    data: { state: false },
  });
  expect(hidden.status()).toBe(200);

  await page.reload();
  const lampCard = viewed.getByRole('article', { name: lamp.name });
  await expect(lampCard).toContainText('₹1,750');
  await expect(lampCard).not.toContainText('₹1,500');
  await expect(lampCard.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(viewed.getByRole('article')).toHaveCount(1);
  await expect(viewed.getByText(kite.name)).toHaveCount(0);
});
