// Every query over products and productImages (the inventory's tables) lives here.
import { sql, type Expression, type ExpressionBuilder, type Selectable, type Updateable } from 'kysely';
import type { Db, Engine } from '../../db/database.js';
import { forUpdate } from '../../db/transactions.js';
import type { Database } from '../../db/schema.js';
import type {
  NewProduct,
  NewProductImage,
  NewProductVariant,
  ProductsTable,
  ProductVariantsTable,
} from './inventory.table.js';

type ProductUpdate = Updateable<ProductsTable>;

export const insertProduct = (db: Db, product: NewProduct) =>
  db.insertInto('products').values(product).execute();

export const insertProductImages = (db: Db, images: NewProductImage[]) =>
  images.length === 0 ? Promise.resolve() : db.insertInto('productImages').values(images).execute();

const cardColumns = [
  'id',
  'name',
  'description',
  'category',
  'subCategory',
  'brand',
  'stock',
  'mrpPrice',
  'sellingPrice',
  'ratingTotal',
  'ratingCount',
  'variantCount',
] as const;

/** The card columns of these products, visible or not (the caller filtered already). */
export const cardRows = (db: Db, ids: readonly string[]) =>
  db.selectFrom('products').select(cardColumns).where('id', 'in', ids).execute();

type CardRow = Pick<Selectable<ProductsTable>, (typeof cardColumns)[number]>;

// The text of the statement below (the first image as firstImageColumn reads it), written once: built with the query builder it cost a catalogue read thread
// more than running it (a list's 24 ids as 24 parameters, a new text, so a new prepared statement, per count).
const cardsWithImageSql = sql.raw(
  `select ${cardColumns.map((column) => `p."${column}"`).join(', ')}, ` +
    `coalesce((select i.url from "productImages" i where i."productId" = p.id order by i.position limit 1), '') ` +
    'as image from products p where p.id',
);

/**
 * The cards of these products with each one's first image (`''` when it has none), in one query: a list
 * shows the first image only, one index probe a product rather than every image row. One statement of fixed
 * text whatever the number of ids, which come as one parameter (an array, or JSON for SQLite).
 */
export const cardRowsWithImage = async (db: Db, engine: Engine, ids: readonly string[]) =>
  (
    await sql<CardRow & { image: string }>`${cardsWithImageSql} ${
      engine === 'postgres'
        ? sql`= any(${[...ids]}::text[])`
        : sql`in (select value from json_each(${JSON.stringify(ids)}))`
    }`.execute(db)
  ).rows;

/** The image URLs of these products in gallery order. */
export const imageRows = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('productImages')
    .select(['productId', 'url'])
    .where('productId', 'in', ids)
    .orderBy('productId')
    .orderBy('position')
    .execute();

/** A product's first image URL as the column `image` ('' when it has none), for a query over `products`. */
const firstImageColumn = (eb: ExpressionBuilder<Database, 'products'>) =>
  eb.fn
    .coalesce(
      eb
        .selectFrom('productImages')
        .select('productImages.url')
        .whereRef('productImages.productId', '=', 'products.id')
        .orderBy('productImages.position')
        .limit(1),
      sql<string>`''`,
    )
    .as('image');

/** A product shoppers may see: neither hidden nor a draft. */
export const visibleProduct = (db: Db, id: string) =>
  db
    .selectFrom('products')
    .select([...cardColumns, 'sellerId'])
    .where('id', '=', id)
    .where('isHide', '=', 0)
    .where('isDraft', '=', 0)
    .executeTakeFirst();

/** The visible ones among these ids. */
export const visibleIds = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', ids)
    .where('isHide', '=', 0)
    .where('isDraft', '=', 0)
    .execute();

/** How many products shoppers may see. */
export async function countVisibleProducts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('isHide', '=', 0)
    .where('isDraft', '=', 0)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A page of the products shoppers may see, by id: each one's id and when it last changed (the sitemap). */
export const visibleProductsPage = (db: Db, offset: number, limit: number) =>
  db
    .selectFrom('products')
    .select(['id', 'updatedAt'])
    .where('isHide', '=', 0)
    .where('isDraft', '=', 0)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();

/** Stores a product's rating sum and count, as recounted from its reviews by the caller. */
export const setRating = (db: Db, productId: string, rating: { total: number; count: number }) =>
  db
    .updateTable('products')
    .set({ ratingTotal: rating.total, ratingCount: rating.count })
    .where('id', '=', productId)
    .execute();

