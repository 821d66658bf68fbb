import { expect, test, type APIRequestContext } from './support/test';
import {
  addToCartFromList,
  placeOrderByCard,
  signUpShopper,
  twoProductsOfTwoSellers,
} from './support/shopper';

const journeyCategories: Record<string, readonly [string, string]> = {
  desktop: ['electronics', 'books'],
  phone: ['home & kitchen', 'sports'],
};

async function stockOf(request: APIRequestContext, productId: string): Promise<number> {
  const reply = await request.get(`/api/product/${productId}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { product: { stock: number } }).product.stock;
}

test('a new shopper buys two products of two sellers: cart, quantity, card checkout, success, orders, detail, cancel', async ({
  page,
}, testInfo) => {
  // Two screens' worth of journey (buying, then the order's life): 30 s is tight on a loaded machine.
  test.setTimeout(60_000);
  await signUpShopper(page, testInfo);
  // The phone and desktop runs go side by side: each buys its own products, so each can audit their stock.
  const [first, second] = await twoProductsOfTwoSellers(
    page.request,
    journeyCategories[testInfo.project.name],
  );

  await addToCartFromList(page, first);
  await addToCartFromList(page, second);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: /Shopping Cart/ })).toBeVisible();
  await expect(page.getByRole('link', { name: first.name })).toBeVisible();
  await expect(page.getByRole('link', { name: second.name })).toBeVisible();

  const quantity = page.getByLabel(`Quantity of ${first.name}`, { exact: true });
  await expect(quantity).toHaveText('1');
  await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
  await expect(quantity).toHaveText('2');
  const total = page.getByRole('region', { name: 'Order Summary' }).getByText('Total', { exact: true });
  await expect(total.locator('xpath=following-sibling::dd')).toHaveText(/^₹[\d,]+(\.\d\d)?$/);

  await page.getByRole('link', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const orderNumbers = await placeOrderByCard(page);
  // One order per seller.
  expect(orderNumbers).toHaveLength(2);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'View Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  for (const number of orderNumbers) {
    await expect(page.getByRole('article', { name: `Order Number ${number}` })).toBeVisible();
  }
  expect(await stockOf(page.request, first.id)).toBe(first.stock - 2);

  // The first product's order: its detail, the tracker at its first step, then a cancellation.
  const firstOrder = cards.filter({ has: page.getByRole('link', { name: `View Product ${first.name}` }) });
  await firstOrder.getByRole('link', { name: /^View Order/ }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  const tracker = page.getByRole('list', { name: 'Order progress' });
  await expect(tracker.getByRole('listitem')).toHaveCount(6);
  await expect(tracker.locator('[aria-current="step"]')).toContainText('Order Placed');
  await expect(page.getByRole('link', { name: first.name })).toBeVisible();
  await expect(page.getByText('Debit / Credit Card, card ending 1111')).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel this order?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Ordered by mistake' }).check();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('This order is cancelled')).toBeVisible();
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  expect(await stockOf(page.request, first.id)).toBe(first.stock);
  // The other seller's order stands.
  await page.getByRole('link', { name: 'Back to Order History' }).click();
  await expect(firstOrder.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(
    cards
      .filter({ hasNot: page.getByRole('link', { name: `View Product ${first.name}` }) })
      .getByText('Order Placed', { exact: true }),
  ).toBeVisible();
});
