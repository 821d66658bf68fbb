import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/database.js';
import { forUpdate, readAfterWrites, writeTogether, type Write } from '../../db/transactions.js';
import { stockForSale, variantStockForSale } from '../inventory/inventory.service.js';

/** A cart line's key: the user, the product and its variant ('' for a product sold as one). */
export interface LineKey {
  userId: string;
  productId: string;
  variantId: string;
}

/** The stock a line may hold while its product is for sale: the variant's, or the product's (issue 20). */
const lineStock = (db: Db, line: LineKey): Expression<number | null> =>
  (line.variantId === ''
    ? stockForSale(db, line.productId)
    : variantStockForSale(db, line.productId, line.variantId)
  ).$asScalar();

export const findCartLine = (db: Db, line: LineKey) =>
  db
    .selectFrom('cartLines')
    .selectAll()
    .where('userId', '=', line.userId)
    .where('productId', '=', line.productId)
    .where('variantId', '=', line.variantId)
    .executeTakeFirst();

/** The new line as a row to insert, selected only while the stock (of its variant) covers its quantity. */
const lineWithinStock = (db: Db, line: LineKey & { quantity: number; addedAt: string }) =>
  db
    .selectNoFrom([
      sql<string>`cast(${line.userId} as varchar(64))`.as('userId'),
      sql<string>`cast(${line.productId} as varchar(64))`.as('productId'),
      sql<string>`cast(${line.variantId} as varchar(64))`.as('variantId'),
      sql<number>`cast(${line.quantity} as integer)`.as('quantity'),
      sql<string>`cast(${line.addedAt} as varchar(64))`.as('addedAt'),
    ])
    .where((eb) => eb(lineStock(db, line), '>=', line.quantity));

/**
 * Adds units to a line (creating it) in one statement, only while the line stays within the stock (of its
 * variant, issue 20) and the product is for sale: two adds at once both count, and neither can pass the stock.
 * Answers whether the units were added.
 */
export async function addToCartLine(
  db: Db,
  line: LineKey & { quantity: number; addedAt: string },
): Promise<boolean> {
  const added = await db
    .insertInto('cartLines')
    .columns(['userId', 'productId', 'variantId', 'quantity', 'addedAt'])
    .expression(lineWithinStock(db, line))
    .onConflict((oc) =>
      oc
        .columns(['userId', 'productId', 'variantId'])
        .doUpdateSet((eb) => ({ quantity: eb('cartLines.quantity', '+', eb.ref('excluded.quantity')) }))
        .where((eb) =>
          eb(eb('cartLines.quantity', '+', eb.ref('excluded.quantity')), '<=', lineStock(db, line)),
        ),
    )
    .returning('quantity')
    .executeTakeFirst();
  return added !== undefined;
}

/**
 * Sets an existing line's quantity in one statement, only within the stock while the product is for sale.
 * Answers whether the line was changed.
 */
