// issue 21, part 4: orders that read right — the order number opens its order in capitals as shown, and the
// tracker dates each step reached.
import { demoAccounts } from '@bazaar/domain';
import { expect, test, type APIRequestContext, type Page } from './support/test';

interface Card {
  id: string;
  name: string;
  category: string;
  stock: number;
  /** issue 20: sold in sizes (the kids' football), so an order names one; this journey buys one sold as one */
  hasVariants?: boolean;
}

const address = {
  addressLine1: '7 Park Street',
  addressLine2: 'Flat 12B',
  country: 'India',
  state: 'West Bengal',
  city: 'Kolkata',
  pinCode: '700016',
  isDefaultShippingAddress: false,
};

/** A product well in stock from the toys (no other journey buys them), a different one per project. */
async function aToy(request: APIRequestContext, offset: number): Promise<Card> {
  const response = await request.get('/api/product/get-all-products?searchCategory=toys&limit=100');
  const { products } = (await response.json()) as { products: Card[] };
  const toy = products.filter((product) => product.stock >= 5 && !product.hasVariants)[offset];
  if (!toy) throw new Error('the demo catalogue has too few toys in stock');
  return toy;
}

/** A new shopper signed in on the page, with an order of one unit of `product` paid on delivery. */
async function shopperWithOrder(
  page: Page,
  request: APIRequestContext,
  project: string,
  product: Card,
): Promise<{ orderId: string; token: string }> {
  const email = `read-right-${project}-${Date.now()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Tracker Tester', email, password: 'Tester@1234', TandC: true },
  });
  expect(registered.status()).toBe(201);
  const { AuthToken: token } = (await registered.json()) as { AuthToken: string };
  const placed = await request.post('/api/order/submit-order', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      cartProduct: [{ id: product.id, quantity: 1 }],
      shippingAddress: address,
      paymentData: { methodName: 'cod' },
      source: 'buyNow',
    },
  });
  expect(placed.status()).toBe(201);
  const [orderId = ''] = ((await placed.json()) as { orderIds: string[] }).orderIds;
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('AuthToken', value), token);
  return { orderId, token };
}

const todayInIndia = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());

test('the order number in capitals opens the order, and the tracker dates the step reached', async ({
  page,
  request,
}, testInfo) => {
  const toy = await aToy(request, testInfo.project.name === 'phone' ? 1 : 0);
  const { orderId } = await shopperWithOrder(page, request, testInfo.project.name, toy);
  const number = orderId.toUpperCase();

  await page.goto(`/order/${number}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  const tracker = page.getByRole('list', { name: 'Order progress' });
  await expect(tracker.getByRole('listitem').first()).toContainText(`Order Placed, ${todayInIndia()}`);
  await expect(tracker.getByRole('listitem').nth(1)).not.toContainText(todayInIndia());
  await expect(page.getByRole('link', { name: toy.name })).toBeVisible();
});

test('a shopper cancels with a reason from the list and their words; the order and the seller show it', async ({
  page,
  request,
}, testInfo) => {
  // a product of the demo seller, so the journey can look at the seller's side too
  const { email, password } = demoAccounts.seller;
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const { AuthToken: sellerToken } = (await login.json()) as { AuthToken: string };
  const own = await request.get('/api/seller/get-all-product', {
    headers: { authorization: `Bearer ${sellerToken}` },
  });
  const { allProduct } = (await own.json()) as {
    allProduct: {
      _id: string;
      name: string;
      isHide: boolean;
      isDraft?: boolean;
      stock: number;
      variants?: unknown[];
    }[];
  };
  // sold as one: an order of a product in sizes names the size (issue 20)
  const listed = allProduct.filter(
    (row) => !row.isHide && !row.isDraft && row.stock >= 5 && !row.variants?.length,
  );
  const product = listed[testInfo.project.name === 'phone' ? 1 : 0];
  if (!product) throw new Error('the demo seller has too few products in stock');
  const { orderId } = await shopperWithOrder(page, request, testInfo.project.name, {
    id: product._id,
    name: product.name,
    category: '',
    stock: product.stock,
  });

  await page.goto(`/order/${orderId}`);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(dialog.getByText('Please choose a reason for cancelling.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Delivery takes too long' }).check();
  await dialog.getByLabel('Anything to add? (optional)').fill('Needed it by Friday');
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('This order is cancelled')).toBeVisible();
  await expect(page.getByText('Reason: Delivery takes too long: Needed it by Friday')).toBeVisible();
  await expect(page.getByText(`Cancelled on ${todayInIndia()}`)).toBeVisible();

  await page.evaluate((token) => localStorage.setItem('AuthToken', token), sellerToken);
  await page.goto('/seller/orders?status=cancelled');
  const card = page.getByRole('article', { name: `Order ${orderId.toUpperCase()}` });
  await expect(card).toContainText('Cancelled by the buyer: Delivery takes too long: Needed it by Friday');
});
