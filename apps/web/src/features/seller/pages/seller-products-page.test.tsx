import type { SellerProductPage, SellerProductRow } from '@bazaar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockCall } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { SellerProductsPage } from './seller-products-page';

afterEach(() => {
  vi.unstubAllGlobals();
  Swal.close();
});

function row(index: number, overrides: Partial<SellerProductRow> = {}): SellerProductRow {
  return {
    _id: `p${index}`,
    name: `Product ${index}`,
    image: [`/media/products/uploads/img${index}.webp`],
    category: 'electronics',
    stock: 25,
    isHide: false,
    isDraft: false,
    price: 1999,
    mrpPrice: 2999,
    sellingPrice: 1999,
    ...overrides,
  };
}

/** Page `page` of `total` products, 10 a page, as the API answers it. */
function pageOf(total: number, page: number, rows?: SellerProductRow[]): SellerProductPage {
  const start = (page - 1) * 10 + 1;
  const count = Math.max(0, Math.min(10, total - start + 1));
  const allProduct = rows ?? Array.from({ length: count }, (_, index) => row(start + index));
  return {
    allProduct,
    totalProducts: total,
    totalPages: Math.ceil(total / 10),
    page,
    startProductIndex: allProduct.length ? start : 0,
    endProductIndex: allProduct.length ? start + allProduct.length - 1 : 0,
  };
}

const LIST = 'GET /api/seller/get-all-product';

function listCalls(calls: MockCall[]) {
  return calls.filter((call) => call.path === '/api/seller/get-all-product');
}

function renderPage(initialPath = '/seller/products') {
  return renderWithRouter(<SellerProductsPage />, { initialPath });
}

