// The catalogue as shoppers see it: cards, the product page, related products, best sellers, suggestions.
import {
  BRAND_SUGGESTIONS_MAX,
  brands as specBrands,
  categoriesMeantBy,
  categoriesStartingWith,
  mergeBrandSpellings,
  sameBrand,
  type ListedBrand,
  DISCOUNT_BANDS,
  PRICE_BANDS,
  RATING_BANDS,
  type ProductFacets,
  findCategory,
  paiseToRupees,
  PRODUCT_PAGE_SIZE_MAX,
  RELATED_PRODUCTS_MAX,
  rupeesToPaise,
  type ProductCard,
  type ProductDetail,
  type ProductSearchQuery,
  type RelatedProductsQuery,
  type Suggestion,
} from '@bazaar/domain';
import type { Db, Engine } from '../../db/database.js';
import type { User } from '../account/account.service.js';
import { batchedPerTurn } from '../../platform/batched.js';
import { isId } from '../../platform/ids.js';
import { mostOrderedProductIds } from '../orders/orders.service.js';
import { productReviews } from '../reviews/reviews.service.js';
import { findProducts, suggestProducts, type FacetCounts } from '../search/search.service.js';
import { wishlistedAmong } from '../wishlist/wishlist.service.js';
import * as inventory from '../inventory/inventory.service.js';

type CardRow = Awaited<ReturnType<typeof inventory.cardRows>>[number];

/** spec: the mean rating with one decimal, null before the first review (kept as a sum and a count). */
const meanRating = (row: Pick<CardRow, 'ratingTotal' | 'ratingCount'>): number | null =>
  row.ratingCount === 0 ? null : Math.round((row.ratingTotal / row.ratingCount) * 10) / 10;

function priced(row: CardRow) {
  const sellingPrice = paiseToRupees(row.sellingPrice);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    subCategory: row.subCategory,
    brand: row.brand,
    stock: row.stock,
    mrpPrice: paiseToRupees(row.mrpPrice),
    sellingPrice,
    price: sellingPrice,
    rating: meanRating(row),
    ratingNumber: row.ratingCount,
  };
}

/**
 * PostgreSQL: the card rows asked for in one turn of the event loop, read in one statement (batchedPerTurn),
 * per database handle (the catalogue's own pool).
 */
type CardRowWithImage = Awaited<ReturnType<typeof inventory.cardRowsWithImage>>[number];
const batchedCardRows = new WeakMap<Db, (ids: readonly string[]) => Promise<CardRowWithImage[]>>();
function cardRowsBatched(db: Db): (ids: readonly string[]) => Promise<CardRowWithImage[]> {
  let read = batchedCardRows.get(db);
  if (!read) {
    const readAll = batchedPerTurn((asks: (readonly string[])[]) =>
      inventory.cardRowsWithImage(db, 'postgres', [...new Set(asks.flat())]),
    );
    read = async (ids) => {
      const wanted = new Set(ids);
      return (await readAll(ids)).filter((row) => wanted.has(row.id));
    };
    batchedCardRows.set(db, read);
  }
  return read;
}

/** The cards of these products in the given order; `isAddedToWishlist` when a viewer is signed in. */
async function cardsFor(
  db: Db,
  engine: Engine,
  ids: readonly string[],
  viewer: User | null,
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const [rows, wishlisted] = await Promise.all([
    engine === 'postgres' ? cardRowsBatched(db)(ids) : inventory.cardRowsWithImage(db, engine, ids),
    viewer ? wishlistedAmong(db, viewer.id, ids) : Promise.resolve(null),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const card: ProductCard = { ...priced(row), image: row.image };
    if (wishlisted) card.isAddedToWishlist = wishlisted.has(id);
    // issue 20: "from ₹…", the lowest-priced variant's price
    if (Number(row.variantCount) > 0) card.hasVariants = true;
    return [card];
  });
}

/**
 * GET /api/product/get-all-products: visible products matching the search text and category prefix, with
 * Bazaar's sort, price range (rupees), stock filter and paging; without `limit`, all matches up to the cap.
 */
export async function listProducts(
  db: Db,
  engine: Engine,
  query: ProductSearchQuery,
  viewer: User | null,
  /** the catalogue version read before this list, under which totals and facets are reused */
  catalogueVersion?: number,
): Promise<{ products: ProductCard[]; total: number; correctedQuery?: string; facets?: ProductFacets }> {
  const limit = query.limit ?? PRODUCT_PAGE_SIZE_MAX;
  const page = await findProducts(db, engine, {
    text: query.searchQuery,
    categoryPrefix: query.searchCategory,
    minPrice: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
    maxPrice: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
    inStock: query.inStock,
    brands: query.brand,
    minRating: query.minRating,
    minDiscount: query.minDiscount,
    facets: query.facets,
    order: query.sort,
    offset: ((query.page ?? 1) - 1) * limit,
    limit,
    catalogueVersion,
  });
  const products = await cardsFor(db, engine, page.ids, viewer);
  return {
    products,
    total: page.total,
    ...(page.correctedQuery === undefined ? {} : { correctedQuery: page.correctedQuery }),
    ...(page.facets === undefined ? {} : { facets: facetsInRupees(page.facets) }),
  };
}

