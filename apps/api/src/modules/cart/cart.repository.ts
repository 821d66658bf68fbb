import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { stockForSale } from '../inventory/inventory.service.js';

export const findCartLine = (db: Db, userId: string, productId: string) =>
  db
    .selectFrom('cartLines')
    .selectAll()
    .where('userId', '=', userId)
    .where('productId', '=', productId)
    .executeTakeFirst();

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
    .expression(
      db
        .selectNoFrom([
          sql<string>`cast(${line.userId} as varchar(64))`.as('userId'),
          sql<string>`cast(${line.productId} as varchar(64))`.as('productId'),
          sql<number>`cast(${line.quantity} as integer)`.as('quantity'),
          sql<string>`cast(${line.addedAt} as varchar(64))`.as('addedAt'),
        ])
        .where((eb) => eb(stockForSale(db, line.productId), '>=', line.quantity)),
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

/** A user's lines, oldest first: which of them can still be bought is the inventory's to say. */
export const linesOfUser = (db: Db, userId: string) =>
  db
    .selectFrom('cartLines')
    .select(['productId', 'quantity'])
    .where('userId', '=', userId)
    .orderBy('addedAt')
    .orderBy('productId')
    .execute();
