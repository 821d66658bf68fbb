import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as leaveCartsMigration from '../../db/migrations/0011-deleted-products-leave-carts.js';
import { newId, nowIso } from '../../platform/ids.js';
import { submitOrder } from '../../test-support/checkout-helpers.js';
import { post, signUpVerified } from '../../test-support/auth-helpers.js';
import { multipartBody } from '../../test-support/multipart.js';
import { listProduct, productForm, signUpSeller } from '../../test-support/seller-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let seller: { token: string; id: string };
let rival: { token: string; id: string };
let shopperToken: string;
let photos: string[];
const needsImage = 'Add at least one image to publish the product (a draft may have none)';

const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const upload = async (token: string, files: { filename: string; type: string; data: Buffer }[]) => {
  const { payload, headers } = multipartBody(files.map((file) => ({ field: 'file', ...file })));
  return t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
};

const addProduct = (token: string, changes: Record<string, unknown> = {}) =>
  listProduct(t.app, token, changes);

const sellerList = (query = '', token = seller.token) =>
  call('GET', `/api/seller/get-all-product${query}`, token);
const shopSearch = async (text: string) =>
  (await call('GET', `/api/product/get-all-products?searchQuery=${encodeURIComponent(text)}`)).json()
    .products as { id: string }[];
const storedProduct = (id: string) =>
  t.database.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUpSeller(t.app, t.database.db, 'listing@example.com');
  rival = await signUpSeller(t.app, t.database.db, 'rival@example.com');
  shopperToken = await signUpVerified(t.app, t.database.db, { email: 'shopper@example.com' });
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#aa3355' } })
    .jpeg()
    .toBuffer();
  const res = await upload(seller.token, [
    { filename: 'a.jpg', type: 'image/jpeg', data: jpeg },
    { filename: 'b.jpg', type: 'image/jpeg', data: jpeg },
    { filename: 'c.jpg', type: 'image/jpeg', data: jpeg },
  ]);
  photos = (res.json().images as { secure_url: string }[]).map((image) => image.secure_url);
});
afterAll(async () => t.close());

