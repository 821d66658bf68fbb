import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { firstImageColumn } from '../catalog/catalog.repository.js';

export const findCartLine = (db: Db, userId: string, productId: string) =>
  db
    .selectFrom('cartLines')
    .selectAll()
    .where('userId', '=', userId)
    .where('productId', '=', productId)
    .executeTakeFirst();

// Stock a cart line may hold: the product's while it is for sale, NULL (so no comparison holds) otherwise.
const stockForSale = (db: Db, productId: string) =>
  db
    .selectFrom('products')
    .select('products.stock')
    .where('products.id', '=', productId)
    .where('products.isHide', '=', 0)
    .where('products.isDraft', '=', 0);

/**
 * Adds units to a line (creating it) in one statement, only while the line stays within the product's stock
 * and the product is for sale: two adds at once both count, and neither can pass the stock. Answers whether
 * the units were added.
 */
export async function addToCartLine(
  db: Db,
  line: { userId: string; productId: string; quantity: number; addedAt: string },
): Promise<boolean> {
  const added = await db
    .insertInto('cartLines')
    .columns(['userId', 'productId', 'quantity', 'addedAt'])
    .expression((eb) =>
      eb
        .selectFrom('products')
        .select([
          sql<string>`cast(${line.userId} as varchar(64))`.as('userId'),
          'products.id',
          sql<number>`cast(${line.quantity} as integer)`.as('quantity'),
          sql<string>`cast(${line.addedAt} as varchar(64))`.as('addedAt'),
        ])
        .where('products.id', '=', line.productId)
        .where('products.stock', '>=', line.quantity)
        .where('products.isHide', '=', 0)
        .where('products.isDraft', '=', 0),
    )
    .onConflict((oc) =>
      oc
        .columns(['userId', 'productId'])
        .doUpdateSet((eb) => ({ quantity: eb('cartLines.quantity', '+', eb.ref('excluded.quantity')) }))
        .where((eb) =>
          eb(
            eb('cartLines.quantity', '+', eb.ref('excluded.quantity')),
            '<=',
            stockForSale(db, line.productId),
          ),
        ),
    )
    .returning('quantity')
    .executeTakeFirst();
  return added !== undefined;
}

/**
 * Sets an existing line's quantity in one statement, only within the product's stock while it is for sale.
 * Answers whether the line was changed.
 */
export async function setCartLineQuantity(
  db: Db,
  line: { userId: string; productId: string; quantity: number },
): Promise<boolean> {
  const result = await db
    .updateTable('cartLines')
    .set({ quantity: line.quantity })
    .where('userId', '=', line.userId)
    .where('productId', '=', line.productId)
    .where(sql.val(line.quantity), '<=', stockForSale(db, line.productId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCartLine(db: Db, userId: string, productId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('cartLines')
    .where('userId', '=', userId)
    .where('productId', '=', productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const deleteCartLines = (db: Db, userId: string, productIds: readonly string[]) =>
  productIds.length === 0
    ? Promise.resolve()
    : db
        .deleteFrom('cartLines')
        .where('userId', '=', userId)
        .where('productId', 'in', [...productIds])
        .execute()
        .then(() => undefined);

/** Removes a product from every cart (it was deleted for good). */
export const deleteLinesOfProduct = (db: Db, productId: string) =>
  db
    .deleteFrom('cartLines')
    .where('productId', '=', productId)
    .execute()
    .then(() => undefined);

// A cart shows only what can still be bought: lines of hidden or draft products stay stored (they come back
// if the seller shows the product again) but are neither listed nor counted.
const visibleLines = (db: Db, userId: string) =>
  db
    .selectFrom('cartLines')
    .innerJoin('products', 'products.id', 'cartLines.productId')
    .where('cartLines.userId', '=', userId)
    .where('products.isHide', '=', 0)
    .where('products.isDraft', '=', 0);

/** The lines with their products' current data, oldest line first; prices in paise. */
export const listCartLines = (db: Db, userId: string) =>
  visibleLines(db, userId)
    .select([
      'products.id',
      'products.name',
      'products.description',
      'products.category',
      'products.sellerId',
      'products.mrpPrice',
      'products.sellingPrice',
      'products.stock',
      'cartLines.quantity',
    ])
    .select(firstImageColumn)
    .orderBy('cartLines.addedAt')
    .orderBy('products.id')
    .execute();

export async function countCartLines(db: Db, userId: string): Promise<number> {
  const row = await visibleLines(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
