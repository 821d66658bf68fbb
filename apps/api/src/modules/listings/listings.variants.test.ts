// issue 20: a seller lists a product in variants (size, colour, storage), edits them, and shoppers see them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test-support/auth-helpers.js';
import { listProduct, signUpSeller, uploadPhotos } from '../../test-support/seller-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let seller: { token: string; id: string };
let rival: { token: string; id: string };
let photo = '';

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUpSeller(t.app, t.database.db, 'tees@example.com');
  rival = await signUpSeller(t.app, t.database.db, 'rival@example.com', 'Ravi Rival');
  photo = (await uploadPhotos(t.app, seller.token, 1))[0] ?? '';
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const get = (url: string, token?: string) => call('GET', url, token);
const put = (url: string, payload: unknown, token: string) => call('PUT', url, token, payload);
const patch = (url: string, payload: unknown, token: string) => call('PATCH', url, token, payload);

const variant = (sku: string, size: string, sellingPrice: number, stock = 5, extra = {}) => ({
  sku,
  options: { size },
  stock,
  mrpPrice: 999,
  sellingPrice,
  ...extra,
});

const tee = (variants: unknown[], changes: Record<string, unknown> = {}) => ({
  name: 'Cotton Crew T-shirt',
  brand: 'Bazaar Basics',
  category: 'fashion',
  subCategory: 'accessories',
  description: 'A plain cotton T-shirt.',
  image: [photo],
  variants,
  ...changes,
});

const productCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

const addProduct = (body: unknown, token = seller.token) =>
  post(t.app, '/api/product/add-product', body, token);