describe('GET /api/seller/get-all-product', () => {
  let ids: string[];
  let pages: string;
  beforeAll(async () => {
    const fresh = await signUpSeller(t.app, t.database.db, 'pages@example.com');
    ids = [];
    // 23 products: stock 0, 5 and 50 in turn; every third is a book; one hidden, one a draft.
    for (let i = 0; i < 23; i++) {
      const books = i % 3 === 0;
      ids.push(
        await addProduct(fresh.token, {
          name: i === 7 ? 'Blue Kettle 100%_Steel' : `Item ${i}`,
          category: books ? 'books' : 'electronics',
          subCategory: books ? 'fiction' : 'laptops',
          stock: [0, 5, 50][i % 3],
          isDraft: i === 4,
        }),
      );
    }
    await call('PATCH', `/api/seller/product/visibilty-toggle/${ids[2]}`, fresh.token, { state: false });
    pages = fresh.token;
  });

  it('pages by 10, newest first, with 1-based inclusive indexes, hidden products and drafts included', async () => {
    const first = (await sellerList('', pages)).json();
    expect(first).toMatchObject({
      totalProducts: 23,
      totalPages: 3,
      page: 1,
      startProductIndex: 1,
      endProductIndex: 10,
    });
    expect(first.allProduct.map((p: { _id: string }) => p._id)).toEqual(ids.slice(-10).reverse());
    const last = (await sellerList('?page=3', pages)).json();
    expect(last).toMatchObject({ page: 3, startProductIndex: 21, endProductIndex: 23 });
    expect(last.allProduct).toHaveLength(3);
    const all = (await sellerList('?limit=50', pages)).json().allProduct as {
      _id: string;
      isHide: boolean;
      isDraft: boolean;
      price: number;
      mrpPrice: number;
    }[];
    expect(all).toHaveLength(23);
    expect(all.find((p) => p._id === ids[2])?.isHide).toBe(true);
    expect(all.find((p) => p._id === ids[4])?.isDraft).toBe(true);
    expect(all[0]).toMatchObject({ price: 74999.5, mrpPrice: 79999 });
    expect((await sellerList('?limit=51', pages)).statusCode).toBe(400);
  });

  it('filters by category and stock status in both query forms, trimmed, and searches', async () => {
    const count = async (query: string) => (await sellerList(query, pages)).json().totalProducts;
    expect(await count('?category=books')).toBe(8);
    expect(await count('?filters[category]=%20Books%20')).toBe(8);
    expect(await count('?category=all%20category')).toBe(23);
    expect(await count('?productStockStatus=out-of-stock')).toBe(8);
    expect(await count('?filters[productStockStatus]=low%20stock')).toBe(8);
    expect(await count('?productStockStatus=In%20Stock&category=electronics')).toBe(7);
    expect(await count('?search=kettle')).toBe(1);
    expect(await count('?filters[search]=100%25_')).toBe(1);
    expect(await count('?search=%25')).toBe(1);
    expect(await count(`?search=${ids[11]}`)).toBe(1);
    expect(await count('?search=nothing-like-it')).toBe(0);
    const empty = (await sellerList('?search=nothing-like-it', pages)).json();
    expect(empty).toMatchObject({ allProduct: [], totalPages: 0, startProductIndex: 0, endProductIndex: 0 });
    expect((await sellerList('?category=spaceships', pages)).statusCode).toBe(400);
  });

  it("shows only the caller's products and is for sellers only", async () => {
    const mine = await addProduct(seller.token, { name: 'Only mine' });
    const rivals = (await sellerList('?limit=50', rival.token)).json().allProduct as { _id: string }[];
    expect(rivals.map((p) => p._id)).not.toContain(mine);
    expect((await sellerList('', shopperToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/seller/get-all-product')).statusCode).toBe(401);
  });
});

describe('drafts', () => {
  it('are saved but not listed, and publishing one lists it', async () => {
    const id = await addProduct(seller.token, { name: 'Draft Lantern', isDraft: true });
    expect(await shopSearch('lantern')).toEqual([]);
    expect((await call('GET', `/api/product/${id}`)).statusCode).toBe(404);
    const own = await call('GET', `/api/seller/product/${id}`, seller.token);
    expect(own.json().product).toMatchObject({ id, isDraft: true, name: 'Draft Lantern' });

    const bare = await call('PATCH', `/api/seller/product/${id}`, seller.token, { isDraft: false });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ message: needsImage, field: 'image' });
    expect(await shopSearch('lantern')).toEqual([]);

    const published = await call('PATCH', `/api/seller/product/${id}`, seller.token, {
      isDraft: false,
      image: [photos[0]],
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().product.isDraft).toBe(false);
    expect((await shopSearch('lantern')).map((p) => p.id)).toEqual([id]);
  });

  it('are the only products that may have no image', async () => {
    const res = await post(
      t.app,
      '/api/product/add-product',
      productForm({ name: 'Bare Kettle' }),
      seller.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: needsImage, field: 'image' });
    const bareKettles = await t.database.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Bare Kettle')
      .execute();
    expect(bareKettles).toEqual([]);

    const id = await addProduct(seller.token, { name: 'Pictured Kettle', image: [photos[1]] });
    const emptied = await call('PATCH', `/api/seller/product/${id}`, seller.token, { image: [] });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().message).toBe(needsImage);
    const replaced = await call('PUT', `/api/seller/product/${id}`, seller.token, productForm({ image: [] }));
    expect(replaced.statusCode).toBe(400);
    expect((await call('GET', `/api/product/${id}`)).json().product.image).toEqual([photos[1]]);
  });
});

