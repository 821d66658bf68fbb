// issue 21, part 7: reviews that mean something — how shoppers rated a product, its reviews sorted and paged, and
// a seller who can neither buy nor review their own product.
import { signInAsDemoSeller } from './support/seller';
import { expect, test } from './support/test';

interface Card {
  id: string;
  name: string;
  category: string;
  ratingNumber: number;
}

test('a shopper reads how a product was rated, its lowest ratings first, a page at a time', async ({
  page,
}) => {
  // a book with more reviews than one page holds (the review journey of catalog.spec.ts writes on electronics)
  const list = await page.request.get(
    '/api/product/get-all-products?searchCategory=books&sort=rating&limit=100',
  );
  const { products } = (await list.json()) as { products: Card[] };
  const product = products.find((card) => card.ratingNumber >= 6);
  expect(product, 'a book with six reviews or more in the demo catalogue').toBeDefined();
  const { id, name, ratingNumber } = product as Card;

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  const stars = reviews.getByRole('list', { name: 'How shoppers rated it' });
  await expect(stars.getByRole('listitem')).toHaveCount(5);
  const rows = await stars.getByRole('listitem').allTextContents();
  const counts = rows.map((row) => Number(/: (\d+) reviews?/.exec(row)?.[1]));
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(ratingNumber);
  await expect(reviews.getByText(`Showing 1–5 of ${ratingNumber} reviews`)).toBeVisible();

  await reviews.getByLabel('Sort reviews').selectOption({ label: 'Lowest rated' });
  const cards = reviews.getByRole('list').last().getByRole('listitem');
  await expect(cards).toHaveCount(5);
  const ratingsOnPage = async () =>
    (
      await cards
        .getByRole('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('aria-label')))
    ).map((label) => Number(/Rated (\d)/.exec(label ?? '')?.[1]));
  // the newest page stays on screen until the lowest-rated one arrives
  const lowest = counts.findLastIndex((count) => count > 0);
  await expect.poll(async () => (await ratingsOnPage())[0]).toBe(5 - lowest);
  const first = await ratingsOnPage();
  expect(first).toEqual([...first].sort((a, b) => a - b));

  await reviews.getByRole('button', { name: 'Next' }).click();
  await expect(reviews.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(reviews.getByText(new RegExp(`^Showing 6–\\d+ of ${ratingNumber} reviews$`))).toBeVisible();
  const second = await ratingsOnPage();
  expect(Math.min(...second)).toBeGreaterThanOrEqual(Math.max(...first));
  await reviews.getByRole('button', { name: 'Previous' }).click();
  await expect(reviews.getByText(/^Page 1 of \d+$/)).toBeVisible();
});

test('a seller sees their own product without buy or review buttons, and the API refuses their order', async ({
  page,
}) => {
  await signInAsDemoSeller(page);
  const token = await page.evaluate(() => localStorage.getItem('AuthToken'));
  const headers = { authorization: `Bearer ${token}` };
  const own = await page.request.get('/api/seller/get-all-product', { headers });
  const { allProduct } = (await own.json()) as {
    allProduct: { _id: string; name: string; isHide: boolean; isDraft?: boolean; stock: number }[];
  };
  const product = allProduct.find((row) => !row.isHide && !row.isDraft && row.stock > 0);
  expect(product, 'a listed product of the demo seller').toBeDefined();
  const { _id: id, name } = product as { _id: string; name: string };

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('This is your product: sellers cannot buy their own products.')).toBeVisible();
  await expect(
    page.getByText('This is your product: sellers cannot review their own products.'),
  ).toBeVisible();
  // the product's own article (the related products' cards below keep theirs)
  await expect(page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);

  const review = await page.request.post('/api/product/submit-review', {
    headers,
    data: { productId: id, rating: 5, title: 'Best ever', message: 'Buy it now' },
  });
  expect(review.status()).toBe(403);
  expect(((await review.json()) as { message: string }).message).toBe('You cannot review your own product');
  const order = await page.request.post('/api/order/submit-order', {
    headers,
    data: {
      cartProduct: [{ id, quantity: 1 }],
      shippingAddress: {
        addressLine1: '12 MG Road',
        country: 'India',
        state: 'Maharashtra',
        city: 'Pune',
        pinCode: '411001',
      },
      paymentData: { methodName: 'cod' },
      source: 'buyNow',
    },
  });
  expect(order.status()).toBe(403);
  expect(((await order.json()) as { message: string }).message).toBe(
    `${name} is your own product: sellers cannot buy their own products`,
  );
});
