import type { CreatedProduct } from '@bazaar/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockCall, type MockRoute } from '../../../test/mock-api';
import { stubPreviewObjectUrls } from '../../../test/object-urls';
import { renderRoutes } from '../../../test/render';
import { AddProductPage } from './add-product-page';

stubPreviewObjectUrls();

function created(body: unknown): CreatedProduct {
  const sent = body as Partial<CreatedProduct> & { isDraft?: boolean };
  return {
    _id: 'p9',
    id: 'p9',
    name: sent.name ?? '',
    description: sent.description ?? '',
    brand: sent.brand ?? '',
    category: sent.category ?? '',
    subCategory: sent.subCategory ?? '',
    image: sent.image ?? [],
    stock: Number(sent.stock ?? 0),
    mrpPrice: Number(sent.mrpPrice ?? 0),
    sellingPrice: Number(sent.sellingPrice ?? 0),
    price: Number(sent.sellingPrice ?? 0),
    isHide: false,
    isDraft: sent.isDraft ?? false,
    sellerId: 's1',
  };
}

const routes: Record<string, MockRoute> = {
  'POST /api/media/upload': (_body, call) => ({
    status: 201,
    body: {
      images: (call.form?.getAll('file') as File[]).map((file) => ({
        secure_url: `/media/products/uploads/${file.name.replace(/\W/g, '')}.webp`,
        width: 800,
        height: 800,
      })),
    },
  }),
  'POST /api/product/add-product': (body) => {
    const product = created(body);
    return {
      status: 201,
      body: { message: product.isDraft ? 'Draft saved' : 'Product successfully uploaded', product },
    };
  },
};

function png(name: string) {
  return new File(['png-bytes'], name, { type: 'image/png' });
}

function renderPage() {
  const rendered = renderRoutes(
    [
      { path: '/seller/products/add', element: <AddProductPage /> },
      { path: '/seller/products', element: <p>The product list</p> },
    ],
    { initialPath: '/seller/products/add' },
  );
  const field = (name: string) => screen.getByRole('textbox', { name });
  const select = (name: string) => screen.getByRole('combobox', { name });
  return { ...rendered, field, select };
}

async function fill({ user, field, select }: ReturnType<typeof renderPage>) {
  await user.type(field('Product Name'), 'Desk Lamp');
  await user.type(select('Brand'), 'Wipro Lighting');
  await user.selectOptions(select('Category'), 'others');
  await user.type(field('MRP Price'), '1500');
  await user.type(field('Selling Price'), '1200');
  await user.type(field('Stock Quantity'), '8');
  await user.type(field('Description'), 'A warm desk lamp');
}

function sent(calls: MockCall[], path: string) {
  return calls.filter((call) => call.path === path);
}

