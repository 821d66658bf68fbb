// issue 21, part 4: orders that read right — the order number opens its order in capitals as shown, and the
// tracker dates each step reached.
import { expect, test, type APIRequestContext, type Page } from './support/test';

interface Card {
  id: string;
  name: string;
  category: string;
  stock: number;
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
  const toy = products.filter((product) => product.stock >= 5)[offset];
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