describe('SellerProductsPage', () => {
  it("shows 'Loading...' until the first page arrives, then the rows", async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    mockApi({ [LIST]: () => new Promise((resolve) => (answer = resolve)) });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Loading...' })).toBeInTheDocument();

    answer({
      body: pageOf(1, 1, [
        row(1, { name: 'Studio Headphones', stock: 12, price: 123456.5, category: 'electronics' }),
      ]),
    });
    const cells = within(await screen.findByRole('row', { name: /Studio Headphones/ })).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Studio HeadphonesID: p1',
      'electronics',
      '12',
      '',
      '₹1,23,456.50',
      'Low Stock',
      '',
    ]);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows 'Nothing to Display' when the seller has no product", async () => {
    mockApi({ [LIST]: { body: pageOf(0, 1) } });
    renderPage();
    expect(await screen.findByRole('cell', { name: 'Nothing to Display' })).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('shows the first image, the stock status and a public link only for listed products', async () => {
    mockApi({
      [LIST]: {
        body: pageOf(3, 1, [
          row(1, { name: 'Listed Lamp', stock: 40 }),
          row(2, { name: 'Draft Desk', isDraft: true, stock: 0, image: [] }),
          row(3, { name: 'Hidden Hat', isHide: true }),
        ]),
      },
    });
    renderPage();

    const listed = await screen.findByRole('row', { name: /Listed Lamp/ });
    expect(within(listed).getByRole('link', { name: 'Listed Lamp' })).toHaveAttribute('href', '/product/p1');
    expect(within(listed).getByText('In Stock')).toBeInTheDocument();
    // The table shows the small copy of an uploaded image.
    expect(listed.querySelector('img')).toHaveAttribute('src', '/media/products/uploads/img1-w320.webp');
    expect(within(listed).getByRole('link', { name: 'Edit Listed Lamp' })).toHaveAttribute(
      'href',
      '/seller/products/p1/edit',
    );

    const draft = screen.getByRole('row', { name: /Draft Desk/ });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(draft).queryByRole('link', { name: 'Draft Desk' })).not.toBeInTheDocument();

    const hidden = screen.getByRole('row', { name: /Hidden Hat/ });
    expect(within(hidden).getByRole('switch', { name: 'Show Hidden Hat in the shop' })).not.toBeChecked();
    expect(within(listed).getByRole('switch', { name: 'Show Listed Lamp in the shop' })).toBeChecked();
  });

  it("says 'Showing 11 to 20 of 23 results' and moves between pages", async () => {
    const calls = mockApi({
      [LIST]: (_body, call) => ({ body: pageOf(23, Number(call.query.get('page'))) }),
    });
    const { user, history } = renderPage('/seller/products?page=2');

    expect(await screen.findByText('Showing 11 to 20 of 23 results')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of products' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 to 23 of 23 results')).toBeInTheDocument();
    expect(history.location.search).toBe('?page=3');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(listCalls(calls).map((call) => call.query.get('page'))).toEqual(['2', '3', '1']);
  });

  it('shows the last page when the page asked for is past the end (its last product was deleted)', async () => {
    mockApi({ [LIST]: (_body, call) => ({ body: pageOf(15, Number(call.query.get('page'))) }) });
    const { history } = renderPage('/seller/products?category=books&page=3');
    expect(await screen.findByText('Showing 11 to 15 of 15 results')).toBeInTheDocument();
    expect(history.location.search).toBe('?category=books&page=2');
  });

  it('searches on Enter only, trims the text, and a new filter returns to page 1 (kept in the URL)', async () => {
    const calls = mockApi({
      [LIST]: (_body, call) => ({ body: pageOf(23, Number(call.query.get('page'))) }),
    });
    const { user, history } = renderPage('/seller/products?page=3');
    await screen.findByText('Showing 21 to 23 of 23 results');

    const search = screen.getByRole('searchbox', { name: 'Search your products' });
    await user.type(search, '  lamp ');
    expect(listCalls(calls)).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.search).toBe('?search=lamp'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'home & kitchen');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock status' }), 'low stock');
    await waitFor(() =>
      expect(history.location.search).toBe('?search=lamp&category=home+%26+kitchen&status=low-stock'),
    );
    await waitFor(() => expect(listCalls(calls)).toHaveLength(4));

    const last = listCalls(calls).at(-1)?.query;
    expect(Object.fromEntries(last ?? [])).toEqual({
      page: '1',
      search: 'lamp',
      category: 'home & kitchen',
      productStockStatus: 'low-stock',
    });
    expect(listCalls(calls)[1]?.query.get('page')).toBe('1');
    // The filters show what the URL says.
    expect(screen.getByRole('searchbox', { name: 'Search your products' })).toHaveValue('lamp');
    expect(screen.getByRole('combobox', { name: 'Stock status' })).toHaveValue('low-stock');
  });

  it('deletes a product only after the seller confirms', async () => {
    let rows = [row(1, { name: 'Old Lamp' }), row(2, { name: 'New Lamp' })];
    const calls = mockApi({
      [LIST]: () => ({ body: pageOf(rows.length, 1, rows) }),
      'DELETE /api/seller/product/p1': () => {
        rows = rows.filter((candidate) => candidate._id !== 'p1');
        return { body: { message: 'Product deleted' } };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Old Lamp' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete this product?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Old Lamp' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Old Lamp', { exact: true })).not.toBeInTheDocument());
    expect(screen.getByText('New Lamp')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/seller/product/p1',
    ]);
  });

  it('sends the new visibility when the switch is flipped and shows it at once', async () => {
    let hidden = false;
    let answer: () => void = () => undefined;
    const calls = mockApi({
      [LIST]: () => ({ body: pageOf(1, 1, [row(1, { name: 'Desk Lamp', isHide: hidden })]) }),
      'PATCH /api/seller/product/visibilty-toggle/p1': (body) =>
        new Promise((resolve) => {
          answer = () => {
            hidden = !(body as { state: boolean }).state;
            resolve({
              body: { message: 'Product visibility updated', product: { _id: 'p1', isHide: hidden } },
            });
          };
        }),
    });
    const { user } = renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Show Desk Lamp in the shop' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    // The switch moves before the server answers (docs/product.md §4).
    expect(screen.getByRole('switch', { name: 'Show Desk Lamp in the shop' })).not.toBeChecked();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ state: false });
    answer();
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(screen.getByRole('switch', { name: 'Show Desk Lamp in the shop' })).not.toBeChecked();
  });

  it('shows the server-error view when the list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ [LIST]: { status: 500, body: { message: 'boom' } } });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: '500 - Internal Server Error' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
