// A seller editing a product while shoppers buy it, through two API processes on one database: an edit writes
// only what the seller changed, so units sold meanwhile never come back (stock + sold = what was listed).
import { apiMessages } from '@bazaar/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test-support/auth-helpers.js';
import { submitOrder } from '../../test-support/checkout-helpers.js';
import { createAccount, createProduct, stockOf, type Account } from '../../test-support/shop-fixtures.js';
import { createSecondApp, createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let second: Awaited<ReturnType<typeof createSecondApp>>;
let seller: Account;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondApp(t);
  seller = await createAccount(t.app, db(), { name: 'Kashi Looms', userType: 'seller' });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const edit = (app: FastifyInstance, method: 'PUT' | 'PATCH', id: string, payload: object) =>
  app.inject({
    method,
    url: `/api/seller/product/${id}`,
    remoteAddress: nextIp(),
    payload,
    headers: { authorization: `Bearer ${seller.token}` },
  });

async function unitsSold(productId: string): Promise<number> {
  const rows = await db()
    .selectFrom('orderLines')
    .select('quantity')
    .where('productId', '=', productId)
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.quantity), 0);
}

/** The edit form as the seller's screen sends it, filled from the product as it was read. */
async function editForm(id: string, changes: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/seller/product/${id}`,
    headers: { authorization: `Bearer ${seller.token}` },
  });
  const { product } = res.json();
  return {
    form: {
      name: product.name,
      brand: product.brand,
      category: product.category,
      subCategory: product.subCategory,
      description: product.description,
      mrpPrice: product.mrpPrice,
      sellingPrice: product.sellingPrice,
      stock: product.stock,
      image: product.image,
      isDraft: product.isDraft,
      expectedStock: product.stock,
      ...changes,
    },
    stock: product.stock as number,
  };
}

describe('seller edits beside checkouts', () => {
  it('keeps every unit sold while the seller renames the product, from another API process', async () => {
    const initial = 40;
    const id = await createProduct(db(), seller.id, {
      name: 'Silk Scarf',
      sellingPrice: 99_900,
      stock: initial,
    });
    const buyers = await Promise.all(
      Array.from({ length: 16 }, (_, index) => createAccount(t.app, db(), { name: `Buyer ${index}` })),
    );
    const { form } = await editForm(id, { name: 'Silk Scarf, renamed on the form' });
    const answers = await Promise.all([
      ...buyers.map((buyer) => submitOrder(t.app, buyer.token, { lines: [{ id, quantity: 1 }] })),
      ...Array.from({ length: 8 }, (_, index) =>
        edit(second.app, 'PATCH', id, { name: `Silk Scarf ${index}` }),
      ),
      ...Array.from({ length: 4 }, () => edit(second.app, 'PUT', id, form)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      ...buyers.map(() => 201),
      ...Array.from({ length: 12 }, () => 200),
    ]);
    expect(await unitsSold(id)).toBe(buyers.length);
    expect((await stockOf(db(), id)) + (await unitsSold(id))).toBe(initial);
  });

  it('refuses a stock change made on a stale form with 409, saving nothing', async () => {
    const id = await createProduct(db(), seller.id, { name: 'Jute Bag', sellingPrice: 29_900, stock: 10 });
    const { form } = await editForm(id, { name: 'Jute Tote', stock: 25 });
    const buyer = await createAccount(t.app, db(), { name: 'Tara' });
    expect((await submitOrder(t.app, buyer.token, { lines: [{ id, quantity: 3 }] })).statusCode).toBe(201);

    for (const method of ['PUT', 'PATCH'] as const) {
      const body = method === 'PUT' ? form : { name: 'Jute Tote', stock: 25, expectedStock: 10 };
      const refused = await edit(second.app, method, id, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: apiMessages.stockMoved('Jute Bag', 7) });
      const stored = await db()
        .selectFrom('products')
        .select(['name', 'stock'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ name: 'Jute Bag', stock: 7 });
    }

    // Sent again with the stock now shown, the change holds.
    const saved = await edit(second.app, 'PATCH', id, { stock: 25, expectedStock: 7 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().product.stock).toBe(25);
  });
});
