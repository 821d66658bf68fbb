import type { CreatedProduct } from '@bazaar/domain';
import { screen, waitFor } from '@testing-library/react';
import Swal from 'sweetalert2/dist/sweetalert2.esm.js';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, type MockCall, type MockRoute } from '../../../test/mock-api';
import { stubPreviewObjectUrls } from '../../../test/object-urls';
import { renderRoutes } from '../../../test/render';
import { AddProductPage } from '../pages/add-product-page';
import { EditProductPage } from '../pages/edit-product-page';

stubPreviewObjectUrls();

afterEach(() => {
  Swal.close();
});

const stored: CreatedProduct = {
  _id: 'p7',
  id: 'p7',
  name: 'Cotton Crew T-shirt',
  description: 'Soft cotton tee',
  brand: 'Others',
  category: 'others',
  subCategory: '',
  image: ['/media/products/uploads/tee.webp'],
  stock: 7,
  mrpPrice: 999,
  sellingPrice: 499,
  price: 499,
  isHide: false,
  isDraft: false,
  sellerId: 's1',
  variants: [
    {
      id: 'v-s',
      sku: 'TEE-S',
      options: { size: 'S' },
      stock: 5,
      mrpPrice: 999,
      sellingPrice: 499,
      image: null,
    },
    {
      id: 'v-m',
      sku: 'TEE-M',
      options: { size: 'M' },
      stock: 2,
      mrpPrice: 999,
      sellingPrice: 549,
      image: '/media/products/uploads/tee-m.webp',
    },
  ],
};

const uploads: MockRoute = (_body, call) => ({
  status: 201,
  body: {
    images: (call.form?.getAll('file') as File[]).map((file) => ({
      secure_url: `/media/products/uploads/${file.name.replace(/\W/g, '')}.webp`,
      width: 800,
      height: 800,
    })),
  },
});

const cell = (name: string) => screen.getByRole('textbox', { name });
const sent = (calls: MockCall[], path: string) => calls.filter((call) => call.path === path);

function errorOf(control: HTMLElement) {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

function renderAdd() {
  const calls = mockApi({
    'POST /api/media/upload': uploads,
    'POST /api/product/add-product': {
      status: 201,
      body: { message: 'Product successfully uploaded', product: stored },
    },
  });
  const rendered = renderRoutes(
    [
      { path: '/seller/products/add', element: <AddProductPage /> },
      { path: '/seller/products', element: <p>The product list</p> },
    ],
    { initialPath: '/seller/products/add' },
  );
  return { calls, ...rendered };
}

async function fillProduct(user: ReturnType<typeof renderAdd>['user']) {
  await user.type(cell('Product Name'), 'Cotton Crew T-shirt');
  const brand = screen.getByLabelText(/^Brand/);
  if (brand instanceof HTMLSelectElement) await user.selectOptions(brand, 'Others');
  else await user.type(brand, 'Others');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'others');
  await user.type(cell('Description'), 'Soft cotton tee');
  await user.upload(
    screen.getByLabelText('Product Media'),
    new File(['png'], 'tee.png', { type: 'image/png' }),
  );
}

async function fillRow(
  user: ReturnType<typeof renderAdd>['user'],
  row: number,
  values: { size: string; sku: string; stock: string; mrp: string; selling: string },
) {
  await user.type(cell(`Size of variant ${row}`), values.size);
  await user.type(cell(`SKU of variant ${row}`), values.sku);
  await user.type(cell(`Stock Quantity of variant ${row}`), values.stock);
  await user.type(cell(`MRP Price of variant ${row}`), values.mrp);
  await user.type(cell(`Selling Price of variant ${row}`), values.selling);
}

