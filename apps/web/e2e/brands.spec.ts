import { signInAsDemoSeller } from './support/seller';
import { expect, test } from './support/test';

// issue 19 part 4: a brand is the seller's free text, suggested from the brands already listed, and shoppers
// narrow the list to it whatever its case.

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a seller types a new brand, the product shows it, and the brand filter lists it with its count', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = testInfo.project.name === 'phone';
  // both projects run at once on one database: each lists under a brand of its own
  // (no word a search reads as something else: "phone" finds smartphones)
  const brand = `Kora Weaves ${phone ? 'Indigo' : 'Madder'}`;
  const name = `Handloom Cotton Kurta Dress ${phone ? 'Indigo' : 'Madder'}`;
  await signInAsDemoSeller(page);
  await page.goto('/seller/products/add');

  // the brands already listed are suggested as the seller types (the demo catalogue lists Levi's)
  const brandField = page.getByRole('combobox', { name: 'Brand' });
  await brandField.fill('Lev');
  const listId = (await brandField.getAttribute('list')) ?? '';
  await expect(page.locator(`datalist[id="${listId}"] option[value="Levi's"]`)).toHaveCount(1);
  // one letter is not a brand: the form says so before sending anything
  await brandField.fill('K');
  await page.getByRole('button', { name: 'Publish Product' }).click();
  await expect(page.getByText('Brand must be 2 to 40 characters')).toBeVisible();

  await brandField.fill(`  ${brand} `);
  await page.getByRole('textbox', { name: 'Product Name' }).fill(name);
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('clothing');
  await page.getByRole('combobox', { name: 'Sub Category' }).selectOption('dresses');
  await page.getByRole('textbox', { name: 'MRP Price' }).fill('2499');
  await page.getByRole('textbox', { name: 'Selling Price' }).fill('1899');
  await page.getByRole('textbox', { name: 'Stock Quantity' }).fill('12');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Hand-woven cotton, block printed in Jaipur.');
  await page
    .getByLabel('Product Media')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
  const added = page.waitForResponse((response) => response.url().endsWith('/api/product/add-product'));
  await page.getByRole('button', { name: 'Publish Product' }).click();
  const response = await added;
  expect(response.status()).toBe(201);
  const { product } = (await response.json()) as { product: { _id: string; brand: string } };
  expect(product.brand).toBe(brand);

  // the product page names the brand as typed, trimmed
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Brand: ${brand}`)).toBeVisible();

  // the list's brand filter offers it with its count, and narrows the list to it
  await page.goto('/products?q=kora');
  const results = page.getByRole('list', { name: /^Results for/ }).getByRole('article');
  await expect(results.filter({ hasText: name })).toHaveCount(1);
  if (phone) await page.getByRole('button', { name: 'Filters' }).click();
  const panel = phone
    ? page.getByRole('dialog', { name: 'Narrow the list' })
    : page.getByRole('complementary', { name: 'Narrow the list' });
  const choice = panel.getByRole('checkbox', { name: `${brand} (1)` });
  await choice.click();
  await expect(choice).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${encodeURIComponent(brand).replaceAll('%20', '\\+')}`));
  if (phone) await panel.getByRole('button', { name: 'Show 1 product' }).click();
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText(name);

  // a shared link that spells the brand in lower case finds the same product, with the brand ticked
  await page.goto(`/products?brand=${encodeURIComponent(brand.toLowerCase())}`);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(1);
  if (phone) await page.getByRole('button', { name: 'Filters (1)' }).click();
  await expect(panel.getByRole('checkbox', { name: `${brand} (1)` })).toBeChecked();
});
