// A shopper of the journeys: a fresh account, products to buy, and an order placed through the screens. Each
// Playwright project (desktop, phone) signs up its own shopper, so the two never share a cart.
import { expect, type APIRequestContext, type Page, type TestInfo } from './test';

export interface Shopper {
  email: string;
  token: string;
}

/** Signs up a new shopper through the panel's sign-up call (201, signed in at once) and keeps the token. */
export async function signUpShopper(page: Page, testInfo: TestInfo, label = 'shopper'): Promise<Shopper> {
  const email = `${label}-${testInfo.project.name}-${Date.now()}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { name: 'Journey Shopper', email, password: 'Shopper@1234', TandC: true },
  });
  expect(response.status()).toBe(201);
  const { AuthToken: token } = (await response.json()) as { AuthToken: string };
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('AuthToken', value), token);
  return { email, token };
}

export interface ListedProduct {
  id: string;
  name: string;
  category: string;
  sellerId: string;
  stock: number;
}

/**
 * In-stock products sold as one (issue 20: a product in sizes is added from its page only once one is chosen, as
 * variants.spec.ts does) of the first list page of `category`, each with its seller (from its detail).
 */
async function listedProducts(request: APIRequestContext, category: string): Promise<ListedProduct[]> {
  const list = await request.get(
    `/api/product/get-all-products?searchCategory=${encodeURIComponent(category)}`,
  );
  expect(list.status()).toBe(200);
  const { products } = (await list.json()) as {
    products: { id: string; stock: number; hasVariants?: boolean }[];
  };
  const details = await Promise.all(
    products
      .filter((product) => product.stock >= 5 && !product.hasVariants)
      .slice(0, 6)
      .map(async ({ id }) => {
        const reply = await request.get(`/api/product/${id}`);
        return ((await reply.json()) as { product: ListedProduct }).product;
      }),
  );
  return details.map(({ id, name, category: itsCategory, sellerId, stock }) => ({
    id,
    name,
    category: itsCategory,
    sellerId,
    stock,
  }));
}

/** Two products with stock to spare, from two categories and two different sellers. */
export async function twoProductsOfTwoSellers(
  request: APIRequestContext,
  categories: readonly [string, string] = ['electronics', 'books'],
): Promise<[ListedProduct, ListedProduct]> {
  const [first, second] = await Promise.all(categories.map((category) => listedProducts(request, category)));
  for (const a of first ?? []) {
    const b = (second ?? []).find((candidate) => candidate.sellerId !== a.sellerId);
    if (b) return [a, b];
  }
  throw new Error(`no two products of two sellers in ${categories.join(' and ')}`);
}

/** From the category's product list, opens the product's page and adds it to the cart ('Continue Shopping'). */
export async function addToCartFromList(page: Page, product: ListedProduct): Promise<void> {
  await page.goto(`/products?category=${encodeURIComponent(product.category)}`);
  await page.getByRole('article', { name: product.name }).getByRole('link', { name: product.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The product's own button comes before the related products' ones.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('heading', { name: 'Product Added!' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue Shopping' }).click();
}

export interface ShippingAddressInput {
  addressLine1: string;
  city: string;
  state: string;
  country: string;
  pinCode: string;
}

export const sampleAddress: ShippingAddressInput = {
  addressLine1: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pinCode: '411001',
};

/** A Luhn-valid test card that expires in two years. */
export const testCard = {
  number: '4111111111111111',
  holder: 'Journey Shopper',
  month: 'December',
  year: String(new Date().getFullYear() + 2),
  cvv: '123',
};

/** On /checkout or /product/buy/{id}: fills the shipping address (typed as a person would, capitals included). */
export async function fillShippingAddress(
  page: Page,
  address: ShippingAddressInput = sampleAddress,
): Promise<void> {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Address Line 1').fill(address.addressLine1);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('State').fill(address.state);
  await form.getByLabel('Country').fill(address.country);
  await form.getByLabel('Pin Code').fill(address.pinCode);
}

/** Presses Place Order and waits for the success screen; returns the order numbers it shows. */
export async function submitOrder(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully' })).toBeVisible();
  return page
    .getByRole('list', { name: /^Order Numbers?$/ })
    .getByRole('listitem')
    .allTextContents();
}

/**
 * On /checkout or /product/buy/{id}: fills the address, pays by card and places the order; returns the order
 * numbers the success screen shows.
 */
export async function placeOrderByCard(
  page: Page,
  address: ShippingAddressInput = sampleAddress,
): Promise<string[]> {
  await fillShippingAddress(page, address);
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByRole('radio', { name: 'Debit / Credit Card' }).check();
  await form.getByLabel('Card Number').fill(testCard.number);
  await form.getByLabel('Cardholder Name').fill(testCard.holder);
  await form.getByLabel('Expiry Month').selectOption({ label: testCard.month });
  await form.getByLabel('Expiry Year').selectOption({ label: testCard.year });
  await form.getByLabel('CVV').fill(testCard.cvv);
  return submitOrder(page);
}