describe('add-product with variants', () => {
  it('lists the variants and prices the product from them: "from" the lowest price, stock summed', async () => {
    const res = await addProduct(
      tee([variant('CREW-S', 'S', 499), variant('CREW-M', 'M', 449, 3), variant('CREW-L', 'L', 549, 0)]),
    );
    expect(res.statusCode).toBe(201);
    const { product } = res.json();
    expect(product).toMatchObject({ stock: 8, mrpPrice: 999, sellingPrice: 449, price: 449 });
    expect(product.variants.map((v: { sku: string; stock: number }) => [v.sku, v.stock])).toEqual([
      ['CREW-S', 5],
      ['CREW-M', 3],
      ['CREW-L', 0],
    ]);

    const page = await get(`/api/product/${product.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().product).toMatchObject({ stock: 8, sellingPrice: 449 });
    expect(page.json().product.variants).toEqual(product.variants);
    expect(page.json().product.variants[1]).toEqual({
      id: expect.any(String),
      sku: 'CREW-M',
      options: { size: 'M' },
      stock: 3,
      mrpPrice: 999,
      sellingPrice: 449,
      image: null,
    });

    const list = await get('/api/product/get-all-products?searchQuery=crew');
    const card = list.json().products.find((c: { id: string }) => c.id === product.id);
    expect(card).toMatchObject({ hasVariants: true, sellingPrice: 449, stock: 8 });
  });

  it('keeps a product without variants exactly as before (no hasVariants, no variants)', async () => {
    const id = await listProduct(t.app, seller.token, { name: 'Plain Mug', brand: 'Mugs' });
    const page = (await get(`/api/product/${id}`)).json().product;
    expect(page.variants).toEqual([]);
    expect(page).toMatchObject({ stock: 30, sellingPrice: 74999.5 });
    const card = (await get('/api/product/get-all-products?searchQuery=plain%20mug'))
      .json()
      .products.find((c: { id: string }) => c.id === id);
    expect(card).toBeDefined();
    expect(card.hasVariants).toBeUndefined();
  });

  it('answers 400 naming the variant and the field for each bad variant, and lists nothing', async () => {
    const before = await productCount();
    const cases: [unknown[], string, string][] = [
      [
        [variant('A', 'S', 1), { ...variant('B', 'M', 1), options: {} }],
        'variants[1].options: Give at least one of size, colour or storage',
        'variants.1.options',
      ],
      [
        [variant('A', 'S', 1), variant('B', 's', 1)],
        'variants[1].options: variants[0] already has these options',
        'variants.1.options',
      ],
      [
        [variant('DUP', 'S', 1), variant('dup', 'M', 1)],
        'variants[1].sku: SKU dup is also given to variants[0]',
        'variants.1.sku',
      ],
      [
        [variant('A', 'S', 1), variant('B', 'M', 1), variant('C', 'L', 1, -1)],
        'variants[2].stock: Stock Quantity must be a whole number of 0 or more',
        'variants.2.stock',
      ],
      [
        [variant('A', 'S', 1000)],
        'variants[0].sellingPrice: Selling Price must not be more than the MRP Price',
        'variants.0.sellingPrice',
      ],
      [
        Array.from({ length: 101 }, (_, index) => variant(`V-${index}`, `${index}`, 1)),
        'A product can have at most 100 variants',
        'variants',
      ],
    ];
    for (const [variants, message, field] of cases) {
      const res = await addProduct(tee(variants));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message, field });
    }
    expect(await productCount()).toBe(before);
  });

  it("refuses a SKU another of the seller's products uses (letter case aside), not one of another seller's", async () => {
    expect((await addProduct(tee([variant('POLO-S', 'S', 499)], { name: 'Polo' }))).statusCode).toBe(201);
    const before = await productCount();
    const taken = await addProduct(tee([variant('vest-s', 'S', 1), variant('polo-s', 'M', 1)]));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      message: 'variants[1].sku: SKU polo-s is already used by another of your products',
      field: 'variants.1.sku',
    });
    expect(await productCount()).toBe(before);
    const [rivalPhoto] = await uploadPhotos(t.app, rival.token, 1);
    const rivals = await addProduct(tee([variant('POLO-S', 'S', 499)], { image: [rivalPhoto] }), rival.token);
    expect(rivals.statusCode).toBe(201);
  });

  it('frees the SKUs of a deleted product for the seller to use again', async () => {
    const first = (await addProduct(tee([variant('HOOD-1', 'S', 899)], { name: 'Hoodie' }))).json().product;
    expect((await addProduct(tee([variant('HOOD-1', 'S', 899)]))).statusCode).toBe(400);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/seller/product/${first.id}`,
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await addProduct(tee([variant('HOOD-1', 'S', 899)]))).statusCode).toBe(201);
  });

  it("takes a variant's own image only when the seller uploaded it", async () => {
    const [rivalPhoto] = await uploadPhotos(t.app, rival.token, 1);
    const foreign = await addProduct(tee([variant('IMG-1', 'S', 1, 1, { image: rivalPhoto })]));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe('variants.0.image');
    expect(foreign.json().message).toMatch(/^variants\[0\]\.image: not an image stored by Bazaar/);
    const [own] = await uploadPhotos(t.app, seller.token, 1);
    const res = await addProduct(tee([variant('IMG-2', 'S', 1, 1, { image: own })]));
    expect(res.statusCode).toBe(201);
    expect(res.json().product.variants[0].image).toBe(own);
  });
});

