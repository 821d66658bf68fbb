import { expect, test } from './support/test';
import {
  fillShippingAddress,
  signUpShopper,
  submitOrder,
  testCard,
  twoProductsOfTwoSellers,
} from './support/shopper';

// Issue 21: a card number typed in groups keeps every digit; an American Express card is 15 digits with a 4-digit
// CVV, and the form names the brand as the number is typed. Grocery: no journey audits its stock.
test('a shopper pays with an American Express card typed in groups, its brand shown, with a 4-digit CVV', async ({
  page,
}, testInfo) => {
  await signUpShopper(page, testInfo, 'amex');
  const [desktopProduct, phoneProduct] = await twoProductsOfTwoSellers(page.request, ['grocery', 'grocery']);
  const product = testInfo.project.name === 'phone' ? phoneProduct : desktopProduct;

  await page.goto(`/product/buy/${product.id}`);
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByText(product.name)).toBeVisible();
  await fillShippingAddress(page);
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByRole('radio', { name: 'Debit / Credit Card' }).check();
  const number = form.getByLabel('Card Number');
  await number.pressSequentially('3782 822463 10005');
  await expect(number).toHaveValue('3782 822463 10005');
  await expect(form.getByText('Card: American Express')).toBeVisible();
  await form.getByLabel('Cardholder Name').fill(testCard.holder);
  await form.getByLabel('Expiry Month').selectOption({ label: testCard.month });
  await form.getByLabel('Expiry Year').selectOption({ label: testCard.year });
  const cvv = form.getByLabel('CVV');
  await cvv.fill('123');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(form.getByText('CVV must be 4 digits.')).toBeVisible();
  await expect(page).toHaveURL(/\/product\/buy\//);

  await cvv.fill('1234');
  expect(await submitOrder(page)).toHaveLength(1);
  await page.getByRole('main').getByRole('link', { name: 'View Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Details' })).toBeVisible();
  await expect(page.getByText('Debit / Credit Card, card ending 0005')).toBeVisible();
});
