import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductDetailPage } from '../pages/product-detail-page';
import { productDetail, productReply, productReview } from '../../../test/catalog-fixtures';
import { mockApi, signInAs, testUser, type MockCall } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';

// seven reviews, newest first: the product answer carries them all, the first page (5) shows without a call
const reviews = [5, 4, 1, 5, 3, 5, 2].map((rating, index) =>
  productReview({
    _id: `r${index + 1}`,
    rating,
    title: `Review ${index + 1}`,
    userName: `Reader ${index + 1}`,
    createdAt: `2026-10-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
  }),
);
const breakdown = [
  { rating: 5, count: 3 },
  { rating: 4, count: 1 },
  { rating: 3, count: 1 },
  { rating: 2, count: 1 },
  { rating: 1, count: 1 },
];
const product = productDetail({ review: reviews, ratingNumber: 7, rating: 3.6, ratingBreakdown: breakdown });

/** The API's page of the seven reviews, sorted and paged as asked. */
function reviewsPage(_body: unknown, call: MockCall) {
  const sort = call.query.get('sort') ?? 'newest';
  const page = Number(call.query.get('page') ?? 1);
  const sorted =
    sort === 'newest'
      ? reviews
      : [...reviews].sort((a, b) => (sort === 'highest' ? b.rating - a.rating : a.rating - b.rating));
  return {
    body: {
      reviews: sorted.slice((page - 1) * 5, page * 5),
      total: 7,
      page,
      pages: 2,
      limit: 5,
      sort,
      breakdown,
    },
  };
}

const routes = {
  'GET /api/product/p1': { body: productReply(product) },
  'GET /api/product/get-related-product': { body: { product: [] } },
  'GET /api/product/p1/reviews': reviewsPage,
};

const renderPage = () =>
  renderRoutes([{ path: '/product/:productId', element: <ProductDetailPage /> }], {
    initialPath: '/product/p1',
  });

const titles = () =>
  within(screen.getByRole('region', { name: 'Customer Reviews' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('ProductReviews (issue 21)', () => {
  it('shows how many gave each star and the newest five from the product answer, without asking again', async () => {
    const calls = mockApi(routes);
    renderPage();
    const stars = await screen.findByRole('list', { name: 'How shoppers rated it' });
    expect(
      within(stars)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      '5 stars: 3 reviews53',
      '4 stars: 1 review41',
      '3 stars: 1 review31',
      '2 stars: 1 review21',
      '1 star: 1 review11',
    ]);
    expect(titles()).toEqual(['Review 1', 'Review 2', 'Review 3', 'Review 4', 'Review 5']);
    expect(screen.getByText('Showing 1–5 of 7 reviews')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/product/p1/reviews')).toBe(false);
  });

  it('sorts by the lowest rating and pages on to the last reviews', async () => {
    const calls = mockApi(routes);
    const { user } = renderPage();
    await user.selectOptions(await screen.findByLabelText('Sort reviews'), 'Lowest rated');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'Review 7' });
    expect(titles()).toEqual(['Review 3', 'Review 7', 'Review 5', 'Review 2', 'Review 1']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(titles()).toEqual(['Review 4', 'Review 6']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const asked = calls
      .filter((call) => call.path === '/api/product/p1/reviews')
      .map((call) => call.query.toString());
    expect(asked).toEqual(['sort=lowest&page=1&limit=5', 'sort=lowest&page=2&limit=5']);
  });

  it('tells the seller of the product they cannot buy or review it, instead of the buttons', async () => {
    signInAs(testUser({ id: 's1', userType: 'seller' }), routes);
    renderPage();
    expect(
      await screen.findByText('This is your product: sellers cannot review their own products.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This is your product: sellers cannot buy their own products.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a Review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
  });

  it('offers Write a Review and the buy buttons to another signed-in shopper', async () => {
    signInAs(testUser({ id: 'u9' }), routes);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Write a Review' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeInTheDocument();
  });
});
