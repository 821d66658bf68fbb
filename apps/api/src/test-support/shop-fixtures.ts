// Shoppers, sellers and products written straight to the database, for tests of buying (the sign-up flow has
// its own tests): each shopper gets a real session token.
import type { FastifyInstance } from 'fastify';
import { variantsSummary } from '@bazaar/domain';
import type { Db } from '../db/database.js';
import type { NewProduct } from '../modules/inventory/inventory.table.js';
import { newId, nowIso } from '../platform/ids.js';
import { signSessionToken } from '../platform/tokens.js';

export interface Account {
  id: string;
  email: string;
  token: string;
}

/** An account written straight to the database (no session): a seller whose products a test lists, say. */
export async function insertAccount(
  db: Db,
  input: { name: string; userType?: 'consumer' | 'seller' },
): Promise<{ id: string; email: string }> {
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
  return { id, email };
}

export async function createAccount(
  app: FastifyInstance,
  db: Db,
  input: { name: string; userType?: 'consumer' | 'seller' },
): Promise<Account> {
  const { id, email } = await insertAccount(db, input);
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

/**
 * A visible product's row for a bulk insert (no image): a clothing item by one seller, five in stock, unrated,
 * created at 2026-03-01 unless `fields` say otherwise.
 */
export function productRow(sellerId: string, fields: Partial<NewProduct> & Pick<NewProduct, 'name'>) {
  const createdAt = new Date(Date.UTC(2026, 2, 1)).toISOString();
  return {
    id: newId(),
    sellerId,
    description: 'Plain.',
    brand: 'Weave',
    category: 'clothing',
    subCategory: '',
    mrpPrice: 1_000_000,
    sellingPrice: 50_000,
    stock: 5,
    ratingTotal: 0,
    ratingCount: 0,
    isHide: 0 as const,
    isDraft: 0 as const,
    createdAt,
    updatedAt: createdAt,
    ...fields,
  };
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

export interface VariantInput {
  sku: string;
  options: { size?: string; colour?: string; storage?: string };
  /** paise */
  sellingPrice: number;
  /** paise; defaults to the selling price */
  mrpPrice?: number;
  stock: number;
}

/**
 * issue 20: gives a product (from createProduct) these variants, and its row their aggregate figures as the
 * listings write them; answers the variant ids in order.
 */
export async function createVariants(
  db: Db,
  productId: string,
  sellerId: string,
  variants: readonly VariantInput[],
): Promise<string[]> {
  const now = nowIso();
  const rows = variants.map((variant, index) => ({
    id: newId(),
    productId,
    sellerId,
    position: index + 1,
    sku: variant.sku,
    skuKey: variant.sku.toLowerCase(),
    size: variant.options.size ?? null,
    colour: variant.options.colour ?? null,
    storage: variant.options.storage ?? null,
    stock: variant.stock,
    mrpPrice: variant.mrpPrice ?? variant.sellingPrice,
    sellingPrice: variant.sellingPrice,
    image: null,
    createdAt: now,
    updatedAt: now,
  }));
  await db.insertInto('productVariants').values(rows).execute();
  const figures = variantsSummary(rows);
  await db
    .updateTable('products')
    .set({ ...figures, variantCount: rows.length })
    .where('id', '=', productId)
    .execute();
  return rows.map((row) => row.id);
}

/** issue 20: a variant's stock. */
export async function variantStockOf(db: Db, variantId: string): Promise<number> {
  const row = await db
    .selectFrom('productVariants')
    .select('stock')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return Number(row.stock);
}
