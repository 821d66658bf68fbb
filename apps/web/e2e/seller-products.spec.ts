import { signInAsDemoSeller } from './support/seller';
import { expect, test } from './support/test';

// A 1×1 PNG, sent twice under two names: the server decodes each and stores it as WebP.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const photos = ['front.png', 'side.png'].map((name) => ({ name, mimeType: 'image/png', buffer: png }));

test('the demo seller drafts a product with two photos, publishes it, hides and shows it, and deletes it', async ({
  page,
}, testInfo) => {
  // A long journey on a machine shared with other builds.
  test.setTimeout(90_000);
  // Both projects run at once on one database: each lists a product of its own.
  const name = `Lamp ${testInfo.project.name} ${Date.now()}`;
  await signInAsDemoSeller(page);

  // Add New Product from the list.
  await page.goto('/seller/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'Add New Product' }).click();
  await expect(page).toHaveURL(/\/seller\/products\/add$/);

  await page.getByRole('textbox', { name: 'Product Name' }).fill(name);
  await page.getByRole('combobox', { name: 'Brand' }).fill('Others');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('home & kitchen');
  await page.getByRole('combobox', { name: 'Sub Category' }).selectOption('appliances');
  await page.getByRole('textbox', { name: 'MRP Price' }).fill('1500');
  await page.getByRole('textbox', { name: 'Selling Price' }).fill('1800');
  await page.getByRole('textbox', { name: 'Stock Quantity' }).fill('8');
  await page.getByRole('textbox', { name: 'Description' }).fill('A warm desk lamp with a linen shade.');
  await page.getByLabel('Product Media').setInputFiles(photos);
  await expect(page.getByRole('img', { name: 'front.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'side.png' })).toBeVisible();

  // The MRP rule is checked before anything is sent.
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('MRP Price should be greater than Selling Price')).toBeVisible();
  await page.getByRole('textbox', { name: 'Selling Price' }).fill('1200');

  const drafted = page.waitForResponse((response) => response.url().endsWith('/api/product/add-product'));
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  expect((await drafted).status()).toBe(201);

  // Listed as a draft, with no public page yet.
  await expect(page).toHaveURL(/\/seller\/products$/);
  await page.getByRole('searchbox', { name: 'Search your products' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search your products' }).press('Enter');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();

  // Edit: the form comes filled in; the stock changes and the product is published.
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/seller\/products\/[^/]+\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Product Name' })).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Sub Category' })).toHaveValue('appliances');
  await expect(page.getByRole('img', { name: 'Image 2' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Stock Quantity' }).fill('30');
  const published = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/seller/product/'),
  );
  await page.getByRole('button', { name: 'Publish Product' }).click();
  expect((await published).status()).toBe(200);
  await expect(page).toHaveURL(/\/seller\/products$/);

  await page.getByRole('searchbox', { name: 'Search your products' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search your products' }).press('Enter');
  await expect(row.getByText('In Stock')).toBeVisible();
  await expect(row.getByText('Draft', { exact: true })).toHaveCount(0);

  // Hide it and show it again: the switch follows, and the server keeps it.
  const visibility = row.getByRole('switch', { name: `Show ${name} in the shop` });
  await expect(visibility).toBeChecked();
  const hidden = page.waitForResponse((response) => response.url().includes('/visibilty-toggle/'));
  await visibility.click();
  expect((await hidden).status()).toBe(200);
  await expect(visibility).not.toBeChecked();
  await page.reload();
  await expect(visibility).not.toBeChecked();
  await expect(row.getByRole('link', { name, exact: true })).toHaveCount(0);
  await visibility.click();
  await expect(visibility).toBeChecked();

  // Its public page shows it.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Delete it after confirming.
  await page.goBack();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Delete this product?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Nothing to Display' })).toBeVisible();
});

test('beside the seller menu (768 and 1024 px) every product shows its edit and delete buttons without scrolling sideways', async ({
  page,
}) => {
  await signInAsDemoSeller(page);
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/seller/products');
    await expect(page.getByRole('navigation', { name: 'Seller navigation' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Products' });
    const edits = list.getByRole('link', { name: /^Edit / });
    await expect(edits).toHaveCount(10);
    expect(
      await list.evaluate((element) => element.scrollWidth - element.clientWidth),
      `${width} px`,
    ).toBeLessThanOrEqual(0);
    const frame = (await list.boundingBox())!;
    for (const button of [
      ...(await edits.all()),
      ...(await list.getByRole('button', { name: /^Delete / }).all()),
    ]) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(frame.x + frame.width);
    }
  }
});
