// issue 21, part 3: the address book at checkout — the default saved address comes first, a new one typed
// (capitals kept) survives a reload and is filed in the book, and the order shows it as typed.
import { signUpShopper } from './support/shopper';
import { expect, test } from './support/test';

interface Card {
  id: string;
  name: string;
  stock: number;
  /** issue 20: sold in sizes (the kids' football): its Buy Now page needs one chosen first */
  hasVariants?: boolean;
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
  const toys = ((await list.json()) as { products: Card[] }).products.filter(
    (toy) => toy.stock >= 5 && !toy.hasVariants,
  );
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

test('a shopper who signed up without a phone is asked for one before a new address is saved with the order', async ({
  page,
}, testInfo) => {
  // the sign-up panel asks for no phone: the account has none to fall back on
  const { token } = await signUpShopper(page, testInfo, 'no-phone');
  const headers = { authorization: `Bearer ${token}` };
  const list = await page.request.get('/api/product/get-all-products?searchCategory=toys&limit=100');
  const toys = ((await list.json()) as { products: Card[] }).products.filter(
    (toy) => toy.stock >= 5 && !toy.hasVariants,
  );
  const toy = toys[testInfo.project.name === 'phone' ? 5 : 4];
  if (!toy) throw new Error('the demo catalogue has too few toys in stock');

  await page.goto(`/product/buy/${toy.id}`);
  const form = page.getByRole('form', { name: 'Checkout' });
  const phone = form.getByLabel('Phone Number');
  await expect(phone).toHaveValue('');
  await form.getByLabel('Address Line 1').fill('Flat 9C, Lotus Lane');
  await form.getByLabel('City').fill('Pune');
  await form.getByLabel('State').fill('Maharashtra');
  await form.getByLabel('Country').fill('India');
  await form.getByLabel('Pin Code').fill('411001');
  await form.getByRole('checkbox', { name: 'Save this address to my address book' }).check();
  await form.getByRole('radio', { name: 'Cash On Delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(phone).toHaveAccessibleDescription('Phone Number is required to save this address.');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/product/buy/${toy.id}`));
  const before = await page.request.get('/api/user/addresses', { headers });
  expect(((await before.json()) as { addresses: unknown[] }).addresses).toEqual([]);

  await phone.fill('98765 43210');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully' })).toBeVisible();
  const after = await page.request.get('/api/user/addresses', { headers });
  const { addresses } = (await after.json()) as {
    addresses: { addressLine1: string; phoneNumber: string; isDefault: boolean }[];
  };
  expect(addresses.map((entry) => [entry.addressLine1, entry.phoneNumber, entry.isDefault])).toEqual([
    ['Flat 9C, Lotus Lane', '98765 43210', true],
  ]);
});

test('the book is kept on My Account: add two, edit one and make it the default, delete the other, and checkout starts on it', async ({
  page,
}, testInfo) => {
  // some twenty steps through two screens: longer than the default on a busy machine
  test.setTimeout(60_000);
  await signUpShopper(page, testInfo, 'book-profile');
  await page.goto('/profile#addresses');
  const book = page.getByRole('region', { name: 'Saved Addresses' });
  await expect(book.getByText(/No address saved yet/)).toBeVisible();

  async function addAddress(parts: typeof home) {
    await book.getByRole('button', { name: 'Add a new address' }).click();
    const form = book.getByRole('form', { name: 'New address' });
    for (const [label, value] of [
      ['Full Name', parts.fullName],
      ['Phone Number', parts.phoneNumber],
      ['Address Line 1', parts.addressLine1],
      ['Address Line 2', parts.addressLine2],
      ['City', parts.city],
      ['State', parts.state],
      ['Country', parts.country],
      ['Pin Code', parts.pinCode],
    ] as const) {
      await form.getByLabel(label).fill(value);
    }
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form).toBeHidden();
  }

  await addAddress(home);
  // a 5-digit pin code is refused under its field, before anything is sent
  await book.getByRole('button', { name: 'Add a new address' }).click();
  const draft = book.getByRole('form', { name: 'New address' });
  await draft.getByLabel('Pin Code').fill('41100');
  await draft.getByRole('button', { name: 'Save address' }).click();
  await expect(draft.getByText('Pin Code must be 6 digits.')).toBeVisible();
  await draft.getByRole('button', { name: 'Cancel' }).click();
  await addAddress({
    ...home,
    fullName: 'Asha Rao',
    phoneNumber: '98765-43210',
    addressLine1: 'Flat 9C, Lotus Lane',
    addressLine2: '',
    city: 'Pune',
    state: 'Maharashtra',
    pinCode: '411001',
  });

  const first = book.getByRole('listitem', { name: 'Journey Shopper, 42 MG Road' });
  const second = book.getByRole('listitem', { name: 'Asha Rao, Flat 9C, Lotus Lane' });
  await expect(first.getByText('Default', { exact: true })).toBeVisible();
  await expect(second.getByText('Default', { exact: true })).toBeHidden();
  await expect(book.getByText('2 of 20 saved')).toBeVisible();

  await second.getByRole('button', { name: 'Edit' }).click();
  const edit = book.getByRole('form', { name: 'Edit address' });
  await expect(edit.getByLabel('Address Line 1')).toHaveValue('Flat 9C, Lotus Lane');
  await edit.getByLabel('Address Line 2').fill('Koregaon Park');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(edit).toBeHidden();
  await expect(second).toContainText('Koregaon Park');

  await second.getByRole('button', { name: 'Set as default' }).click();
  await expect(second.getByText('Default', { exact: true })).toBeVisible();
  await expect(first.getByText('Default', { exact: true })).toBeHidden();
  await expect(book.getByRole('listitem').first()).toHaveAccessibleName('Asha Rao, Flat 9C, Lotus Lane');

  await first.getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(first).toBeHidden();
  await expect(book.getByRole('listitem')).toHaveCount(1);

  const list = await page.request.get('/api/product/get-all-products?searchCategory=toys&limit=100');
  const toys = ((await list.json()) as { products: Card[] }).products.filter(
    (toy) => toy.stock >= 5 && !toy.hasVariants,
  );
  const toy = toys[testInfo.project.name === 'phone' ? 5 : 4];
  if (!toy) throw new Error('the demo catalogue has too few toys in stock');
  await page.goto(`/product/buy/${toy.id}`);
  const form = page.getByRole('form', { name: 'Checkout' });
  const choices = form.getByRole('radio', { name: /^Deliver to / });
  await expect(choices).toHaveCount(1);
  await expect(form.getByRole('radio', { name: 'Deliver to Asha Rao, Flat 9C, Lotus Lane' })).toBeChecked();
  await expect(form.getByLabel('Address Line 2')).toHaveValue('Koregaon Park');
  await expect(form.getByLabel('City')).toHaveValue('Pune');
});
