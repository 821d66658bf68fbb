import sharp from 'sharp';
import { InsertQueryNode } from 'kysely';
import { AddProductSchema } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { post, signUpVerified } from '../../test-support/auth-helpers.js';
import { multipartBody } from '../../test-support/multipart.js';
import { createProduct } from './listings.service.js';

let t: TestApp;
let sellerToken: string;
let consumerToken: string;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  sellerToken = await signUpVerified(t.app, t.database.db, { email: 'shop@example.com' });
  await t.database.db
    .updateTable('users')
    .set({ userType: 'seller' })
    .where('email', '=', 'shop@example.com')
    .execute();
  consumerToken = await signUpVerified(t.app, t.database.db, { email: 'buyer@example.com' });
  photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3355ee' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => t.close());

const upload = (token: string, parts: Parameters<typeof multipartBody>[0]) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
};

describe('POST /api/media/upload', () => {
  it('re-encodes a seller’s photos as WebP of at most 1600 px and serves them', async () => {
    const res = await upload(sellerToken, [
      { field: 'file', filename: 'a.jpg', type: 'image/jpeg', data: photo },
      { field: 'file', filename: 'b.jpg', type: 'image/jpeg', data: photo },
    ]);
    expect(res.statusCode).toBe(201);
    const { images } = res.json();
    expect(images).toHaveLength(2);
    expect(images[0]).toMatchObject({
      width: 1600,
      height: 800,
      secure_url: expect.stringMatching(/^\/media\/.+\.webp$/),
    });
    const served = await t.app.inject({ method: 'GET', url: images[0].secure_url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses SVG and non-images with 400 and stores nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const data of [svg, Buffer.from('not an image at all')]) {
      const res = await upload(sellerToken, [
        { field: 'file', filename: 'x.svg', type: 'image/svg+xml', data },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.');
    }
  });

  it('is for sellers only', async () => {
    const res = await upload(consumerToken, [
      { field: 'file', filename: 'a.jpg', type: 'image/jpeg', data: photo },
    ]);
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/media/upload' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 415 for a JSON body', async () => {
    const res = await post(t.app, '/api/media/upload', { file: 'x' }, sellerToken);
    expect(res.statusCode).toBe(415);
  });
});

describe('POST /api/product/add-product', () => {
  const form = (image: string[], overrides: Record<string, unknown> = {}) => ({
    name: 'Boat Rockerz 450 Bluetooth Headphones',
    brand: 'boat',
    category: 'Electronics',
    subCategory: 'Headphones',
    description: 'Wireless on-ear headphones with 15 hours of playback.',
    stock: '25',
    mrpPrice: '2990',
    sellingPrice: 1499.5,
    price: '',
    image,
    ...overrides,
  });

  it('lists the product in paise with the uploaded images, in the spec’s spelling', async () => {
    const { images } = (
      await upload(sellerToken, [{ field: 'file', filename: 'a.jpg', type: 'image/jpeg', data: photo }])
    ).json();
    const res = await post(t.app, '/api/product/add-product', form([images[0].secure_url]), sellerToken);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Product successfully uploaded',
      product: {
        brand: 'Boat',
        category: 'electronics',
        subCategory: 'headphones',
        price: 1499.5,
        stock: 25,
      },
    });
    const row = await t.database.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', res.json().product._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mrpPrice: 299000, sellingPrice: 149950, isHide: 0, isDraft: 0 });
    const pictures = await t.database.db
      .selectFrom('productImages')
      .select('url')
      .where('productId', '=', row.id)
      .execute();
    expect(pictures.map((p) => p.url)).toEqual([images[0].secure_url]);
  });

  it('refuses images this Bazaar does not hold, and writes nothing', async () => {
    const before = await t.database.db.selectFrom('products').select('id').execute();
    for (const url of [
      'https://elsewhere.example/x.jpg',
      '/media/products/uploads/missing.webp',
      '/media/../secret',
    ]) {
      const res = await post(t.app, '/api/product/add-product', form([url]), sellerToken);
      expect(res.statusCode).toBe(400);
    }
    expect(await t.database.db.selectFrom('products').select('id').execute()).toHaveLength(before.length);
  });

  it.each([
    [{ sellingPrice: 5000 }, 'MRP Price should be greater than Selling Price'],
    [{ name: ' ' }, 'Product Name is required!'],
    [{ category: 'weapons' }, 'Category is not valid'],
    [{ stock: -1 }, 'Stock Quantity must be a whole number of 0 or more'],
  ])('rejects %j with "%s"', async (overrides, message) => {
    const res = await post(t.app, '/api/product/add-product', form([], overrides), sellerToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('takes any brand of 2 to 40 characters, trimmed, and refuses a shorter or longer one naming the field', async () => {
    const saved = await post(
      t.app,
      '/api/product/add-product',
      form([], { brand: '  Kalyan Silks  ', isDraft: true }),
      sellerToken,
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json().product.brand).toBe('Kalyan Silks');
    const before = await t.database.db.selectFrom('products').select('id').execute();
    for (const brand of ['K', ' K ', 'K'.repeat(41)]) {
      const res = await post(
        t.app,
        '/api/product/add-product',
        form([], { brand, isDraft: true }),
        sellerToken,
      );
      expect(res.statusCode, brand).toBe(400);
      expect(res.json(), brand).toEqual({ message: 'Brand must be 2 to 40 characters', field: 'brand' });
    }
    expect(await t.database.db.selectFrom('products').select('id').execute()).toHaveLength(before.length);
  });

  it('is for sellers only', async () => {
    const res = await post(t.app, '/api/product/add-product', form([]), consumerToken);
    expect(res.statusCode).toBe(403);
  });

  it('names a refused image by its position', async () => {
    const { images } = (
      await upload(sellerToken, [{ field: 'file', filename: 'a.jpg', type: 'image/jpeg', data: photo }])
    ).json();
    const foreign = await post(
      t.app,
      '/api/product/add-product',
      form([images[0].secure_url, 'https://elsewhere.example/x.jpg']),
      sellerToken,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      message: 'Image 2 is not an image stored by Bazaar: upload it first (POST /api/media/upload).',
      field: 'image.1',
    });
    const malformed = await post(
      t.app,
      '/api/product/add-product',
      form(['javascript:alert(1)']),
      sellerToken,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Image 1 is not a valid URL');
  });

  it('asks for a token before it reads the body', async () => {
    for (const payload of [form(['javascript:alert(1)']), { name: '' }, 'not json at all']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/product/add-product',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Access denied. No token provided.' });
    }
    const wrongRole = await post(t.app, '/api/product/add-product', { name: '' }, consumerToken);
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().message).toBe('Only sellers can do this.');
  });

  it('rolls the product back when its images cannot be written', async () => {
    const seller = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'shop@example.com')
      .executeTakeFirstOrThrow();
    const before = await t.database.db.selectFrom('products').select('id').execute();
    // The image insert fails inside the transaction, after the product row was written.
    const failingImages = t.database.db.withPlugin({
      transformQuery: ({ node }) => {
        if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'productImages') {
          throw new Error('disk full');
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const { images } = (
      await upload(sellerToken, [{ field: 'file', filename: 'a.jpg', type: 'image/jpeg', data: photo }])
    ).json();
    const input = AddProductSchema.parse(form([images[0].secure_url]));
    await expect(createProduct(failingImages, t.app.media, seller, input)).rejects.toThrow('disk full');
    expect(await t.database.db.selectFrom('products').select('id').execute()).toHaveLength(before.length);
  });
});
