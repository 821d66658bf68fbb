// The shelf the catalogue's and the reviews' tests read: one seller's six products (two of them hidden or a
// draft), a signed-in buyer with one of them in the wishlist, and orders written straight to the tables.
import type { AnyOrderStatus } from '@bazaar/domain';
import { expect } from 'vitest';
import type { NewProduct } from '../modules/inventory/inventory.table.js';
import { newId } from '../platform/ids.js';
import { signUpVerified } from './auth-helpers.js';
import { createTestApp } from './test-app.js';

export type Shelf = Awaited<ReturnType<typeof openShelf>>;

/**
 * A fresh test app with the shelf stocked; `ids` holds the product ids by key ('rockerz', 'galaxy', 'tv',
 * 'kettle', 'hidden', 'draft', and those added later).
 */
export async function openShelf() {
  const t = await createTestApp();
  const ids: Record<string, string> = {};
  let sellerId = '';
  let buyerToken = '';
  let buyerId = '';
  let minute = 0;

  async function addProduct(key: string, fields: Partial<NewProduct>, images = 2): Promise<string> {
    const id = newId();
    ids[key] = id;
    const at = new Date(Date.UTC(2026, 0, 1) + ++minute * 60_000).toISOString();
    await t.database.db
      .insertInto('products')
      .values({
        id,
        sellerId,
        name: 'Plain item',
        description: 'Nothing to see here.',
        brand: 'Generic',
        category: 'others',
        subCategory: '',
        mrpPrice: 100_000,
        sellingPrice: 90_000,
        stock: 5,
        isHide: 0,
        isDraft: 0,
        createdAt: at,
        updatedAt: at,
        ...fields,
      })
      .execute();
    for (let position = 1; position <= images; position++) {
      await t.database.db
        .insertInto('productImages')
        .values({
          id: newId(),
          productId: id,
          position,
          url: `/media/p/${key}-${position}.webp`,
          width: 800,
          height: 800,
        })
        .execute();
    }
    return id;
  }

  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...headers },
    });

  const list = async (query: Record<string, string>, token?: string) => {
    const res = await get(`/api/product/get-all-products?${new URLSearchParams(query)}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      products: { id: string; name: string; price: number; isAddedToWishlist?: boolean }[];
      total: number;
      correctedQuery?: string;
    };
  };

  let orderCount = 0;
  /** An order of the buyer's with these lines, written straight to the tables (checkout is another issue). */
  async function placeOrder(status: AnyOrderStatus, lines: [string, number][]): Promise<void> {
    const db = t.database.db;
    const at = new Date().toISOString();
    const checkoutId = newId();
    await db
      .insertInto('checkouts')
      .values({ id: checkoutId, userId: buyerId, idempotencyKey: `k${++orderCount}`, createdAt: at })
      .execute();
    const orderId = newId();
    await db
      .insertInto('orders')
      .values({
        id: orderId,
        checkoutId,
        buyerId,
        sellerId,
        status,
        totalMrp: 0,
        totalAmount: 0,
        discount: 0,
        shippingCharge: 0,
        grandTotal: 0,
        shippingAddress: '{}',
        deliveryDate: null,
        isInvoiceUploaded: 0,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    for (const [key, quantity] of lines) {
      await db
        .insertInto('orderLines')
        .values({
          id: newId(),
          orderId,
          productId: ids[key]!,
          productName: key,
          productImage: '',
          productDescription: '',
          mrpPrice: 1,
          sellingPrice: 1,
          quantity,
        })
        .execute();
    }
  }

  await signUpVerified(t.app, t.database.db, { email: 'shop@example.com' });
  const seller = await t.database.db
    .updateTable('users')
    .set({ userType: 'seller' })
    .where('email', '=', 'shop@example.com')
    .returning('id')
    .executeTakeFirstOrThrow();
  sellerId = seller.id;
  buyerToken = await signUpVerified(t.app, t.database.db, { name: 'Meera Nair', email: 'meera@example.com' });
  buyerId = (
    await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'meera@example.com')
      .executeTakeFirstOrThrow()
  ).id;

  await addProduct('rockerz', {
    name: 'Boat Rockerz 450 Bluetooth Headphones',
    brand: 'Boat',
    category: 'electronics',
    subCategory: 'headphones',
    description: 'Wireless on-ear headphones with 15 hours of playback.',
    mrpPrice: 299_000,
    sellingPrice: 149_950,
    stock: 25,
    ratingTotal: 9,
    ratingCount: 2,
  });
  await addProduct('galaxy', {
    name: 'Galaxy M14 5G',
    brand: 'Samsung',
    category: 'electronics',
    subCategory: 'smartphones',
    description: 'A phone with a big battery.',
    mrpPrice: 1_499_900,
    sellingPrice: 1_299_900,
    ratingTotal: 5,
    ratingCount: 1,
  });
  await addProduct('tv', {
    name: 'Crystal 4K Smart TV',
    brand: 'Samsung',
    category: 'home & kitchen',
    subCategory: 'appliances',
    description: 'A television for the living room.',
    mrpPrice: 4_999_900,
    sellingPrice: 3_999_900,
    stock: 0,
  });
  await addProduct('kettle', {
    name: 'Electric kettle',
    brand: 'Prestige',
    category: 'home & kitchen',
    subCategory: 'kitchenware',
    description: 'Boils water fast.',
    mrpPrice: 150_000,
    sellingPrice: 120_000,
  });
  await addProduct('hidden', {
    name: 'Hidden Samsung headphones',
    brand: 'Samsung',
    category: 'electronics',
    subCategory: 'headphones',
    isHide: 1,
  });
  await addProduct('draft', {
    name: 'Draft Samsung headphones',
    brand: 'Samsung',
    category: 'electronics',
    subCategory: 'headphones',
    isDraft: 1,
  });
  await t.database.db
    .insertInto('wishlistItems')
    .values({ userId: buyerId, productId: ids.galaxy!, addedAt: new Date().toISOString() })
    .execute();

  return { t, sellerId, buyerToken, buyerId, ids, addProduct, placeOrder, get, list };
}