/** Locks a product's row until the transaction ends (PostgreSQL; see forUpdate). */
export const lockProduct = (db: Db, productId: string) =>
  forUpdate(db, db.selectFrom('products').select('id').where('id', '=', productId)).execute();

// --- A seller's own products (the back-office): drafts and hidden ones included, deleted ones never. ---

const ownColumns = [
  'id',
  'sellerId',
  'name',
  'description',
  'brand',
  'category',
  'subCategory',
  'stock',
  'mrpPrice',
  'sellingPrice',
  'isHide',
  'isDraft',
  'createdAt',
  'variantCount',
] as const;

/** One of this seller's products, or undefined (another seller's, deleted or unknown). */
export const ownProduct = (db: Db, sellerId: string, id: string) =>
  db
    .selectFrom('products')
    .select(ownColumns)
    .where('id', '=', id)
    .where('sellerId', '=', sellerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

/** One of this seller's products, its row locked until the transaction ends (PostgreSQL; see forUpdate). */
export const ownProductForUpdate = (db: Db, sellerId: string, id: string) =>
  forUpdate(
    db,
    db
      .selectFrom('products')
      .select(ownColumns)
      .where('id', '=', id)
      .where('sellerId', '=', sellerId)
      .where('deletedAt', 'is', null),
  ).executeTakeFirst();

/**
 * The brands of visible products, each spelling with how many carry it and its lower-cased form (`key`, folded
 * by the database); with `start`, only brands beginning with it or with a word beginning with it, any case.
 */
export function visibleBrandSpellings(db: Db, start?: string) {
  let query = db
    .selectFrom('products')
    .select((eb) => [
      eb.fn<string>('lower', ['brand']).as('key'),
      'brand',
      eb.fn.countAll<number | string>().as('count'),
    ])
    .where('isHide', '=', 0)
    .where('isDraft', '=', 0);
  if (start !== undefined) {
    const literal = start.replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['brand']), 'like', sql<string>`lower(${`${literal}%`}) escape '\\'`),
        eb(eb.fn('lower', ['brand']), 'like', sql<string>`lower(${`% ${literal}%`}) escape '\\'`),
      ]),
    );
  }
  return query.groupBy([sql`lower(brand)`, 'brand']).execute();
}

export interface OwnProductFilter {
  category?: string | undefined;
  stockMin?: number | undefined;
  stockMax?: number | undefined;
  /** lower-case text found in the name or brand, or the exact id */
  search?: string | undefined;
}

/** LIKE pattern for a literal text: `%` and `_` stand for themselves (escaped with `\`). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function ownProductsQuery(db: Db, sellerId: string, filter: OwnProductFilter) {
  let query = db.selectFrom('products').where('sellerId', '=', sellerId).where('deletedAt', 'is', null);
  if (filter.category !== undefined) query = query.where('category', '=', filter.category);
  const { stockMin, stockMax } = filter;
  if (stockMin !== undefined || stockMax !== undefined) {
    // issue 20: a product with variants is in a stock band when any of its variants is (a size sold out
    // shows under "Out of Stock", where the seller restocks it)
    query = query.where((eb) => {
      const inBand = <T extends 'products' | 'productVariants'>(table: T) => {
        const stock = eb.ref(`${table}.stock` as 'products.stock');
        return eb.and([
          ...(stockMin === undefined ? [] : [eb(stock, '>=', stockMin)]),
          ...(stockMax === undefined ? [] : [eb(stock, '<=', stockMax)]),
        ]);
      };
      return eb.or([
        eb.and([eb('products.variantCount', '=', 0), inBand('products')]),
        eb.and([
          eb('products.variantCount', '>', 0),
          eb.exists(
            eb
              .selectFrom('productVariants')
              .select('productVariants.id')
              .whereRef('productVariants.productId', '=', 'products.id')
              .where(() => inBand('productVariants')),
          ),
        ]),
      ]);
    });
  }
  if (filter.search !== undefined) {
    const pattern = containing(filter.search);
    const search = filter.search;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', sql<string>`${pattern} escape '\\'`),
        eb(eb.fn('lower', ['brand']), 'like', sql<string>`${pattern} escape '\\'`),
        eb('id', '=', search),
        // issue 20: a variant's SKU, as typed (letter case aside)
        eb.exists(
          eb
            .selectFrom('productVariants')
            .select('productVariants.id')
            .whereRef('productVariants.productId', '=', 'products.id')
            .where('productVariants.skuKey', '=', search),
        ),
      ]),
    );
  }
  return query;
}

export async function countOwnProducts(db: Db, sellerId: string, filter: OwnProductFilter): Promise<number> {
  const row = await ownProductsQuery(db, sellerId, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A page of this seller's products, newest first. */
