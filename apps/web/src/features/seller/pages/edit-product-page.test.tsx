import type { CreatedProduct } from '@bazaar/domain';
import { screen, within } from '@testing-library/react';
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { EditProductPage } from './edit-product-page';

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Swal.close();
});

const stored: CreatedProduct = {
  _id: 'p7',
  id: 'p7',
  name: 'Studio Headphones',
  description: 'Closed-back headphones',
  brand: 'Sony',
  category: 'electronics',
  subCategory: 'headphones',
  image: ['/media/products/uploads/aaa111.webp', '/media/products/uploads/bbb222.webp'],
  stock: 12,
  mrpPrice: 2999.5,
  sellingPrice: 1999,
  price: 1999,
  isHide: false,
  isDraft: true,
  sellerId: 's1',
};

function renderPage(path = '/seller/products/p7/edit') {
  return renderRoutes(
    [
      { path: '/seller/products/:productId/edit', element: <EditProductPage /> },
      { path: '/seller/products', element: <p>The product list</p> },
    ],
    { initialPath: path },
  );
}

describe('EditProductPage', () => {
  it('fills the form from GET /api/seller/product/{id}, with the stored images in order', async () => {
    mockApi({ 'GET /api/seller/product/p7': { body: { product: stored } } });
    renderPage();

    expect(await screen.findByRole('textbox', { name: 'Product Name' })).toHaveValue('Studio Headphones');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('Sony');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('electronics');
    expect(screen.getByRole('combobox', { name: 'Sub Category' })).toHaveValue('headphones');
    expect(screen.getByRole('combobox', { name: 'Sub Category' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'MRP Price' })).toHaveValue('2999.5');
    expect(screen.getByRole('textbox', { name: 'Selling Price' })).toHaveValue('1999');
    expect(screen.getByRole('textbox', { name: 'Stock Quantity' })).toHaveValue('12');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Closed-back headphones');
    const previews = within(screen.getByRole('list')).getAllByRole('img');
    expect(previews.map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['Image 1', '/media/products/uploads/aaa111-w320.webp'],
      ['Image 2', '/media/products/uploads/bbb222-w320.webp'],
    ]);
  });

  it('publishes the edit with PUT: kept, new and reordered images, isDraft false', async () => {
    const calls = mockApi({
      'GET /api/seller/product/p7': { body: { product: stored } },
      'POST /api/media/upload': {
        status: 201,
        body: { images: [{ secure_url: '/media/products/uploads/ccc333.webp', width: 800, height: 800 }] },
      },
      'PUT /api/seller/product/p7': (body) => ({
        body: { message: 'Product updated', product: { ...stored, ...(body as object), isDraft: false } },
      }),
    });
    const { user } = renderPage();
    const name = await screen.findByRole('textbox', { name: 'Product Name' });
    await user.clear(name);
    await user.type(name, 'Studio Headphones II');
    await user.click(screen.getByRole('button', { name: 'Remove Image 1' }));
    await user.upload(
      screen.getByLabelText('Product Media'),
      new File(['png'], 'new.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Move new.png earlier' }));
    await user.click(screen.getByRole('button', { name: 'Publish Product' }));

    expect(await screen.findByText('The product list')).toBeInTheDocument();
    expect(screen.getByText('Product updated')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'Studio Headphones II',
      brand: 'Sony',
      category: 'electronics',
      subCategory: 'headphones',
      description: 'Closed-back headphones',
      stock: 12,
      mrpPrice: 2999.5,
      sellingPrice: 1999,
      image: ['/media/products/uploads/ccc333.webp', '/media/products/uploads/bbb222.webp'],
      isDraft: false,
      // the stock the form was filled with, so orders placed meanwhile are not written over
      expectedStock: 12,
    });
  });

  it('saves a product already in the shop as it is, or moves it back to the drafts', async () => {
    const listed = { ...stored, isDraft: false };
    const calls = mockApi({
      'GET /api/seller/product/p7': { body: { product: listed } },
      'PUT /api/seller/product/p7': (body) => ({
        body: { message: 'Product updated', product: { ...listed, ...(body as object) } },
      }),
    });
    const { user } = renderPage();
    await screen.findByRole('textbox', { name: 'Product Name' });
    expect(screen.queryByRole('button', { name: 'Publish Product' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to Drafts' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('The product list')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ isDraft: false });
  });

  it("keeps a brand from outside the spec's list as the chosen brand", async () => {
    mockApi({ 'GET /api/seller/product/p7': { body: { product: { ...stored, brand: 'Bata' } } } });
    renderPage();
    expect(await screen.findByRole('combobox', { name: 'Brand' })).toHaveValue('Bata');
  });

  it("says 'Product not found' for a product that is not the seller's", async () => {
    mockApi({ 'GET /api/seller/product/p404': { status: 404, body: { message: 'Product not found' } } });
    renderPage('/seller/products/p404/edit');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute(
      'href',
      '/seller/products',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