describe("editing a product's variants", () => {
  const listTee = async (name: string, prefix: string) =>
    (
      await addProduct(
        tee([variant(`${prefix}-S`, 'S', 499, 4), variant(`${prefix}-M`, 'M', 449, 2)], { name }),
      )
    ).json().product as { id: string; variants: { id: string; sku: string; stock: number }[] };

  it('PUT keeps variants sent with their id, adds new ones, removes the rest; the product follows', async () => {
    const product = await listTee('Linen Shirt', 'LIN');
    const [small, medium] = product.variants;
    const res = await put(
      `/api/seller/product/${product.id}`,
      tee(
        [
          { ...variant('LIN-S', 'S', 399, 4), id: small?.id, expectedStock: 4 },
          variant('LIN-XL', 'XL', 599, 7),
        ],
        { name: 'Linen Shirt' },
      ),
      seller.token,
    );
    expect(res.statusCode).toBe(200);
    const edited = res.json().product;
    expect(edited).toMatchObject({ stock: 11, sellingPrice: 399 });
    expect(edited.variants.map((v: { id: string; sku: string }) => v.sku)).toEqual(['LIN-S', 'LIN-XL']);
    expect(edited.variants[0].id).toBe(small?.id);
    const page = (await get(`/api/product/${product.id}`)).json().product;
    expect(page.variants.map((v: { sku: string }) => v.sku)).toEqual(['LIN-S', 'LIN-XL']);
    expect(page.variants.some((v: { id: string }) => v.id === medium?.id)).toBe(false);
    expect(page).toMatchObject({ stock: 11, sellingPrice: 399 });
  });

  it('refuses a stock change when orders moved the stock the seller saw (409), and saves nothing', async () => {
    const product = await listTee('Denim Shirt', 'DEN');
    const [small] = product.variants;
    await t.database.db
      .updateTable('productVariants')
      .set({ stock: 1 })
      .where('id', '=', small!.id)
      .execute();
    const res = await put(
      `/api/seller/product/${product.id}`,
      tee([{ ...variant('DEN-S', 'S', 499, 10), id: small?.id, expectedStock: 4 }], { name: 'Denim Shirt' }),
      seller.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^variants\[0\]\.stock: the stock of DEN-S changed to 1/);
    const page = (await get(`/api/product/${product.id}`)).json().product;
    expect(page.variants).toHaveLength(2);
  });

  it('refuses a variant id the product does not have', async () => {
    const product = await listTee('Oxford Shirt', 'OXF');
    const other = await listTee('Flannel Shirt', 'FLA');
    const res = await patch(
      `/api/seller/product/${product.id}`,
      { variants: [{ ...variant('OXF-S', 'S', 1), id: other.variants[0]?.id }] },
      seller.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'variants[0].id: not a variant of this product',
      field: 'variants.0.id',
    });
  });

  it('refuses a product-level price or stock change on a product with variants, and takes other fields', async () => {
    const product = await listTee('Chambray Shirt', 'CHA');
    const res = await patch(`/api/seller/product/${product.id}`, { stock: 50 }, seller.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This product has variants: its prices and stock are set per variant (send them in variants)',
    );
    const renamed = await patch(
      `/api/seller/product/${product.id}`,
      { name: 'Chambray Work Shirt', stock: 6, sellingPrice: 449 },
      seller.token,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().product).toMatchObject({ name: 'Chambray Work Shirt', stock: 6 });
    expect(renamed.json().product.variants).toHaveLength(2);
  });

  it('variants: [] sells the product as one again, at its current figures', async () => {
    const product = await listTee('Poplin Shirt', 'POP');
    const res = await patch(`/api/seller/product/${product.id}`, { variants: [] }, seller.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ stock: 6, sellingPrice: 449, variants: [] });
    const restocked = await patch(`/api/seller/product/${product.id}`, { stock: 9 }, seller.token);
    expect(restocked.json().product.stock).toBe(9);
  });
});

describe("the seller's product list", () => {
  it('shows each variant, finds a product by SKU, and files it under a sold-out size', async () => {
    const res = await addProduct(
      tee([variant('KURTA-S', 'S', 799, 40), variant('KURTA-M', 'M', 799, 0)], { name: 'Kurta' }),
    );
    const id = res.json().product.id;
    const bySku = await get('/api/seller/get-all-product?search=kurta-m', seller.token);
    expect(bySku.statusCode).toBe(200);
    const row = bySku.json().allProduct.find((p: { _id: string }) => p._id === id);
    expect(row.variants.map((v: { sku: string; stock: number }) => [v.sku, v.stock])).toEqual([
      ['KURTA-S', 40],
      ['KURTA-M', 0],
    ]);
    const soldOut = await get('/api/seller/get-all-product?productStockStatus=out-of-stock', seller.token);
    expect(soldOut.json().allProduct.map((p: { _id: string }) => p._id)).toContain(id);
    const inStock = await get('/api/seller/get-all-product?productStockStatus=in-stock', seller.token);
    expect(inStock.json().allProduct.map((p: { _id: string }) => p._id)).toContain(id);
    const low = await get('/api/seller/get-all-product?productStockStatus=low-stock', seller.token);
    expect(low.json().allProduct.map((p: { _id: string }) => p._id)).not.toContain(id);
  });
});
