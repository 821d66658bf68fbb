// issue 21, part 3: the address book at checkout — the default saved address comes first, a new one typed
// (capitals kept) survives a reload and is filed in the book, and the order shows it as typed.
import { signUpShopper } from './support/shopper';
import { expect, test } from './support/test';

interface Card {
  id: string;
  name: string;
  stock: number;
}

const home = {
  fullName: 'Journey Shopper',
  phoneNumber: '+91 98765 43210',
  addressLine1: '42 MG Road',
  addressLine2: 'Flat 12B',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560001',
  country: 'India',
};

test('checkout starts on the saved default, keeps a new address through a reload and files it in the book', async ({
  page,
}, testInfo) => {
  const { token } = await signUpShopper(page, testInfo, 'book');
  const headers = { authorization: `Bearer ${token}` };
  const saved = await page.request.post('/api/user/addresses', { headers, data: home });
  expect(saved.status()).toBe(201);
  const list = await page.request.get('/api/product/get-all-products?searchCategory=toys&limit=100');
  const toys = ((await list.json()) as { products: Card[] }).products.filter((toy) => toy.stock >= 5);
  const toy = toys[testInfo.project.name === 'phone' ? 3 : 2];
  if (!toy) throw new Error('the demo catalogue has too few toys in stock');

  await page.goto(`/product/buy/${toy.id}`);
  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByRole('radio', { name: 'Deliver to Journey Shopper, 42 MG Road' })).toBeChecked();
  await expect(form.getByLabel('Address Line 2')).toHaveValue('Flat 12B');

  await form.getByRole('radio', { name: 'A new address' }).check();
  await form.getByLabel('Address Line 1').fill('Flat 9C, Lotus Lane');
  await form.getByLabel('City').fill('Pune');
  await form.getByRole('radio', { name: 'UPI' }).check();
  await form.getByLabel('UPI ID').fill('journey@okbank');
  await page.reload();
  await expect(form.getByLabel('Address Line 1')).toHaveValue('Flat 9C, Lotus Lane');
  await expect(form.getByLabel('City')).toHaveValue('Pune');
  await expect(form.getByLabel('UPI ID')).toHaveValue('journey@okbank');
  await expect(form.getByRole('radio', { name: 'A new address' })).toBeChecked();

  await form.getByLabel('Full Name').fill('Asha Rao');
  await form.getByLabel('Phone Number').fill('98765-43210');
  await form.getByLabel('State').fill('Maharashtra');
  await form.getByLabel('Country').fill('India');
  await form.getByLabel('Pin Code').fill('411001');
  await form.getByRole('checkbox', { name: 'Save this address to my address book' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'View Order' }).click();
  const address = page
    .getByRole('group')
    .or(page.locator('address'))
    .filter({ hasText: 'Flat 9C, Lotus Lane' });
  await expect(address.first()).toContainText('Pune, Maharashtra 411001');

  const book = await page.request.get('/api/user/addresses', { headers });
  const { addresses } = (await book.json()) as { addresses: { addressLine1: string; isDefault: boolean }[] };
  expect(addresses.map((entry) => [entry.addressLine1, entry.isDefault])).toEqual([
    ['42 MG Road', true],
    ['Flat 9C, Lotus Lane', false],
  ]);
});