describe('PUT and PATCH /api/seller/product/{id}', () => {
  it('replaces the fields and the images with the add-product form', async () => {
    const id = await addProduct(seller.token, { image: [photos[0]] });
    const res = await call(
      'PUT',
      `/api/seller/product/${id}`,
      seller.token,
      productForm({
        name: 'Galaxy S24 Ultra',
        mrpPrice: '99999',
        sellingPrice: '89999',
        stock: '3',
        image: [photos[2], photos[1]],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Product updated');
    expect(res.json().product).toMatchObject({
      name: 'Galaxy S24 Ultra',
      price: 89999,
      mrpPrice: 99999,
      stock: 3,
      image: [photos[2], photos[1]],
    });
    const page = (await call('GET', `/api/product/${id}`)).json().product;
    expect(page).toMatchObject({
      name: 'Galaxy S24 Ultra',
      sellingPrice: 89999,
      image: [photos[2], photos[1]],
    });
    expect((await shopSearch('ultra')).map((p) => p.id)).toContain(id);
    expect(await storedProduct(id)).toMatchObject({ sellingPrice: 8_999_900, mrpPrice: 9_999_900 });
  });

  it('checks the form as add-product does, the merged product included', async () => {
    const id = await addProduct(seller.token, { mrpPrice: 1000, sellingPrice: 900 });
    const above = await call(
      'PUT',
      `/api/seller/product/${id}`,
      seller.token,
      productForm({ sellingPrice: 80000 }),
    );
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe('MRP Price should be greater than Selling Price');

    const patched = await call('PATCH', `/api/seller/product/${id}`, seller.token, { sellingPrice: 1200 });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().message).toBe('MRP Price should be greater than Selling Price');

    const foreign = await call('PATCH', `/api/seller/product/${id}`, seller.token, {
      image: ['https://elsewhere.example/cat.png'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field).toBe('image.0');

    expect(await storedProduct(id)).toMatchObject({ mrpPrice: 100_000, sellingPrice: 90_000 });

    const stock = await call('PATCH', `/api/seller/product/${id}`, seller.token, { stock: 0 });
    expect(stock.statusCode).toBe(200);
    expect(stock.json().product).toMatchObject({ stock: 0, mrpPrice: 1000, sellingPrice: 900 });
  });

  it("answers 404 for another seller's product or a junk id and changes nothing", async () => {
    const id = await addProduct(seller.token, { name: 'Not yours' });
    const before = await storedProduct(id);
    for (const res of [
      await call(
        'PUT',
        `/api/seller/product/${id}`,
        rival.token,
        productForm({ name: 'Stolen', isDraft: true }),
      ),
      await call('PATCH', `/api/seller/product/${id}`, rival.token, { name: 'Stolen' }),
      await call('GET', `/api/seller/product/${id}`, rival.token),
      await call('DELETE', `/api/seller/product/${id}`, rival.token),
      await call('PATCH', `/api/seller/product/visibilty-toggle/${id}`, rival.token, { state: false }),
      await call('PATCH', `/api/seller/product/not-an-id`, seller.token, { name: 'x' }),
      await call('DELETE', `/api/seller/product/${newId()}`, seller.token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }
    expect(await storedProduct(id)).toEqual(before);
  });

  it('is for sellers only', async () => {
    const id = await addProduct(seller.token);
    expect((await call('PATCH', `/api/seller/product/${id}`, shopperToken, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/seller/product/${id}`, shopperToken)).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/seller/product/visibilty-toggle/${id}`, shopperToken, { state: false }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/seller/product/${id}`, shopperToken)).statusCode).toBe(403);
  });
});

describe('DELETE /api/seller/product/{id}', () => {
  it('removes the product from the seller list and the shop, while past orders keep their lines', async () => {
    const id = await addProduct(seller.token, { name: 'Copper Teapot', image: [photos[0]] });
    const buyer = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'shopper@example.com')
      .executeTakeFirstOrThrow();
    const now = nowIso();
    const checkoutId = newId();
    const orderId = newId();
    await t.database.db
      .insertInto('checkouts')
      .values({ id: checkoutId, userId: buyer.id, idempotencyKey: newId(), createdAt: now })
      .execute();
    await t.database.db
      .insertInto('orders')
      .values({
        id: orderId,
        checkoutId,
        buyerId: buyer.id,
        sellerId: seller.id,
        status: 'delivered',
        totalMrp: 7_999_900,
        totalAmount: 7_499_950,
        discount: 499_950,
        shippingCharge: 0,
        grandTotal: 7_499_950,
        shippingAddress: '{}',
        deliveryDate: now,
        isInvoiceUploaded: 0,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await t.database.db
      .insertInto('orderLines')
      .values({
        id: newId(),
        orderId,
        productId: id,
        productName: 'Copper Teapot',
        productImage: photos[0] ?? '',
        productDescription: 'A phone with a good camera.',
        mrpPrice: 7_999_900,
        sellingPrice: 7_499_950,
        quantity: 1,
      })
      .execute();
    expect((await shopSearch('teapot')).map((p) => p.id)).toEqual([id]);

    const res = await call('DELETE', `/api/seller/product/${id}`, seller.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Product deleted');

    expect((await sellerList(`?search=${id}`)).json().totalProducts).toBe(0);
    expect(await shopSearch('teapot')).toEqual([]);
    expect((await call('GET', `/api/product/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/seller/product/${id}`, seller.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/seller/product/${id}`, seller.token)).statusCode).toBe(404);
    const lines = await t.database.db
      .selectFrom('orderLines')
      .select(['productId', 'productName'])
      .where('orderId', '=', orderId)
      .execute();
    expect(lines).toEqual([{ productId: id, productName: 'Copper Teapot' }]);
  });
});

describe('a deleted product in carts and wishlists', () => {
  const shopperCall = (url: string, payload?: object) => post(t.app, url, payload, shopperToken);
  const rowsOf = async (productId: string) => ({
    cart: (
      await t.database.db
        .selectFrom('cartLines')
        .select('userId')
        .where('productId', '=', productId)
        .execute()
    ).length,
    wishlist: (
      await t.database.db
        .selectFrom('wishlistItems')
        .select('userId')
        .where('productId', '=', productId)
        .execute()
    ).length,
  });

  it('leaves every cart and wishlist with the delete: not shown, not counted, not bought, not stored', async () => {
    const gone = await addProduct(seller.token, { name: 'Brass Lamp', image: [photos[0]] });
    const kept = await addProduct(seller.token, { name: 'Clay Pot', image: [photos[1]] });
    const other = await signUpVerified(t.app, t.database.db, { email: 'other.shopper@example.com' });
    for (const productId of [gone, kept]) {
      expect((await shopperCall('/api/user/add-to-cart', { productId, quantity: 2 })).statusCode).toBe(200);
      expect((await shopperCall('/api/user/add-to-wishlist', { productId })).statusCode).toBe(201);
    }
    expect((await post(t.app, '/api/user/add-to-cart', { productId: gone }, other)).statusCode).toBe(200);
    expect((await post(t.app, '/api/user/add-to-wishlist', { productId: gone }, other)).statusCode).toBe(201);
    expect(await rowsOf(gone)).toEqual({ cart: 2, wishlist: 2 });
    // Another seller's delete is refused and takes nothing out of anyone's cart.
    expect((await call('DELETE', `/api/seller/product/${gone}`, rival.token)).statusCode).toBe(404);
    expect(await rowsOf(gone)).toEqual({ cart: 2, wishlist: 2 });

    expect((await call('DELETE', `/api/seller/product/${gone}`, seller.token)).statusCode).toBe(200);

    expect(await rowsOf(gone)).toEqual({ cart: 0, wishlist: 0 });
    expect(await rowsOf(kept)).toEqual({ cart: 1, wishlist: 1 });
    const cart = (await shopperCall('/api/user/get-cart-items')).json();
    expect(cart.cartProduct.map((line: { id: string }) => line.id)).toEqual([kept]);
    expect(cart.cartCount).toBe(1);
    expect((await shopperCall('/api/user/profile')).json().userDetail.cartCount).toBe(1);
    const wishlist = (await shopperCall('/api/user/get-wishlist')).json();
    expect(wishlist.wishListProducts.map((card: { id: string }) => card.id)).toEqual([kept]);
    expect((await post(t.app, '/api/user/get-wishlist', undefined, other)).statusCode).toBe(204);
    expect((await post(t.app, '/api/user/profile', undefined, other)).json().userDetail.cartCount).toBe(0);

    // A stale page still offering it cannot buy it, and the failed checkout leaves the cart as it was.
    const order = await submitOrder(t.app, shopperToken, {
      lines: [
        { id: kept, quantity: 2 },
        { id: gone, quantity: 2 },
      ],
    });
    expect(order.statusCode).toBe(404);
    expect(order.json().message).toBe('Product not found');
    expect(await rowsOf(kept)).toEqual({ cart: 1, wishlist: 1 });
    // Nor put it back in a cart or a wishlist.
    expect((await shopperCall('/api/user/add-to-cart', { productId: gone })).statusCode).toBe(404);
    expect((await shopperCall('/api/user/add-to-wishlist', { productId: gone })).statusCode).toBe(404);
    expect(await rowsOf(gone)).toEqual({ cart: 0, wishlist: 0 });
  });

  it('keeps them for a product that is only hidden, which may be shown again', async () => {
    const hidden = await addProduct(seller.token, { name: 'Jute Bag', image: [photos[2]] });
    await shopperCall('/api/user/add-to-cart', { productId: hidden });
    await shopperCall('/api/user/add-to-wishlist', { productId: hidden });
    const toggle = (state: boolean) =>
      call('PATCH', `/api/seller/product/visibilty-toggle/${hidden}`, seller.token, { state });
    expect((await toggle(false)).statusCode).toBe(200);
    expect(await rowsOf(hidden)).toEqual({ cart: 1, wishlist: 1 });
    expect((await toggle(true)).statusCode).toBe(200);
    const cart = (await shopperCall('/api/user/get-cart-items')).json();
    expect(cart.cartProduct.map((line: { id: string }) => line.id)).toContain(hidden);
  });

  it('removes the rows earlier deletes left behind, when the server migrates', async () => {
    const deletedBefore = await addProduct(seller.token, { name: 'Cane Chair', image: [photos[0]] });
    const stays = await addProduct(seller.token, { name: 'Cane Stool', image: [photos[0]] });
    for (const productId of [deletedBefore, stays]) {
      await shopperCall('/api/user/add-to-cart', { productId });
      await shopperCall('/api/user/add-to-wishlist', { productId });
    }
    // As an older version deleted: the product hidden and marked, its cart and wishlist rows left in place.
    const now = nowIso();
    await t.database.db
      .updateTable('products')
      .set({ deletedAt: now, isHide: 1, updatedAt: now })
      .where('id', '=', deletedBefore)
      .execute();
    expect(await rowsOf(deletedBefore)).toEqual({ cart: 1, wishlist: 1 });

    await leaveCartsMigration.up(t.database.db);

    expect(await rowsOf(deletedBefore)).toEqual({ cart: 0, wishlist: 0 });
    expect(await rowsOf(stays)).toEqual({ cart: 1, wishlist: 1 });
  });
});

describe('PATCH /api/seller/product/visibilty-toggle/{id}', () => {
  it('hides a product from the listing, search, its page and related products at once, and shows it again', async () => {
    const id = await addProduct(seller.token, {
      name: 'Walnut Bookshelf',
      category: 'home & kitchen',
      subCategory: 'furniture',
    });
    const neighbour = await addProduct(seller.token, {
      name: 'Oak Chair',
      category: 'home & kitchen',
      subCategory: 'furniture',
    });
    const related = async () =>
      (
        (
          await call(
            'GET',
            `/api/product/get-related-product?category=home%20%26%20kitchen&productId=${neighbour}`,
          )
        ).json().product as { id: string }[]
      ).map((p) => p.id);
    expect(await related()).toContain(id);

    const hidden = await call('PATCH', `/api/seller/product/visibilty-toggle/${id}`, seller.token, {
      state: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({
      message: 'Product visibility updated',
      product: { _id: id, isHide: true },
    });
    expect(await shopSearch('walnut')).toEqual([]);
    expect((await call('GET', `/api/product/${id}`)).statusCode).toBe(404);
    expect(await related()).not.toContain(id);
    const category = (await call('GET', '/api/product/get-all-products?searchCategory=home')).json()
      .products as {
      id: string;
    }[];
    expect(category.map((p) => p.id)).not.toContain(id);
    expect((await storedProduct(id)).isHide).toBe(1);

    const shown = await call('PATCH', `/api/seller/product/visibilty-toggle/${id}`, seller.token, {
      state: true,
    });
    expect(shown.json().product).toEqual({ _id: id, isHide: false });
    expect((await shopSearch('walnut')).map((p) => p.id)).toEqual([id]);
  });

  it('wants a boolean state', async () => {
    const id = await addProduct(seller.token);
    const res = await call('PATCH', `/api/seller/product/visibilty-toggle/${id}`, seller.token, {
      state: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect((await storedProduct(id)).isHide).toBe(0);
  });
});

describe('image upload', () => {
  it('stores copies at smaller widths and answers their srcset', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 450, channels: 3, background: '#118833' } })
      .jpeg()
      .toBuffer();
    const [image] = (
      await upload(seller.token, [{ filename: 'wide.jpg', type: 'image/jpeg', data: jpeg }])
    ).json().images as { secure_url: string; width: number; srcset: string }[];
    const base = image!.secure_url.replace(/\.webp$/, '');
    expect(image!.srcset).toBe(`${base}-w320.webp 320w, ${base}-w640.webp 640w, ${image!.secure_url} 900w`);
    for (const width of [320, 640]) {
      const served = await call('GET', `${base}-w${width}.webp`);
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('refuses a text file named .png', async () => {
    const res = await upload(seller.token, [
      { filename: 'photo.png', type: 'image/png', data: Buffer.from('just some text, not a picture') },
    ]);
    expect(res.statusCode).toBe(400);
  });
});