/** The search's facet counts as the contract has them (PRICE_BANDS in rupees). */
function facetsInRupees(counts: FacetCounts): ProductFacets {
  return {
    brands: counts.brands,
    prices: PRICE_BANDS.map((band, index) => ({ ...band, count: counts.prices[index] ?? 0 })),
    ratings: RATING_BANDS.map((minRating, index) => ({ minRating, count: counts.ratings[index] ?? 0 })),
    discounts: DISCOUNT_BANDS.map((minDiscount, index) => ({
      minDiscount,
      count: counts.discounts[index] ?? 0,
    })),
    inStock: counts.inStock,
  };
}

/** GET /api/product/{id}: the product page with its gallery and reviews. */
export async function getProductPage(db: Db, id: string): Promise<ProductDetail> {
  const product = await inventory.requireVisibleProduct(db, id);
  const [images, reviews, variants] = await Promise.all([
    inventory.imageRows(db, [id]),
    productReviews(db, id),
    Number(product.variantCount) > 0 ? inventory.variantsOfProducts(db, [id]) : undefined,
  ]);
  return {
    _id: product.id,
    ...priced(product),
    image: images.map((image) => image.url),
    sellerId: product.sellerId,
    ...reviews,
    // issue 20: each with its own stock and prices; the product's are their aggregate
    variants: (variants?.get(id) ?? []).map(inventory.variantReply),
  };
}

/**
 * GET /api/product/get-related-product: up to 5 other visible products of the category (the one sent,
 * matched case-insensitively, or else the product's own), best rated first.
 */
export async function relatedProducts(
  db: Db,
  engine: Engine,
  query: RelatedProductsQuery,
  viewer: User | null,
): Promise<ProductCard[]> {
  const productId = query.productId !== undefined && isId(query.productId) ? query.productId : undefined;
  let category = query.category === undefined ? undefined : findCategory(query.category);
  if (category === undefined && query.category === undefined && productId !== undefined) {
    const product = await inventory.visibleProduct(db, productId);
    category = product ? findCategory(product.category) : undefined;
  }
  if (category === undefined) return [];
  const page = await findProducts(db, engine, {
    category,
    excludeProductId: query.productId,
    order: 'rating',
    limit: RELATED_PRODUCTS_MAX,
    countTotal: false,
  });
  return cardsFor(db, engine, page.ids, viewer);
}

const BEST_SELLERS = 10;

/** GET /api/product/best-sellers: the ten with the most units ordered, topped up with the best rated. */
export async function bestSellers(db: Db, engine: Engine, viewer: User | null): Promise<ProductCard[]> {
  const ordered = await mostOrderedProductIds(db, BEST_SELLERS * 3);
  const visible = new Set(
    ordered.length === 0 ? [] : (await inventory.visibleIds(db, ordered)).map((row) => row.id),
  );
  const ids = ordered.filter((id) => visible.has(id)).slice(0, BEST_SELLERS);
  if (ids.length < BEST_SELLERS) {
    const topRated = await findProducts(db, engine, {
      order: 'rating',
      limit: BEST_SELLERS * 2,
      countTotal: false,
    });
    for (const id of topRated.ids) if (ids.length < BEST_SELLERS && !ids.includes(id)) ids.push(id);
  }
  return cardsFor(db, engine, ids, viewer);
}

const SUGGESTIONS_MAX = 8;
const CATEGORY_SUGGESTIONS_MAX = 3;

/**
 * GET /api/product/suggest: categories starting with the text or named by it in a shopper's words (`mob` →
 * smartphones), then names of matching products; 8 at most.
 */
export async function suggest(db: Db, engine: Engine, text: string): Promise<Suggestion[]> {
  if (text.trim() === '') return [];
  const found = categoriesStartingWith(text);
  // then those the shopper's word names (`mob`, `mobile` → smartphones)
  const categorySuggestions: Suggestion[] = [
    ...new Set([...found.categories, ...found.subCategories, ...categoriesMeantBy(text)]),
  ]
    .slice(0, CATEGORY_SUGGESTIONS_MAX)
    .map((category) => ({ kind: 'category', text: category, category }));
  const products = await suggestProducts(db, engine, text, SUGGESTIONS_MAX - categorySuggestions.length);
  return [
    ...categorySuggestions,
    ...products.map((product): Suggestion => ({ kind: 'product', text: product.name, id: product.id })),
  ];
}

/**
 * GET /api/product/brands (issue 19): the brands of visible products that start with `start` (or have a word
 * that does), whatever the case, most listed first in their most used spelling; then the spec's brands not yet
 * listed, so a seller still finds the 20 of docs/product.md §3. At most BRAND_SUGGESTIONS_MAX.
 */
export async function brandSuggestions(db: Db, start: string | undefined): Promise<ListedBrand[]> {
  const rows = await inventory.visibleBrandSpellings(db, start);
  const listed = mergeBrandSpellings(rows.map((row) => ({ ...row, count: Number(row.count) })));
  const wanted = start?.toLowerCase();
  const unlisted = specBrands
    .filter((brand) => !listed.some((entry) => sameBrand(entry.brand, brand)))
    .filter((brand) => {
      const name = brand.toLowerCase();
      return wanted === undefined || name.startsWith(wanted) || name.includes(` ${wanted}`);
    })
    .map((brand) => ({ brand, count: 0 }));
  return [...listed, ...unlisted].slice(0, BRAND_SUGGESTIONS_MAX);
}
