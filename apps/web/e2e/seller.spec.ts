import { demoAccounts } from '@bazaar/domain';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import fs from 'node:fs';
import sharp from 'sharp';
import { uniqueEmail } from './support/outbox';

/** A new shopper through the panel's sign-up form (201 with a token, signed in at once). */
async function signUp(request: APIRequestContext, email: string, name: string): Promise<string> {
  const response = await request.post('/api/auth/register', {
    data: { name, email, password: 'Tester@1234', TandC: true },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { AuthToken: string }).AuthToken;
}

async function keepToken(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('AuthToken', value), token);
}

/** A small photo of one colour, as a seller's camera would hand it over (the server re-encodes it). */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Follows a seller tab: on a phone the side tabs sit in a drawer opened from the menu button. */
async function openSellerTab(page: Page, name: string, isPhone: boolean): Promise<void> {
  if (isPhone) await page.getByRole('button', { name: 'Open seller menu' }).click();
  await page.getByRole('navigation', { name: 'Seller navigation' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a shopper becomes a seller, publishes a product, and ships its first order to delivered', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const isPhone = testInfo.project.name === 'phone';
  const sellerEmail = uniqueEmail('seller', testInfo.project.name);
  await keepToken(page, await signUp(request, sellerEmail, 'Asha Rao'));

  // A shopper opening the seller area is sent to the registration (docs/product.md §2); the profile panel leads there too.
  await page.goto('/seller');
  await expect(page).toHaveURL(/\/seller-registration$/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open profile panel' }).click();
  await page.getByRole('dialog').getByRole('tab', { name: 'Upload' }).click();
  await page.getByRole('link', { name: 'Register as a seller' }).click();
  await expect(page.getByRole('heading', { name: 'Seller Registration' })).toBeVisible();

  // Business Information: Next refuses an empty tab.
  const previous = page.getByRole('button', { name: 'Previous' });
  await expect(previous).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Business Name is required')).toBeVisible();
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
  };
  await fill({
    'Business Name': 'Rao Traders',
    'Business Type': 'Retail',
    'Phone Number': '9876543210',
    'Email Address': sellerEmail,
    'Address Line 1': '12 MG Road',
    City: 'Pune',
    State: 'Maharashtra',
    'Pin Code': '411001',
    Country: 'India',
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('tab', { selected: true })).toContainText('Legal Information');
  // A GSTIN of another state is caught before the next tab (Maharashtra's code is 27); PAN in lower case is fine.
  await fill({ 'PAN Number': 'abcde1234f', 'GST Number': '29ABCDE1234F1ZW' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('GST Number must start with 27, the state code of Maharashtra')).toBeVisible();
  await fill({ 'GST Number': '27ABCDE1234F1Z0' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('tab', { selected: true })).toContainText('Financial Information');
  await fill({
    'Bank Account Number': '123456789012',
    'Bank Name': 'State Bank',
    'IFSC Code': 'SBIN0001234',
  });
  await page.getByRole('button', { name: 'Submit' }).click();

  // Straight into the seller area as a seller.
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await expect(page.getByText('No recent orders found.')).toBeVisible();
  await page.goto('/seller-registration');
  await expect(page).toHaveURL(/\/seller\/dashboard$/);

  // Setting: the business as registered, editable; the bank number masked, changed with the password.
  await openSellerTab(page, 'Setting', isPhone);
  await expect(page.getByText(/^X+9012 · State Bank · SBIN0001234$/)).toBeVisible();
  await expect(page.getByText('123456789012')).toHaveCount(0);
  await page.getByRole('textbox', { name: /Address Line 1/ }).fill('14 FC Road');
  await page.getByRole('button', { name: 'Change bank account' }).click();
  await page.getByRole('textbox', { name: /^Bank Account Number/ }).fill('50100234567891');
  await page.getByRole('textbox', { name: /Confirm Bank Account Number/ }).fill('50100234567891');
  await page.getByRole('textbox', { name: /Bank Name/ }).fill('HDFC Bank');
  await page.getByRole('textbox', { name: /IFSC Code/ }).fill('HDFC0000240');
  await page.getByLabel(/Current Password/).fill('Wrong@1234');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await page.getByLabel(/Current Password/).fill('Tester@1234');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/^X+7891 · HDFC Bank · HDFC0000240$/)).toBeVisible();
  await expect(page.getByText('50100234567891')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Address Line 1/ })).toHaveValue('14 FC Road');

  // Products → Add New Product with two photos, published.
  await openSellerTab(page, 'Products', isPhone);
  await page.getByRole('link', { name: 'Add New Product' }).click();
  const name = `Seller Journey Lamp ${testInfo.project.name} ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Product Name' }).fill(name);
  await page.getByRole('combobox', { name: 'Brand' }).fill('LG');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('home & kitchen');
  await page.getByRole('combobox', { name: 'Sub Category' }).selectOption('appliances');
  await page.getByRole('textbox', { name: 'MRP Price' }).fill('1500');
  await page.getByRole('textbox', { name: 'Selling Price' }).fill('1200');
  await page.getByRole('textbox', { name: 'Stock Quantity' }).fill('30');
  await page.getByRole('textbox', { name: 'Description' }).fill('A warm desk lamp with a brass stand.');
  await page
    .locator('input[type="file"]')
    .setInputFiles([await photo('front.png', '#d97706'), await photo('side.png', '#1d4ed8')]);
  const added = page.waitForResponse((response) => response.url().endsWith('/api/product/add-product'));
  await page.getByRole('button', { name: 'Publish Product' }).click();
  const addResponse = await added;
  expect(addResponse.status()).toBe(201);
  const { product } = (await addResponse.json()) as { product: { _id: string; image: string[] } };
  expect(product.image).toHaveLength(2);
  await expect(page).toHaveURL(/\/seller\/products$/);
  await expect(page.getByText(name).first()).toBeVisible();

  // The shop finds it.
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name }).first()).toBeVisible();

  // A buyer orders it three times (through the API), paying cash on delivery.
  const buyerToken = await signUp(request, uniqueEmail('buyer', testInfo.project.name), 'Ravi Kumar');
  const placeOrder = async () => {
    const order = await request.post('/api/order/submit-order', {
      headers: { Authorization: `Bearer ${buyerToken}` },
      data: {
        cartProduct: [{ id: product._id, quantity: 1 }],
        shippingAddress: {
          addressLine1: '1 park street',
          addressLine2: '',
          country: 'india',
          state: 'west bengal',
          city: 'kolkata',
          pinCode: '700016',
          isDefaultShippingAddress: false,
        },
        paymentData: { methodName: 'cod' },
        timeStamp: Date.now(),
      },
    });
    expect(order.status()).toBe(201);
    return ((await order.json()) as { orderIds: string[] }).orderIds[0]!;
  };
  const [second, third] = [await placeOrder(), await placeOrder()];
  const orderId = await placeOrder();

  // The seller moves it along to delivered in the Orders tab, confirming each step.
  await page.goto('/seller/dashboard');
  await expect(page.getByRole('table', { name: 'Recent Orders' })).toContainText(orderId.toUpperCase());
  await openSellerTab(page, 'Orders', isPhone);
  const card = page.getByRole('article', { name: `Order ${orderId.toUpperCase()}` });
  await expect(card).toContainText('Ravi Kumar');
  // issue 20: what the packer needs: cash on delivery and the amount to collect
  await expect(card).toContainText('Cash on delivery');
  await expect(card).toContainText(/Collect ₹[\d,]+/);

  // The packing slip downloads as a PDF naming the order.
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Packing slip' }).click();
  const slip = await download;
  expect(slip.suggestedFilename()).toBe(`packing-slip-${orderId.toUpperCase()}.pdf`);
  const bytes = fs.readFileSync((await slip.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  for (const status of ['order confirmed', 'processing', 'shipped', 'out for delivery', 'delivered']) {
    await card.getByRole('button', { name: `Mark as ${status}` }).click();
    if (status === 'shipped') {
      // Shipping asks for the carrier and tracking number; both are required.
      const dialog = page.getByRole('dialog', { name: `Ship order ${orderId.toUpperCase()}` });
      await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
      await expect(dialog.getByText('Tracking Number is required to mark an order shipped')).toBeVisible();
      await dialog.getByRole('combobox', { name: /Carrier/ }).fill('Blue Dart');
      await dialog.getByRole('textbox', { name: /Tracking Number/ }).fill('BD123456789IN');
      await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
      await expect(card).toContainText('Blue Dart, tracking BD123456789IN');
      // Once shipped, the order's GST invoice opens from the seller's order too.
      const invoiceTab = page.waitForEvent('popup');
      await card.getByRole('button', { name: 'Invoice' }).click();
      const tab = await invoiceTab;
      await tab.waitForURL(/^blob:/);
      await tab.close();
    } else {
      await page.getByRole('button', { name: 'Yes, update it' }).click();
    }
    await expect(card.getByText(new RegExp(`^${status}$`, 'i'))).toBeVisible();
  }
  await expect(card).toContainText('Delivered on');
  await expect(card.getByRole('button', { name: /^Mark as|^Cancel order$/ })).toHaveCount(0);

  // Two orders selected move together; one is then cancelled with a reason.
  await card.scrollIntoViewIfNeeded();
  for (const id of [second, third]) {
    await page.getByRole('checkbox', { name: `Select order ${id.toUpperCase()}` }).check();
  }
  await page.getByRole('button', { name: 'Mark selected as order confirmed' }).click();
  for (const id of [second, third]) {
    await expect(
      page.getByRole('article', { name: `Order ${id.toUpperCase()}` }).getByText(/^order confirmed$/i),
    ).toBeVisible();
  }
  const cancelled = page.getByRole('article', { name: `Order ${third.toUpperCase()}` });
  await cancelled.getByRole('button', { name: 'Cancel order' }).click();
  const cancelDialog = page.getByRole('dialog', { name: `Cancel order ${third.toUpperCase()}?` });
  await cancelDialog.getByRole('textbox', { name: /Reason/ }).fill('Packed item was damaged');
  await cancelDialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cancelled).toContainText('Cancelled by you: Packed item was damaged');

  // Customers lists the buyer.
  await openSellerTab(page, 'Customers', isPhone);
  await expect(page.getByRole('rowheader', { name: /Ravi Kumar/ })).toBeVisible();

  // The buyer's order page shows every step done.
  const details = await request.post('/api/order/get-order-details-by-id', {
    headers: { Authorization: `Bearer ${buyerToken}` },
    data: { orderId },
  });
  expect(
    ((await details.json()) as { filteredOrderDetails: { orderStatus: string } }).filteredOrderDetails,
  ).toMatchObject({ orderStatus: 'delivered' });
  await keepToken(page, buyerToken);
  await page.goto(`/order/${orderId}`);
  const progress = page.getByRole('list', { name: 'Order progress' });
  await expect(progress.getByRole('listitem')).toHaveCount(6);
  await expect(progress).not.toContainText('to come');
  await expect(progress.getByRole('listitem').last()).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText('Shipped with Blue Dart, tracking number BD123456789IN')).toBeVisible();
});

test("a seller's sign-in on /login lands on the seller dashboard", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demoAccounts.seller.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAccounts.seller.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  // Each card's figure stays on one line: the seeded sales (₹1,63,869) once broke as "₹1,63,86" / "9" at 1280 px.
  for (const label of ['Total Sales', 'Total Orders', 'Total Products', 'Total Customers']) {
    const figure = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: label }) })
      .locator('p')
      .first();
    await expect(figure).toHaveText(label === 'Total Sales' ? /^₹[\d,]+$/ : /^\d+$/);
    const lines = await figure.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, `${label}: ${await figure.textContent()}`).toBe(1);
  }
  // The seeded reviews name long products: the page still fits the screen, nothing scrolls sideways.
  await expect(page.getByRole('heading', { name: 'Recent Reviews' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Recent Reviews' }).locator('..').getByRole('listitem').first(),
  ).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
});