export async function setCartLineQuantity(db: Db, line: LineKey & { quantity: number }): Promise<boolean> {
  const result = await db
    .updateTable('cartLines')
    .set({ quantity: line.quantity })
    .where('userId', '=', line.userId)
    .where('productId', '=', line.productId)
    .where('variantId', '=', line.variantId)
    .where(sql.val(line.quantity), '<=', lineStock(db, line))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCartLine(db: Db, line: LineKey): Promise<boolean> {
  const result = await db
    .deleteFrom('cartLines')
    .where('userId', '=', line.userId)
    .where('productId', '=', line.productId)
    .where('variantId', '=', line.variantId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * issue 21: takes bought units off a user's lines: a line keeps what was not bought (×3 in the cart, ×1 bought:
 * ×2 stay) and goes only when nothing is left. The lines are locked first (PostgreSQL; in product id order, as
 * checkout takes every row), so an add or a quantity change from another tab lands before or after, never
 * between the read and the write. Run inside the checkout's transaction; `writesFirst` (the checkout's) run
 * before the read, in the same statement on PostgreSQL (readAfterWrites).
 */
export async function takeBoughtUnits(
  db: Db,
  userId: string,
  lines: readonly { productId: string; variantId: string; quantity: number }[],
  writesFirst: readonly Write[] = [],
): Promise<void> {
  if (lines.length === 0) return writeTogether(db, writesFirst);
  const held = await readAfterWrites(
    db,
    writesFirst,
    forUpdate(
      db,
      db
        .selectFrom('cartLines')
        .select(['productId', 'variantId', 'quantity'])
        .where('userId', '=', userId)
        .where((eb) =>
          eb.or(
            lines.map((line) =>
              eb.and([eb('productId', '=', line.productId), eb('variantId', '=', line.variantId)]),
            ),
          ),
        )
        .orderBy('productId')
        .orderBy('variantId'),
    ),
  );
  for (const row of held) {
    const bought = lines.find((line) => line.productId === row.productId && line.variantId === row.variantId);
    if (!bought) continue;
    const line = db
      .updateTable('cartLines')
      .where('userId', '=', userId)
      .where('productId', '=', row.productId)
      .where('variantId', '=', row.variantId);
    if (Number(row.quantity) > bought.quantity) {
      await line.set((eb) => ({ quantity: eb('quantity', '-', bought.quantity) })).execute();
    } else {
      await db
        .deleteFrom('cartLines')
        .where('userId', '=', userId)
        .where('productId', '=', row.productId)
        .where('variantId', '=', row.variantId)
        .execute();
    }
  }
}

/** Removes a product from every cart (it was deleted for good). */
export const deleteLinesOfProduct = (db: Db, productId: string) =>
  db
    .deleteFrom('cartLines')
    .where('productId', '=', productId)
    .execute()
    .then(() => undefined);

/** Removes a product's lines whose variant is not one of `variantIds` from every cart. */
export const deleteLinesOfProductExcept = (db: Db, productId: string, variantIds: readonly string[]) =>
  db
    .deleteFrom('cartLines')
    .where('productId', '=', productId)
    .where('variantId', 'not in', [...variantIds])
    .execute()
    .then(() => undefined);

/** A user's lines, oldest first: which of them can still be bought is the inventory's to say. */
export const linesOfUser = (db: Db, userId: string) =>
  db
    .selectFrom('cartLines')
    .select(['productId', 'variantId', 'quantity'])
    .where('userId', '=', userId)
    .orderBy('addedAt')
    .orderBy('productId')
    .orderBy('variantId')
    .execute();

/** issue 21: a user's line, locked until the transaction ends on PostgreSQL (parallel merges take turns). */
export const lockCartLine = (db: Db, line: LineKey) =>
  forUpdate(
    db,
    db
      .selectFrom('cartLines')
      .select('quantity')
      .where('userId', '=', line.userId)
      .where('productId', '=', line.productId)
      .where('variantId', '=', line.variantId),
  ).executeTakeFirst();

/**
 * issue 21: creates a line of `quantity` units if the user has none yet and the stock covers it; a line made
 * meanwhile by another request is left as it is. Answers whether this call made it.
 */
export async function insertCartLineWithinStock(
  db: Db,
  line: LineKey & { quantity: number; addedAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('cartLines')
    .columns(['userId', 'productId', 'variantId', 'quantity', 'addedAt'])
    .expression(lineWithinStock(db, line))
    .onConflict((oc) => oc.columns(['userId', 'productId', 'variantId']).doNothing())
    .returning('quantity')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * issue 21: moves a line from `from` units to `to` in one statement, only if it still holds `from` and the stock
 * covers `to`. Answers whether it moved.
 */
export async function raiseCartLineWithinStock(
  db: Db,
  line: LineKey & { from: number; to: number },
): Promise<boolean> {
  const result = await db
    .updateTable('cartLines')
    .set({ quantity: line.to })
    .where('userId', '=', line.userId)
    .where('productId', '=', line.productId)
    .where('variantId', '=', line.variantId)
    .where('quantity', '=', line.from)
    .where(sql.val(line.to), '<=', lineStock(db, line))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