export const ownProductsPage = (
  db: Db,
  sellerId: string,
  filter: OwnProductFilter,
  page: { offset: number; limit: number },
) =>
  ownProductsQuery(db, sellerId, filter)
    .select(ownColumns)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();

export const updateOwnProduct = (db: Db, sellerId: string, id: string, changes: ProductUpdate) =>
  db
    .updateTable('products')
    .set(changes)
    .where('id', '=', id)
    .where('sellerId', '=', sellerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

export const replaceProductImages = async (db: Db, productId: string, images: NewProductImage[]) => {
  await db.deleteFrom('productImages').where('productId', '=', productId).execute();
  await insertProductImages(db, images);
};

/** The product photos (and issue 20: variant images) showing this URL, as a subquery. */
export const photosShowing = (db: Db, url: Expression<string>) =>
  db
    .selectFrom('productImages')
    .select('productImages.id')
    .where('productImages.url', '=', url)
    .union(
      db.selectFrom('productVariants').select('productVariants.id').where('productVariants.image', '=', url),
    );

/** The ids of this seller's live (not deleted) products, as a subquery. */
export const liveProductIdsOf = (db: Db, sellerId: string) =>
  db
    .selectFrom('products')
    .select('products.id')
    .where('sellerId', '=', sellerId)
    .where('deletedAt', 'is', null);

/** How many of this seller's live products there are, and how many were listed since `since` (ISO). */
export async function countLiveProducts(db: Db, sellerId: string, since?: string): Promise<number> {
  let query = db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sellerId', '=', sellerId)
    .where('deletedAt', 'is', null);
  if (since !== undefined) query = query.where('createdAt', '>=', since);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

// --- Stock: it only ever moves through a conditional UPDATE, never read-then-write. ---

/** The products among these ids that can be bought now (existing, not hidden, not a draft), prices in paise. */
export const forSaleRows = (db: Db, ids: readonly string[]) => forSaleQuery(db, ids).execute();

/** forSaleRows' query, unrun (a checkout runs it with its claim: readAfterWrites). */
export const forSaleQuery = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('products')
    .select([
      'products.id',
      'products.sellerId',
      'products.name',
      'products.description',
      'products.brand',
      'products.category',
      'products.subCategory',
      'products.mrpPrice',
      'products.sellingPrice',
      'products.stock',
      'products.ratingTotal',
      'products.ratingCount',
      'products.variantCount',
    ])
    .select(firstImageColumn)
    .where('products.id', 'in', [...ids])
    .where('products.isHide', '=', 0)
    .where('products.isDraft', '=', 0);

// Stock a product may still give: its stock while it is for sale, NULL (so no comparison holds) otherwise.
export const stockForSale = (db: Db, productId: string) =>
  db
    .selectFrom('products')
    .select('products.stock')
    .where('products.id', '=', productId)
    .where('products.isHide', '=', 0)
    .where('products.isDraft', '=', 0);

/** Takes units of a product for sale when at least that many are left; answers whether it did. */
export async function takeStock(db: Db, productId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .where('isHide', '=', 0)
    .where('isDraft', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * PostgreSQL: the statement that takes the units of several products for sale, each only where enough are left,
 * failing (division by zero, SQLSTATE 22012) unless every one of them was taken, so that a COMMIT sent behind it
 * in the same round trip (CommitWith) runs only when the whole cart was there. `lines` come in product id order,
 * and the statement visits (and locks) the rows in that order (a nested loop over them, one primary-key probe
 * each), the one lock order everywhere; a deadlock, should a plan ever differ, is retried with the transaction. Its values are literals (the caller
 * checked them: ids and whole quantities), as a simple query that carries a COMMIT must have them.
 */
export function takeAllStocksStatement(lines: readonly { productId: string; quantity: number }[]) {
  const wanted = sql.join(
    lines.map((line) => sql`(${sql.lit(line.productId)}::text, ${sql.lit(line.quantity)}::integer)`),
  );
  return sql`
    with taken as (
      update products p set stock = p.stock - w.quantity
      from (values ${wanted}) as w (id, quantity)
      where p.id = w.id and p.stock >= w.quantity and p."isHide" = 0 and p."isDraft" = 0
      returning p.id
    )
    select 1 / (count(*)::integer / ${sql.lit(lines.length)}) as "allTaken" from taken`;
}

/** The SQLSTATE of takeAllStocksStatement when a product's units were not all there. */
export const NOT_ALL_TAKEN = '22012';

/** Puts units back, whatever the product's visibility now. */
export const restoreStock = (db: Db, productId: string, quantity: number) =>
  db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', productId)
    .execute()
    .then(() => undefined);

/** The category and subcategory of products, hidden, drafts and all (for documents about past sales). */
export const categoryRows = (db: Db, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('products').select(['id', 'category', 'subCategory']).where('id', 'in', ids).execute();

/** Puts units back on a product sold as one (a cancelled order's line), unless it has variants by now. */
export const restoreStockWithoutVariants = (db: Db, productId: string, quantity: number) =>
  db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', productId)
    .where('variantCount', '=', 0)
    .execute()
    .then(() => undefined);

// --- issue 20: variants. The product row's figures are their aggregate, written in the same transaction. ---

type VariantUpdate = Updateable<ProductVariantsTable>;

const variantColumns = [
  'id',
  'productId',
  'position',
  'sku',
  'size',
  'colour',
  'storage',
  'stock',
  'mrpPrice',
  'sellingPrice',
  'image',
] as const;

/** The variants of these products, each product's in the seller's order. */
export const variantRows = (db: Db, productIds: readonly string[]) =>
  db
    .selectFrom('productVariants')
    .select(variantColumns)
    .where('productId', 'in', [...productIds])
    .orderBy('productId')
    .orderBy('position')
    .execute();

/** These variants (by id) of products for sale, for a cart or a checkout. */
export const variantsByIds = (db: Db, ids: readonly string[]) =>
  db
    .selectFrom('productVariants')
    .select(variantColumns)
    .where('id', 'in', [...ids])
    .execute();

export const insertVariants = (db: Db, variants: NewProductVariant[]) =>
  variants.length === 0 ? Promise.resolve() : db.insertInto('productVariants').values(variants).execute();

export const updateVariant = (db: Db, productId: string, id: string, changes: VariantUpdate) =>
  db
    .updateTable('productVariants')
    .set(changes)
    .where('id', '=', id)
    .where('productId', '=', productId)
    .execute();

export const deleteVariants = (db: Db, productId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve()
    : db
        .deleteFrom('productVariants')
        .where('productId', '=', productId)
        .where('id', 'in', [...ids])
        .execute();

/** Clears the SKU keys of a product's variants (before they are written again in one edit, or on delete). */
export const releaseSkus = (db: Db, productId: string) =>
  db.updateTable('productVariants').set({ skuKey: null }).where('productId', '=', productId).execute();

/** Which of these SKU keys this seller's other products use. */
export const skuKeysTaken = (db: Db, sellerId: string, productId: string, keys: readonly string[]) =>
  db
    .selectFrom('productVariants')
    .select('skuKey')
    .where('sellerId', '=', sellerId)
    .where('productId', '<>', productId)
    .where('skuKey', 'in', [...keys])
    .execute();

/**
 * Takes units of a variant, in one conditional UPDATE (`stock >= q`); the caller took them off its product's row
 * first (the product's row, then the variant's: the one lock order). Answers whether it did.
 */
export async function takeVariantStock(
  db: Db,
  productId: string,
  variantId: string,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('productVariants')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', variantId)
    .where('productId', '=', productId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts units back on a variant that still exists; answers whether it did. */
export async function restoreVariantStock(
  db: Db,
  productId: string,
  variantId: string,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('productVariants')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', variantId)
    .where('productId', '=', productId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds units to a product's summed stock (a variant's units came back). */
export const addProductStock = (db: Db, productId: string, quantity: number) =>
  db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', productId)
    .execute()
    .then(() => undefined);

/** A variant's stock while its product is for sale (NULL otherwise), as a subquery (the cart's upsert). */
export const variantStockForSale = (db: Db, productId: string, variantId: string) =>
  db
    .selectFrom('productVariants')
    .innerJoin('products', 'products.id', 'productVariants.productId')
    .select('productVariants.stock')
    .where('productVariants.id', '=', variantId)
    .where('productVariants.productId', '=', productId)
    .where('products.isHide', '=', 0)
    .where('products.isDraft', '=', 0);