describe('the seller product form’s variants table (issue 20)', () => {
  it('adds a product in three sizes, each with its SKU, stock and prices, instead of one price and stock', async () => {
    const { calls, user } = renderAdd();
    await fillProduct(user);
    await user.click(screen.getByRole('button', { name: 'Add sizes or colours' }));
    expect(screen.queryByRole('textbox', { name: 'Stock Quantity' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Prices and stock are set per variant, in the table of variants.'),
    ).toBeInTheDocument();
    await fillRow(user, 1, { size: 'S', sku: 'TEE-S', stock: '5', mrp: '999', selling: '499' });
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    await fillRow(user, 2, { size: 'M', sku: 'TEE-M', stock: '3', mrp: '999', selling: '549' });
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    await fillRow(user, 3, { size: 'L', sku: 'TEE-L', stock: '0', mrp: '999', selling: '599' });
    await user.upload(
      screen.getByLabelText('Add a photo of variant 2'),
      new File(['png'], 'tee-m.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Variant 2' })).toHaveAttribute(
      'src',
      '/media/products/uploads/teempng.webp',
    );
    expect(screen.getByText('3 of 100 variants')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish Product' }));
    await waitFor(() => expect(sent(calls, '/api/product/add-product')).toHaveLength(1));
    const body = sent(calls, '/api/product/add-product')[0]?.body as { variants: unknown[] };
    expect(body.variants).toEqual([
      { sku: 'TEE-S', options: { size: 'S' }, stock: 5, mrpPrice: 999, sellingPrice: 499, image: null },
      {
        sku: 'TEE-M',
        options: { size: 'M' },
        stock: 3,
        mrpPrice: 999,
        sellingPrice: 549,
        image: '/media/products/uploads/teempng.webp',
      },
      { sku: 'TEE-L', options: { size: 'L' }, stock: 0, mrpPrice: 999, sellingPrice: 599, image: null },
    ]);
  });

  it('shows each variant’s problem in its cell and sends nothing', async () => {
    const { calls, user } = renderAdd();
    await fillProduct(user);
    await user.click(screen.getByRole('button', { name: 'Add sizes or colours' }));
    await fillRow(user, 1, { size: 'S', sku: 'TEE-S', stock: '5', mrp: '499', selling: '599' });
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    await fillRow(user, 2, { size: 's', sku: 'tee-s', stock: '-1', mrp: '999', selling: '499' });

    await user.click(screen.getByRole('button', { name: 'Publish Product' }));
    await waitFor(() =>
      expect(errorOf(cell('Selling Price of variant 1'))).toBe(
        'Selling Price must not be more than the MRP Price',
      ),
    );
    expect(cell('Selling Price of variant 1')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(cell('Stock Quantity of variant 2'))).toBe(
      'Stock Quantity must be a whole number of 0 or more',
    );
    expect(sent(calls, '/api/product/add-product')).toHaveLength(0);

    await user.clear(cell('Selling Price of variant 1'));
    await user.type(cell('Selling Price of variant 1'), '399');
    await user.clear(cell('Stock Quantity of variant 2'));
    await user.type(cell('Stock Quantity of variant 2'), '4');
    await user.click(screen.getByRole('button', { name: 'Publish Product' }));
    // the rows are checked against each other once each is right on its own
    await waitFor(() =>
      expect(errorOf(cell('SKU of variant 2'))).toBe('SKU tee-s is also given to Variant 1'),
    );
    expect(errorOf(cell('Size of variant 2'))).toBe('Variant 1 already has these options');
    expect(sent(calls, '/api/product/add-product')).toHaveLength(0);
  });

  it('edits a product’s variants: its rows filled, a row removed, the rest sent with their ids and stock seen', async () => {
    const calls = mockApi({
      'GET /api/seller/product/p7': { body: { product: stored } },
      'PUT /api/seller/product/p7': { body: { message: 'Product updated', product: stored } },
    });
    const { user } = renderRoutes(
      [
        { path: '/seller/products/:productId/edit', element: <EditProductPage /> },
        { path: '/seller/products', element: <p>The product list</p> },
      ],
      { initialPath: '/seller/products/p7/edit' },
    );
    expect(await screen.findByRole('textbox', { name: 'SKU of variant 2' })).toHaveValue('TEE-M');
    expect(cell('Size of variant 1')).toHaveValue('S');
    expect(screen.getByRole('img', { name: 'Variant 2' })).toHaveAttribute(
      'src',
      '/media/products/uploads/tee-m.webp',
    );

    await user.click(screen.getByRole('button', { name: 'Remove variant 1' }));
    await user.clear(cell('Stock Quantity of variant 1'));
    await user.type(cell('Stock Quantity of variant 1'), '9');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const puts = () => calls.filter((call) => call.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = puts()[0]?.body as {
      variants: unknown[];
      expectedStock?: unknown;
    };
    expect(body.variants).toEqual([
      {
        id: 'v-m',
        expectedStock: 2,
        sku: 'TEE-M',
        options: { size: 'M' },
        stock: 9,
        mrpPrice: 999,
        sellingPrice: 549,
        image: '/media/products/uploads/tee-m.webp',
      },
    ]);
    expect(body.expectedStock).toBeUndefined();
  });
});
