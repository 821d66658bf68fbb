// Shoppers, sellers and products written straight to the database, for tests of buying (the sign-up flow has
// its own tests): each shopper gets a real session token.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { newId, nowIso } from '../platform/ids.js';
import { signSessionToken } from '../platform/tokens.js';

export interface Account {
  id: string;
  email: string;
  token: string;
}

export async function createAccount(
  app: FastifyInstance,
  db: Db,
  input: { name: string; userType?: 'consumer' | 'seller' },
): Promise<Account> {
  const id = newId();
  const email = `${input.name.toLowerCase().replace(/\W+/g, '.')}.${id}@example.com`;
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      id,
      name: input.name,
      email,
      passwordHash: 'not-a-password',
      phoneNumber: '9876543210',
      address: '',
      profilePic: '',
      userType: input.userType ?? 'consumer',
      isVerified: 1,
      isDemo: 0,
      shippingAddress: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return { id, email, token: await signSessionToken(app.jwtSecret, { userId: id, tokenVersion: 0 }) };
}

export interface ProductInput {
  name: string;
  /** paise */
  sellingPrice: number;
  /** paise; defaults to the selling price */
  mrpPrice?: number;
  stock: number;
  isHide?: boolean;
  isDraft?: boolean;
}

/** A product with one image; answers its id. */
export async function createProduct(db: Db, sellerId: string, input: ProductInput): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('products')
    .values({
      id,
      sellerId,
      name: input.name,
      description: `${input.name}, as described by its seller`,
      brand: 'Others',
      category: 'others',
      subCategory: '',
      mrpPrice: input.mrpPrice ?? input.sellingPrice,
      sellingPrice: input.sellingPrice,
      stock: input.stock,
      isHide: input.isHide ? 1 : 0,
      isDraft: input.isDraft ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('productImages')
    .values({ id: newId(), productId: id, position: 1, url: `/media/${id}.webp`, width: null, height: null })
    .execute();
  return id;
}

export async function stockOf(db: Db, productId: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/** Rows of the tables a checkout writes, to prove a failure wrote nothing. */
export async function checkoutRowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['checkouts', 'orders', 'orderLines', 'payments', 'mailOutbox'] as const) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}
