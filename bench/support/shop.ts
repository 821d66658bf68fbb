// The benches' own shop: accounts and products written straight into the database (no sign-up mail, no photos).
import type { Db } from '../../apps/api/src/db/database.js';
import { newId, nowIso } from '../../apps/api/src/platform/ids.js';

/** A verified account with a password nobody can sign in with (benches sign their own tokens). */
export async function benchAccount(db: Db, name: string, userType: 'consumer' | 'seller'): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('users')
    .values({
      id,
      name,
      email: `${id}@bench.example.com`,
      passwordHash: 'not-a-password',
      phoneNumber: '9876543210',
      address: '',
      profilePic: '',
      userType,
      isVerified: 1,
      isDemo: 0,
      shippingAddress: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}

export interface BenchProduct {
  sellerId: string;
  name: string;
  /** paise; the MRP is the same (no discount) */
  sellingPrice: number;
  stock: number;
  category: string;
  subCategory: string;
  description?: string;
}

/** A visible product, newest in its category. */
export async function benchProduct(db: Db, product: BenchProduct): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('products')
    .values({
      id,
      sellerId: product.sellerId,
      name: product.name,
      description: product.description ?? product.name,
      brand: 'Others',
      category: product.category,
      subCategory: product.subCategory,
      mrpPrice: product.sellingPrice,
      sellingPrice: product.sellingPrice,
      stock: product.stock,
      isHide: 0,
      isDraft: 0,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}
