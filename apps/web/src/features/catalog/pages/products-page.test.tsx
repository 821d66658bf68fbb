import { screen } from '@testing-library/react';
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