describe('AddProductPage', () => {
  it('shows the spec fields with required marks, and every message at once', async () => {
    const calls = mockApi(routes);
    const { user, select, field } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Product' })).toBeInTheDocument();
    expect(screen.getByLabelText('Product Media')).toHaveAttribute('type', 'file');
    expect(select('Sub Category')).toBeDisabled();
    expect(screen.getAllByText('*')).toHaveLength(8);

    await user.type(field('MRP Price'), '100');
    await user.type(field('Selling Price'), '150');
    await user.click(screen.getByRole('button', { name: 'Publish Product' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Product Name is required!',
      'Brand is required!',
      'Description is required!',
      'Add at least one image to publish the product (a draft may have none)',
      'MRP Price should be greater than Selling Price',
      'Stock Quantity is required!',
      'Category is required!',
    ]);
    expect(calls).toEqual([]);
  });

  it('saves a draft without images (isDraft true), then shows the product list', async () => {
    const calls = mockApi(routes);
    const rendered = renderPage();
    await fill(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    expect(await screen.findByText('The product list')).toBeInTheDocument();
    expect(screen.getByText('Draft saved')).toBeInTheDocument();
    expect(sent(calls, '/api/media/upload')).toEqual([]);
    expect(sent(calls, '/api/product/add-product')[0]?.body).toEqual({
      name: 'Desk Lamp',
      brand: 'Wipro Lighting',
      category: 'others',
      subCategory: null,
      description: 'A warm desk lamp',
      stock: 8,
      mrpPrice: 1500,
      sellingPrice: 1200,
      image: [],
      isDraft: true,
    });
  });

  it('publishes with the images in the order the seller left them (isDraft false)', async () => {
    const calls = mockApi(routes);
    const rendered = renderPage();
    const { user } = rendered;
    await fill(rendered);
    await user.upload(screen.getByLabelText('Product Media'), [
      png('front.png'),
      png('side.png'),
      png('back.png'),
    ]);
    const previews = () =>
      within(screen.getByRole('list'))
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt'));
    expect(previews()).toEqual(['front.png', 'side.png', 'back.png']);
    expect(screen.getByRole('button', { name: 'Move front.png earlier' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move back.png earlier' }));
    await user.click(screen.getByRole('button', { name: 'Move front.png later' }));
    expect(previews()).toEqual(['back.png', 'front.png', 'side.png']);
    await user.click(screen.getByRole('button', { name: 'Remove side.png' }));
    expect(previews()).toEqual(['back.png', 'front.png']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');

    await user.click(screen.getByRole('button', { name: 'Publish Product' }));
    expect(await screen.findByText('The product list')).toBeInTheDocument();
    expect(screen.getByText('Product successfully uploaded')).toBeInTheDocument();

    const files = sent(calls, '/api/media/upload')[0]?.form?.getAll('file') as File[];
    expect(files.map((file) => file.name)).toEqual(['back.png', 'front.png']);
    expect(sent(calls, '/api/product/add-product')[0]?.body).toMatchObject({
      image: ['/media/products/uploads/backpng.webp', '/media/products/uploads/frontpng.webp'],
      isDraft: false,
    });
  });

  it('takes images dropped on the media area', async () => {
    mockApi(routes);
    renderPage();
    const area = screen.getByText('Drag and drop images here, or click to choose').closest('label');
    const files = [png('dropped.png')];
    const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
    fireEvent.dragOver(area as HTMLElement, { dataTransfer });
    expect(screen.getByText('Drop the images to add them')).toBeInTheDocument();
    fireEvent.drop(area as HTMLElement, { dataTransfer });
    expect(screen.getByRole('img', { name: 'dropped.png' })).toHaveAttribute('src', 'blob:preview-1');
  });

  it('reorders the previews by dragging one onto another', async () => {
    mockApi(routes);
    const { user } = renderPage();
    await user.upload(screen.getByLabelText('Product Media'), [
      png('front.png'),
      png('side.png'),
      png('back.png'),
    ]);
    const tile = (name: string) => screen.getByRole('img', { name }).closest('li') as HTMLElement;
    const dataTransfer = { effectAllowed: 'none', types: [] };
    fireEvent.dragStart(tile('back.png'), { dataTransfer });
    fireEvent.dragOver(tile('front.png'), { dataTransfer });
    fireEvent.drop(tile('front.png'), { dataTransfer });
    const order = within(screen.getByRole('list'))
      .getAllByRole('img')
      .map((img) => img.getAttribute('alt'));
    expect(order).toEqual(['back.png', 'front.png', 'side.png']);
    expect(within(tile('back.png')).getByText('Cover')).toBeInTheDocument();
  });

  it('keeps the form and shows Error uploading! with the server message on a 400', async () => {
    mockApi({
      ...routes,
      'POST /api/product/add-product': { status: 400, body: { message: 'Category is not valid' } },
    });
    const rendered = renderPage();
    await fill(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    expect(await screen.findByRole('heading', { name: 'Error uploading!' })).toBeInTheDocument();
    expect(screen.getByText('Category is not valid')).toBeInTheDocument();
    expect(screen.queryByText('The product list')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Product Name', hidden: true })).toHaveValue('Desk Lamp');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save as Draft', hidden: true })).toBeEnabled(),
    );
  });
});
