import { expect, test } from '@playwright/test';
import {
  addToCartFromList,
  placeOrderByCard,
  signUpShopper,
  twoProductsOfTwoSellers,
} from './support/shopper';

test('a new shopper buys two products of two sellers: cart, quantity, card checkout, success, orders', async ({
  page,
}, testInfo) => {
  await signUpShopper(page, testInfo);
  const [first, second] = await twoProductsOfTwoSellers(page.request);

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
});
