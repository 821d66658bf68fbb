import type { CreatedProduct } from '@bazaar/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockCall, type MockRoute } from '../../../test/mock-api';
import { stubPreviewObjectUrls } from '../../../test/object-urls';
import { renderWithRouter } from '../../../test/render';
import { ProductUploadForm } from './product-upload-form';

stubPreviewObjectUrls();

function renderForm() {
  const rendered = renderWithRouter(<ProductUploadForm />);
  const field = (name: string) => screen.getByRole('textbox', { name });
  const select = (name: string) => screen.getByRole('combobox', { name });
  return { ...rendered, field, select };
}

/** The product add-product answers with (contract.catalog.addProduct 201). */
function createdProduct(overrides: Partial<CreatedProduct> = {}): CreatedProduct {
  return {
    _id: 'p1',
    id: 'p1',
    name: 'Trail Runner 2',
    description: 'Light trail shoes',
    brand: 'Nike',
    category: 'fashion',
    subCategory: 'shoes',
    image: [],
    stock: 25,
    mrpPrice: 4999.5,
    sellingPrice: 3999,
    price: 3999,
    isHide: false,
    isDraft: false,
    sellerId: 's1',
    ...overrides,
  };
}

function png(name: string) {
  return new File(['png-bytes'], name, { type: 'image/png' });
}

/** What the form sent: the brand field's suggestions are asked for with GET, everything saved is written. */
const writes = (calls: MockCall[]) => calls.filter((call) => call.method !== 'GET');

