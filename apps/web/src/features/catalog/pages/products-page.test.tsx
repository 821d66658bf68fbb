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
