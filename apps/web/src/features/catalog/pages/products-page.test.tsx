import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productCard, productListReply } from '../../../test/catalog-fixtures';
import { mockApi, type MockRoute } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { ProductsPage } from './products-page';

function renderProducts(path: string, list: MockRoute) {
  const calls = mockApi({ 'GET /api/product/get-all-products': list });
  renderWithRouter(<ProductsPage />, { initialPath: path });
  return calls;
}

const kettle = productCard({
  id: 'p7',
  name: 'Steel Electric Kettle',
  category: 'home & kitchen',
  subCategory: 'appliances',
  brand: 'Others',
});

describe('ProductsPage heading', () => {
  it('names the category a shortened link lists as the catalogue names it', async () => {
    const calls = renderProducts('/products?category=home', { body: productListReply([kettle]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home & Kitchen' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: /Steel Electric Kettle/ })).toBeInTheDocument();
    expect(document.title).toBe('Home & Kitchen | Bazaar');
    expect(calls[0]?.query.get('searchCategory')).toBe('home');
  });

  it("names a category tile's list by the tile's name", async () => {
    renderProducts('/products?category=home%20%26%20kitchen', { body: productListReply([kettle]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home & Kitchen' })).toBeInTheDocument();
  });

  it('reads text that names no single category as it was typed', async () => {
    renderProducts('/products?category=garden%20tools', { body: productListReply([]) });
    expect(await screen.findByRole('heading', { name: 'No Result Found!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Garden Tools$/);
  });

  it('names a search by its text even within a category', async () => {
    renderProducts('/products?q=kettle&category=home', { body: productListReply([kettle]) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for "kettle"' }),
    ).toBeInTheDocument();
  });
});

describe('ProductsPage sort', () => {
  const sortBox = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
  const offered = () =>
    within(sortBox())
      .getAllByRole('option')
      .map((option) => option.textContent);

  it('says newest first on a category page, which has no text to rank by, and offers no Relevance', async () => {
    const calls = renderProducts('/products?category=home', { body: productListReply([kettle]) });
    await screen.findByRole('article', { name: /Steel Electric Kettle/ });
    expect(sortBox().selectedOptions[0]?.textContent).toBe('Newest first');
    expect(offered()).not.toContain('Relevance');
    expect(calls[0]?.query.get('sort')).toBeNull();
  });

  it('says relevance for a search, and offers every order', async () => {
    renderProducts('/products?q=kettle', { body: productListReply([kettle]) });
    await screen.findByRole('article', { name: /Steel Electric Kettle/ });
    expect(sortBox().selectedOptions[0]?.textContent).toBe('Relevance');
    expect(offered()).toEqual([
      'Relevance',
      'Newest first',
      'Price: low to high',
      'Price: high to low',
      'Top rated',
    ]);
  });

  it('says newest first for a category link that asks for relevance', async () => {
    renderProducts('/products?category=home&sort=relevance', { body: productListReply([kettle]) });
    await screen.findByRole('article', { name: /Steel Electric Kettle/ });
    expect(sortBox().selectedOptions[0]?.textContent).toBe('Newest first');
  });

  it('keeps the sort a link asks for', async () => {
    renderProducts('/products?category=home&sort=price-desc', { body: productListReply([kettle]) });
    await screen.findByRole('article', { name: /Steel Electric Kettle/ });
    expect(sortBox().selectedOptions[0]?.textContent).toBe('Price: high to low');
  });
});

describe('ProductsPage price filter', () => {
  it('refuses a range the wrong way round with a message, and applies it once it is put right', async () => {
    const calls = mockApi({ 'GET /api/product/get-all-products': { body: productListReply([kettle]) } });
    const { history, user } = renderWithRouter(<ProductsPage />, { initialPath: '/products?category=home' });
    await screen.findByRole('article', { name: /Steel Electric Kettle/ });
    const min = screen.getByLabelText('Min ₹');
    const max = screen.getByLabelText('Max ₹');

    await user.type(min, '5000');
    await user.type(max, '100');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Minimum price must not be more than the maximum price',
    );
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(history.location.search).toBe('?category=home');
    expect(calls).toHaveLength(1);

    await user.clear(max);
    await user.type(max, '9000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(history.location.search).toBe('?category=home&minPrice=5000&maxPrice=9000');
    await screen.findByRole('article', { name: /Steel Electric Kettle/ });
    expect(calls.at(-1)?.query.get('minPrice')).toBe('5000');
    expect(calls.at(-1)?.query.get('maxPrice')).toBe('9000');
  });

  it('reads a shared link whose range is the wrong way round the right way round', async () => {
    const calls = renderProducts('/products?minPrice=5000&maxPrice=100', {
      body: productListReply([kettle]),
    });
    await screen.findByRole('article', { name: /Steel Electric Kettle/ });
    expect(screen.getByLabelText('Min ₹')).toHaveValue(100);
    expect(screen.getByLabelText('Max ₹')).toHaveValue(5000);
    expect(calls[0]?.query.get('minPrice')).toBe('100');
    expect(calls[0]?.query.get('maxPrice')).toBe('5000');
  });
});

// The default retries (twice, 1 s then 2 s apart) kept the skeletons up for 3 s before the error view.
const prompt = { timeout: 2_000 };

describe('ProductsPage when the API fails', () => {
  it('shows the server-error view at once when the API answers 500, without asking again', async () => {
    const calls = renderProducts('/products?category=home', {
      status: 500,
      body: { message: 'Internal Server Error' },
    });
    expect(
      await screen.findByRole('heading', { name: '500 - Internal Server Error' }, prompt),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('asks once more, quickly, when a gateway answers 503, then shows the server-error view', async () => {
    const calls = renderProducts('/products?category=home', { status: 503 });
    expect(
      await screen.findByRole('heading', { name: '500 - Internal Server Error' }, prompt),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('shows the list when a request that got no answer succeeds on its quick second try', async () => {
    let tries = 0;
    const calls = renderProducts('/products?category=home', () => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch');
      return { body: productListReply([kettle]) };
    });
    expect(await screen.findByRole('article', { name: /Steel Electric Kettle/ }, prompt)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '500 - Internal Server Error' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});

const facets = {
  brands: [
    { brand: 'Prestige', count: 3 },
    { brand: 'Others', count: 1 },
  ],
  prices: [
    { min: 0, max: 500, count: 0 },
    { min: 500, max: 1000, count: 1 },
    { min: 1000, max: 5000, count: 3 },
    { min: 5000, max: 20000, count: 0 },
    { min: 20000, count: 0 },
  ],
  ratings: [
    { minRating: 4, count: 2 },
    { minRating: 3, count: 4 },
  ],
  discounts: [
    { minDiscount: 10, count: 4 },
    { minDiscount: 25, count: 1 },
    { minDiscount: 50, count: 0 },
  ],
  inStock: 4,
};

describe('ProductsPage search and filter panel', () => {
  it('says which words it searched for when the API corrected a typo', async () => {
    renderProducts('/products?q=kettel', {
      body: { ...productListReply([kettle]), correctedQuery: 'kettle' },
    });
    expect(await screen.findByText('Showing results for')).toHaveTextContent('Showing results for kettle');
  });

  it('shows each choice with its count and keeps what is picked in the URL', async () => {
    const calls = mockApi({
      'GET /api/product/get-all-products': { body: { ...productListReply([kettle], 4), facets } },
    });
    const { history, user } = renderWithRouter(<ProductsPage />, { initialPath: '/products?q=kettle' });
    const panel = await screen.findByRole('complementary', { name: 'Narrow the list' });
    expect(calls[0]?.query.get('facets')).toBe('true');
    const prestige = await within(panel).findByRole('checkbox', { name: 'Prestige (3)' });
    expect(within(panel).getByRole('radio', { name: '4★ & up (2)' })).toBeInTheDocument();
    // a choice that would leave nothing cannot be picked
    expect(within(panel).getByRole('radio', { name: '50% off or more (0)' })).toBeDisabled();

    await user.click(prestige);
    expect(history.location.search).toBe('?q=kettle&brand=Prestige');
    await user.click(within(panel).getByRole('checkbox', { name: 'Others (1)' }));
    expect(history.location.search).toBe('?q=kettle&brand=Prestige&brand=Others');
    await user.click(within(panel).getByRole('radio', { name: '4★ & up (2)' }));
    await user.click(within(panel).getByRole('radio', { name: '25% off or more (1)' }));
    await user.click(within(panel).getByRole('radio', { name: '₹1,000 – ₹5,000 (3)' }));
    expect(history.location.search).toBe(
      '?q=kettle&minPrice=1000&maxPrice=4999.99&brand=Prestige&brand=Others&minRating=4&minDiscount=25',
    );
    await screen.findByRole('article', { name: /Steel Electric Kettle/ });
    const last = calls.at(-1)?.query;
    expect(last?.get('brand')).toBe('Prestige,Others');
    expect(last?.get('minRating')).toBe('4');
    expect(last?.get('minDiscount')).toBe('25');

    await user.click(within(panel).getByRole('checkbox', { name: 'Prestige (3)' }));
    expect(history.location.search).toContain('brand=Others');
    expect(history.location.search).not.toContain('Prestige');
  });

  it('offers in stock with its count and keeps it in the URL (issue 19 part 3)', async () => {
    const calls = mockApi({
      'GET /api/product/get-all-products': { body: { ...productListReply([kettle], 4), facets } },
    });
    const { history, user } = renderWithRouter(<ProductsPage />, { initialPath: '/products?q=kettle' });
    const panel = await screen.findByRole('complementary', { name: 'Narrow the list' });
    const inStock = await within(panel).findByRole('checkbox', { name: 'In stock only (4)' });
    expect(within(panel).getByRole('group', { name: 'Availability' })).toContainElement(inStock);
    expect(inStock).not.toBeChecked();
    // one control for it: the price form no longer has a second one
    expect(screen.getAllByRole('checkbox', { name: /In stock only/ })).toHaveLength(1);

    await user.click(inStock);
    expect(history.location.search).toBe('?q=kettle&inStock=1');
    await screen.findByRole('article', { name: /Steel Electric Kettle/ });
    expect(calls.at(-1)?.query.get('inStock')).toBe('true');
    expect(within(panel).getByRole('checkbox', { name: /In stock only/ })).toBeChecked();

    // the price form keeps it when it applies a range
    await user.type(screen.getByLabelText('Min ₹'), '500');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(history.location.search).toBe('?q=kettle&minPrice=500&inStock=1');

    await user.click(within(panel).getByRole('checkbox', { name: /In stock only/ }));
    expect(history.location.search).toBe('?q=kettle&minPrice=500');
  });

  it('ticks the listed brand for a link that spells it in another case, and unticks it', async () => {
    mockApi({ 'GET /api/product/get-all-products': { body: { ...productListReply([kettle], 4), facets } } });
    const { history, user } = renderWithRouter(<ProductsPage />, { initialPath: '/products?brand=prestige' });
    const panel = await screen.findByRole('complementary', { name: 'Narrow the list' });
    const prestige = await within(panel).findByRole('checkbox', { name: 'Prestige (3)' });
    expect(prestige).toBeChecked();
    expect(within(panel).queryByRole('checkbox', { name: /^prestige/ })).not.toBeInTheDocument();
    await user.click(prestige);
    expect(history.location.search).toBe('');
  });

  it('opens the panel as a sheet from the Filters button on a phone', async () => {
    mockApi({ 'GET /api/product/get-all-products': { body: { ...productListReply([kettle], 4), facets } } });
    const { user } = renderWithRouter(<ProductsPage />, { initialPath: '/products?brand=Prestige' });
    await screen.findByRole('article', { name: /Steel Electric Kettle/ });
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = screen.getByRole('dialog', { name: 'Narrow the list' });
    expect(within(sheet).getByRole('checkbox', { name: 'Prestige (3)' })).toBeChecked();
    await user.click(within(sheet).getByRole('button', { name: 'Show 4 products' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