function errorFor(control: HTMLElement) {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

/** POST /api/media/upload answering one stored image per file sent, named after the file. */
const uploadAnswers: Record<string, MockRoute> = {
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
};

type Rendered = ReturnType<typeof renderForm>;

async function fillValidProduct({ user, field, select }: Rendered) {
  await user.type(field('Product Name'), '  Trail Runner 2 ');
  await user.type(select('Brand'), 'Nike');
  await user.selectOptions(select('Category'), 'fashion');
  await user.selectOptions(select('Sub Category'), 'shoes');
  await user.type(field('MRP Price'), '4999.50');
  await user.type(field('Selling Price'), '3999');
  await user.type(field('Stock Quantity'), '25');
  await user.type(field('Description'), 'Light trail shoes');
}

describe('ProductUploadForm', () => {
  it('marks the required fields and shows a message under each empty one', async () => {
    const calls = mockApi({});
    const { user, field, select } = renderForm();
    for (const label of ['Product Name', 'MRP Price', 'Selling Price', 'Stock Quantity', 'Description']) {
      expect(field(label)).toHaveAttribute('aria-required', 'true');
    }
    for (const label of ['Brand', 'Category', 'Sub Category']) {
      expect(select(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getAllByText('*')).toHaveLength(8);

    await user.click(screen.getByRole('button', { name: 'Upload Product' }));

    await waitFor(() => expect(errorFor(field('Product Name'))).toBe('Product Name is required!'));
    expect(errorFor(select('Brand'))).toBe('Brand is required!');
    expect(errorFor(select('Category'))).toBe('Category is required!');
    expect(errorFor(field('MRP Price'))).toBe('MRP Price is required!');
    expect(errorFor(field('Selling Price'))).toBe('Selling Price is required!');
    expect(errorFor(field('Stock Quantity'))).toBe('Stock Quantity is required!');
    expect(errorFor(field('Description'))).toBe('Description is required!');
    expect(field('Product Name')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);
  });

  it('keeps Sub Category disabled until a category is chosen, and for others', async () => {
    const { user, select } = renderForm();
    const subCategory = select('Sub Category');
    expect(subCategory).toBeDisabled();

    await user.selectOptions(select('Category'), 'electronics');
    expect(subCategory).toBeEnabled();
    const electronics = within(subCategory)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(electronics).toEqual([
      'Select a sub category',
      'cameras',
      'gadgets',
      'headphones',
      'laptops',
      'smartphones',
    ]);
    await user.selectOptions(subCategory, 'laptops');

    // A new category starts with no sub category and offers its own.
    await user.selectOptions(select('Category'), 'books');
    expect(subCategory).toHaveValue('');
    expect(within(subCategory).getByRole('option', { name: 'fiction' })).toBeInTheDocument();
    expect(within(subCategory).queryByRole('option', { name: 'laptops' })).not.toBeInTheDocument();

    await user.selectOptions(select('Category'), 'others');
    expect(subCategory).toBeDisabled();
  });

  it('asks for a sub category when the category has them', async () => {
    const { user, select } = renderForm();
    await user.selectOptions(select('Category'), 'toys');
    await user.click(screen.getByRole('button', { name: 'Upload Product' }));
    await waitFor(() => expect(errorFor(select('Sub Category'))).toBe('Sub Category is required!'));
  });

  it('suggests the brands already listed as the seller types (issue 19), and keeps a new brand as typed', async () => {
    const calls = mockApi({
      'GET /api/product/brands': (_body, call) => ({
        body: {
          brands:
            call.query.get('q') === 'Lev'
              ? [{ brand: "Levi's", count: 12 }]
              : [
                  { brand: 'Amul', count: 30 },
                  { brand: 'Nike', count: 9 },
                ],
        },
      }),
    });
    const { user, select } = renderForm();
    expect(calls).toEqual([]);
    const brand = select('Brand');
    const suggested = () =>
      [...document.querySelectorAll(`datalist#${CSS.escape(brand.getAttribute('list') ?? '')} option`)].map(
        (option) => option.getAttribute('value'),
      );

    await user.click(brand);
    await waitFor(() => expect(suggested()).toEqual(['Amul', 'Nike']));
    expect(calls[0]?.query.has('q')).toBe(false);

    await user.type(brand, 'Lev');
    await waitFor(() => expect(suggested()).toEqual(["Levi's"]));
    expect(calls.at(-1)?.query.get('q')).toBe('Lev');

    await user.clear(brand);
    await user.type(brand, 'Kalyan Silks');
    expect(brand).toHaveValue('Kalyan Silks');
  });

  it('refuses a brand of one letter with the message the API gives, before sending anything', async () => {
    const calls = mockApi({ 'GET /api/product/brands': { body: { brands: [] } } });
    const { user, select } = renderForm();
    await user.type(select('Brand'), ' K ');
    await user.click(screen.getByRole('button', { name: 'Upload Product' }));
    await waitFor(() => expect(errorFor(select('Brand'))).toBe('Brand must be 2 to 40 characters'));
    expect(writes(calls)).toEqual([]);
  });

  it('refuses an MRP below the selling price', async () => {
    const calls = mockApi({});
    const { user, field } = renderForm();
    await user.type(field('MRP Price'), '100');
    await user.type(field('Selling Price'), '150');
    await user.click(screen.getByRole('button', { name: 'Upload Product' }));

    await waitFor(() =>
      expect(errorFor(field('MRP Price'))).toBe('MRP Price should be greater than Selling Price'),
    );
    expect(writes(calls)).toEqual([]);
  });

  it('previews the chosen images, refuses other files and removes an image with its preview', async () => {
    const { user } = renderForm();
    const input = screen.getByLabelText('Images');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');

    await user.upload(input, [png('front.png'), png('side.png')]);
    expect(screen.getByRole('img', { name: 'front.png' })).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByRole('img', { name: 'side.png' })).toHaveAttribute('src', 'blob:preview-2');

    await user.click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(screen.queryByRole('img', { name: 'front.png' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('huge.png is larger than 5 MB');
    expect(screen.queryByRole('img', { name: 'huge.png' })).not.toBeInTheDocument();
  });

  it('drops a chosen file the browser cannot draw and says so, instead of a broken preview', async () => {
    const { user } = renderForm();
    await user.upload(screen.getByLabelText('Images'), [png('front.png'), png('damaged.png')]);
    fireEvent.error(screen.getByRole('img', { name: 'damaged.png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('damaged.png could not be read as an image');
    expect(screen.queryByRole('img', { name: 'damaged.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'front.png' })).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('uploads the images, then adds the product with their URLs and rupee numbers, and resets', async () => {
    const calls = mockApi({
      'POST /api/media/upload': {
        status: 201,
        body: {
          images: [
            { secure_url: '/media/products/uploads/a1.webp', width: 800, height: 800 },
            { secure_url: '/media/products/uploads/b2.webp', width: 800, height: 600 },
          ],
        },
      },
      'POST /api/product/add-product': {
        status: 201,
        body: {
          message: 'Product successfully uploaded',
          product: createdProduct({ name: 'Trail Runner 2' }),
        },
      },
    });
    const rendered = renderForm();
    const { user, field } = rendered;
    await fillValidProduct(rendered);
    await user.upload(screen.getByLabelText('Images'), [png('front.png'), png('side.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload Product' }));

    expect(await screen.findByText('Product successfully uploaded')).toBeInTheDocument();
    expect(writes(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/media/upload',
      'POST /api/product/add-product',
    ]);
    const files = writes(calls)[0]?.form?.getAll('file') as File[];
    expect(files.map((file) => file.name)).toEqual(['front.png', 'side.png']);
    expect(writes(calls)[1]?.body).toEqual({
      name: 'Trail Runner 2',
      brand: 'Nike',
      category: 'fashion',
      subCategory: 'shoes',
      description: 'Light trail shoes',
      stock: 25,
      mrpPrice: 4999.5,
      sellingPrice: 3999,
      image: ['/media/products/uploads/a1.webp', '/media/products/uploads/b2.webp'],
    });

    await waitFor(() => expect(field('Product Name')).toHaveValue(''));
    expect(field('MRP Price')).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'front.png' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('refuses to publish without an image and says so before sending anything', async () => {
    const calls = mockApi({});
    const rendered = renderForm();
    await fillValidProduct(rendered);
    await rendered.user.click(screen.getByRole('button', { name: 'Upload Product' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Add at least one image to publish the product (a draft may have none)',
    );
    expect(screen.getByLabelText('Images')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);

    // Choosing an image clears the message.
    await rendered.user.upload(screen.getByLabelText('Images'), png('front.png'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a busy button that blocks a second submit until the server answers', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const calls = mockApi({
      ...uploadAnswers,
      'POST /api/product/add-product': () => new Promise((resolve) => (answer = resolve)),
    });
    const rendered = renderForm();
    await fillValidProduct(rendered);
    await rendered.user.upload(screen.getByLabelText('Images'), png('front.png'));
    await rendered.user.click(screen.getByRole('button', { name: 'Upload Product' }));

    const busy = await screen.findByRole('button', { name: 'Uploading...' });
    expect(busy).toBeDisabled();
    await rendered.user.click(busy);
    expect(writes(calls)).toHaveLength(2);

    answer({
      status: 201,
      body: { message: 'Product successfully uploaded', product: createdProduct() },
    });
    expect(await screen.findByText('Product successfully uploaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Product' })).toBeEnabled();
  });

  it('shows Error uploading! with the server message when add-product answers 400', async () => {
    mockApi({
      ...uploadAnswers,
      'POST /api/product/add-product': {
        status: 400,
        body: { message: 'Stock Quantity must be at most 1000000' },
      },
    });
    const rendered = renderForm();
    await fillValidProduct(rendered);
    await rendered.user.upload(screen.getByLabelText('Images'), png('front.png'));
    await rendered.user.click(screen.getByRole('button', { name: 'Upload Product' }));

    expect(await screen.findByRole('heading', { name: 'Error uploading!' })).toBeInTheDocument();
    expect(screen.getByText('Stock Quantity must be at most 1000000')).toBeInTheDocument();
    // The form keeps what was typed, so the seller can correct it (the popup hides the page from queries).
    expect(screen.getByRole('textbox', { name: 'Product Name', hidden: true })).toHaveValue(
      '  Trail Runner 2 ',
    );
  });

  it('shows Error uploading! with the server message when the image upload fails', async () => {
    const calls = mockApi({
      'POST /api/media/upload': { status: 500, body: { message: 'Could not store the image' } },
    });
    const rendered = renderForm();
    await fillValidProduct(rendered);
    await rendered.user.upload(screen.getByLabelText('Images'), png('front.png'));
    await rendered.user.click(screen.getByRole('button', { name: 'Upload Product' }));

    expect(await screen.findByRole('heading', { name: 'Error uploading!' })).toBeInTheDocument();
    expect(screen.getByText('Could not store the image')).toBeInTheDocument();
    expect(writes(calls).map((call) => call.path)).toEqual(['/api/media/upload']);
  });
});
