// issue 20: products in sizes. A shopper picks sizes on the product page, buys two of them and sees them on the
// order; a seller lists a product in three sizes through the form's table.
import { demoAccounts } from '@bazaar/domain';
import { signInAsDemoSeller } from './support/seller';
import { placeOrderByCard, signUpShopper } from './support/shopper';
import { expect, test, type APIRequestContext, type Page } from './support/test';

// A 1×1 PNG: the server decodes it and stores it as WebP.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo seller lists a T-shirt in S (₹499, 5 left), M (₹549, 3 left) and L (₹599, sold out). */
async function listTeeInThreeSizes(request: APIRequestContext, tag: string) {
  const { email, password } = demoAccounts.seller;
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${((await login.json()) as { AuthToken: string }).AuthToken}` };
  const upload = await request.post('/api/media/upload', {
    headers,
    multipart: { file: { name: 'tee.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const photo = ((await upload.json()) as { images: { secure_url: string }[] }).images[0]?.secure_url;
  const size = (name: string, stock: number, sellingPrice: number) => ({
    sku: `TEE-${tag}-${name}`,
    options: { size: name },
    stock,
    mrpPrice: 999,
    sellingPrice,
  });
  const added = await request.post('/api/product/add-product', {
    headers,
    data: {
      name: `Journey Crew Tee ${tag}`,
      brand: 'Others',
      category: 'others',
      subCategory: '',
      description: 'A soft cotton crew-neck T-shirt.',
      image: [photo],
      variants: [size('S', 5, 499), size('M', 3, 549), size('L', 0, 599)],
    },
  });
  expect(added.status()).toBe(201);
  const { product } = (await added.json()) as {
    product: { id: string; name: string; variants: { id: string; options: { size: string } }[] };
  };
  const variantOf = (name: string) => product.variants.find((each) => each.options.size === name)?.id ?? '';
  return { id: product.id, name: product.name, small: variantOf('S'), medium: variantOf('M') };
}

const sizes = (page: Page) => page.getByRole('group', { name: /^Size/ });

test('a shopper picks sizes, sees price and stock follow, buys two sizes and finds them on the order', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const tee = await listTeeInThreeSizes(page.request, `${testInfo.project.name}-${Date.now()}`);
  await signUpShopper(page, testInfo, 'sizes');

  await page.goto(`/product/${tee.id}`);
  await expect(page.getByRole('heading', { level: 1, name: tee.name })).toBeVisible();
  const buyBox = page.getByRole('main');
  await expect(buyBox.getByText('from', { exact: true })).toBeVisible();
  await expect(buyBox.getByText('₹499', { exact: true }).first()).toBeVisible();
  // L is sold out in every size: struck through, not pressable
  const large = sizes(page).getByRole('button', { name: 'L, sold out' });
  await expect(large).toBeDisabled();
  await expect(large).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeDisabled();
  await expect(page.getByText('Select Size to buy')).toBeVisible();

  await sizes(page).getByRole('button', { name: 'M', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Size: M' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${tee.medium}$`));
  await expect(buyBox.getByText('₹549', { exact: true })).toBeVisible();
  await expect(buyBox.getByText('Only 3 left')).toBeVisible();
  await expect(buyBox.getByText('from', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Quantity' }).locator('option')).toHaveCount(3);
  if (testInfo.project.name === 'phone') await page.screenshot({ path: testInfo.outputPath('size-m.png') });

  // a shared link opens on the same size
  await page.reload();
  await expect(page.getByRole('group', { name: 'Size: M' })).toBeVisible();
  await expect(buyBox.getByText('₹549', { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Quantity' }).selectOption('2');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('heading', { name: 'Product Added!' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue Shopping' }).click();

  await sizes(page).getByRole('button', { name: 'S', exact: true }).click();
  await expect(buyBox.getByText('₹499', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('heading', { name: 'Product Added!' })).toBeVisible();
  await page.getByRole('button', { name: 'View Cart' }).click();

  // two sizes, two lines
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: tee.name })).toHaveCount(2);
  await expect(page.getByText('Size: M')).toBeVisible();
  await expect(page.getByText('Size: S')).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${tee.name} (Size: M)`, { exact: true })).toHaveText('2');
  await expect(page.getByLabel(`Quantity of ${tee.name} (Size: S)`, { exact: true })).toHaveText('1');
  if (testInfo.project.name === 'phone') await page.screenshot({ path: testInfo.outputPath('cart.png') });

  await page.getByRole('link', { name: 'Check Out' }).click();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Size: M')).toBeVisible();
  await expect(summary.getByText('Size: S')).toBeVisible();
  const orderNumbers = await placeOrderByCard(page);
  expect(orderNumbers).toHaveLength(1);

  await page.getByRole('main').getByRole('link', { name: 'View Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await expect(page.getByText(`Size: M · SKU: TEE-${testInfo.project.name}`, { exact: false })).toBeVisible();
  await expect(page.getByText(`Size: S · SKU: TEE-${testInfo.project.name}`, { exact: false })).toBeVisible();

  // what was bought left the stock of those sizes: M has 1 left
  await page.goto(`/product/${tee.id}?variant=${tee.medium}`);
  await expect(page.getByRole('main').getByText('Only 1 left')).toBeVisible();
});

test('a seller lists a product in three sizes through the variants table', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const name = `Table Tee ${tag}`;
  await signInAsDemoSeller(page);
  await page.goto('/seller/products/add');
  await page.getByRole('textbox', { name: 'Product Name' }).fill(name);
  // the brand is a list or, since issue 19, free text with suggestions: a combobox either way
  const brand = page.getByRole('combobox', { name: 'Brand' });
  if ((await brand.evaluate((element) => element.tagName)) === 'SELECT') await brand.selectOption('Others');
  else await brand.fill('Others');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('others');
  await page.getByRole('textbox', { name: 'Description' }).fill('A soft cotton crew-neck T-shirt.');
  await page
    .getByLabel('Product Media')
    .setInputFiles([{ name: 'tee.png', mimeType: 'image/png', buffer: png }]);

  await page.getByRole('button', { name: 'Add sizes or colours' }).click();
  await expect(page.getByRole('textbox', { name: 'Stock Quantity', exact: true })).toHaveCount(0);
  const rows = [
    ['S', '5', '499'],
    ['M', '4', '549'],
    ['L', '3', '599'],
  ] as const;
  for (const [index, [size, stock, price]] of rows.entries()) {
    const row = index + 1;
    if (row > 1) await page.getByRole('button', { name: 'Add a variant' }).click();
    await page.getByRole('textbox', { name: `Size of variant ${row}` }).fill(size);
    await page.getByRole('textbox', { name: `SKU of variant ${row}` }).fill(`TT-${tag}-${size}`);
    await page.getByRole('textbox', { name: `Stock Quantity of variant ${row}` }).fill(stock);
    await page.getByRole('textbox', { name: `MRP Price of variant ${row}` }).fill('999');
    await page.getByRole('textbox', { name: `Selling Price of variant ${row}` }).fill(price);
  }
  // a selling price above the MRP is named in its cell, and nothing is sent
  await page.getByRole('textbox', { name: 'Selling Price of variant 3' }).fill('1999');
  await page.getByRole('button', { name: 'Publish Product' }).click();
  await expect(page.getByText('Selling Price must not be more than the MRP Price')).toBeVisible();
  await page.getByRole('textbox', { name: 'Selling Price of variant 3' }).fill('599');
  await page.screenshot({ path: testInfo.outputPath('variants-table.png'), fullPage: true });

  const added = page.waitForResponse((response) => response.url().endsWith('/api/product/add-product'));
  await page.getByRole('button', { name: 'Publish Product' }).click();
  expect((await added).status()).toBe(201);
  await expect(page).toHaveURL(/\/seller\/products$/);
  await page.getByRole('searchbox', { name: 'Search your products' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search your products' }).press('Enter');
  const listed = page.getByRole('row').filter({ hasText: name });
  await expect(listed).toHaveCount(1);
  await expect(listed.getByText('12', { exact: true })).toBeVisible();
  await expect(listed.getByText('3 sizes', { exact: true })).toBeVisible();
  await expect(listed.getByText('from ₹499', { exact: true })).toBeVisible();

  // the shop's page offers the three sizes
  await listed.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  for (const size of ['S', 'M', 'L']) {
    await expect(sizes(page).getByRole('button', { name: size, exact: true })).toBeEnabled();
  }
});
