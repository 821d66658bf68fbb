import { mergeBrandSpellings, sameBrand } from '@bazaar/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MatchedColumns } from './search.matches.js';

/**
 * One way a query word may match: a phrase of indexed terms in order (usually one term), the last one exactly or
 * as a prefix ("headph" → headphones), anywhere or only in the name, brand and category words (`titleOnly`: a
 * shopper's synonym or a typo correction, which a mention in a description would not satisfy).
 */
export interface TermMatch {
  terms: string[];
  prefix: boolean;
  titleOnly: boolean;
  /**
   * A one-word prefix's indexed terms, when they are few and each plain letters and digits (the search service
   * reads them, see SPELLED_TERMS_MAX): a query that only finds matches names them instead of the prefix
   * (spelledOut). The same matches, found for less: a prefix merges its terms' entries before any is read (FTS5)
   * or is looked up as a partial match and tested again on every matching row (PostgreSQL's GIN index). Queries
   * that score keep the prefix, which the engine scores as written.
   */
  spelled?: string[];
}

/** One word of the query (or a phrase the synonym table joined): any of its alternatives may match. */
export interface WordMatch {
  alternatives: TermMatch[];
  /** phrases that, matched, leave a product out (`shirt` is not a T-shirt) */
  excluded?: TermMatch[];
}

/** The words a product must match: all of them, or all but one (`required` = words.length - 1). */
export interface TextMatch {
  words: WordMatch[];
  required: number;
}

/** The alternatives with each spelled prefix (TermMatch.spelled) written as its terms, each matched exactly. */
export function spelledOut(alternatives: readonly TermMatch[]): TermMatch[] {
  return alternatives.flatMap(({ spelled, ...alternative }) =>
    spelled ? spelled.map((term) => ({ ...alternative, terms: [term], prefix: false })) : [alternative],
  );
}

/**
 * The sets of words a product must match all of, any set sufficing: one set, or each set leaving one word out
 * (never a set holding a word that can match nothing).
 */
export function requiredSets(match: TextMatch): WordMatch[][] {
  const { words, required } = match;
  const sets =
    required >= words.length ? [words] : words.map((_, left) => words.filter((__, index) => index !== left));
  return sets.filter((set) => set.every((word) => word.alternatives.length > 0));
}

export type ProductOrder = 'relevance' | 'newest' | 'price-asc' | 'price-desc' | 'rating';

export interface PageRequest {
  /** Conditions on products aliased `p` (portable SQL), all of which must hold. */
  where: RawBuilder<unknown>[];
  order: ProductOrder;
  offset: number;
  limit: number;
  /** How many products the page's match and conditions find, when counted first: an adapter may plan by it. */
  matches?: number | undefined;
}

export interface NamedProduct {
  id: string;
  name: string;
}

/** The first product of each name, at most `limit`. */
export function distinctNames(rows: NamedProduct[], limit: number): NamedProduct[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.name) && seen.add(row.name)).slice(0, limit);
}

export interface ProductPage {
  ids: string[];
  total: number;
}

/** What differs between the engines: the full-text index and its vocabulary. */
export interface SearchAdapter {
  /** The indexed terms among `candidates`. */
  knownTerms(db: Db, candidates: readonly string[]): Promise<string[]>;
  /** Up to `limit` indexed terms starting with `prefix`, in order. */
  termsStartingWith(db: Db, prefix: string, limit: number): Promise<string[]>;
  /** One page of the ids of products matching the text (null: any) and the conditions, best first. */
  findPage(db: Db, match: TextMatch | null, page: PageRequest): Promise<string[]>;
  /**
   * A page of a text's matches with their total, in one statement: where a page reads every match anyway
   * (PostgreSQL), so that counting them is not a second pass over the same rows.
   */
  pageAndTotal?(db: Db, match: TextMatch, page: PageRequest): Promise<ProductPage>;
  /**
   * The ids `page` selects (in its order) and the number `counted` selects as `total`, in one statement: one round
   * trip instead of two where each is a trip to a server (PostgreSQL).
   */
  pageWithCount?(
    db: Db,
    page: RawBuilder<{ id: string }>,
    counted: RawBuilder<unknown>,
  ): Promise<ProductPage>;
  /**
   * Every product matching the text and the conditions, with its sort keys, or null when more than `max` do
   * (or the list cannot be read whole, or not now: too many wait to be read).
   * The search service keeps them per catalogue version and cuts each page of the text from them, so that
   * another page, order or price bound of a text asked again reads no match (decision 0020).
   */
  matchedColumns?(
    db: Db,
    match: TextMatch,
    where: RawBuilder<unknown>[],
    max: number,
  ): Promise<MatchedColumns | null>;
  /**
   * The number of visible products matching the text (`select … as total`), with no other condition: where the
   * index holds visible products only and counts them alone (SQLite, migration 0037).
   */
  visibleMatchCount?(match: TextMatch): RawBuilder<unknown>;
  /**
   * Whether a text's matches are best narrowed to a price range through the price index (PostgreSQL): only when
   * the range holds few products. Absent: the database's planner decides alone.
   */
  priceIndexNarrows?(db: Db, minPrice: number | undefined, maxPrice: number | undefined): Promise<boolean>;
  /** The selling prices of the products `from` (a matchedFrom) reads, ascending. */
  ascendingPrices(db: Db, from: RawBuilder<unknown>): Promise<Float64Array>;
  /** `<tables> where <match and conditions>` over products aliased `p`, for counting (totals, facetQueries). */
  matchedFrom(match: TextMatch | null, where: RawBuilder<unknown>[]): RawBuilder<unknown>;
  /**
   * The stock of product `p` in the rows findPage and matchedFrom read with a text (`searching`) or without:
   * a search's rows may hold no stock, which every checkout moves.
   */
  stock(searching: boolean): RawBuilder<unknown>;
  /** Tidies the index after a bulk load, for fast lookups. */
  compact(db: Db): Promise<void>;
  /** Up to `limit` products (distinct names) matching the text, ranked among the first matches only. */
  suggestProducts(
    db: Db,
    match: TextMatch,
    where: RawBuilder<unknown>[],
    limit: number,
  ): Promise<NamedProduct[]>;
}

export const allOf = (conditions: RawBuilder<unknown>[]): RawBuilder<unknown> =>
  conditions.length === 0 ? sql`1 = 1` : sql.join(conditions, sql` and `);

/** The non-relevance orders, portable; relevance is the adapter's own rank, then newest. */
export function orderBy(order: ProductOrder): RawBuilder<unknown> {
  switch (order) {
    case 'price-asc':
      return sql`p."sellingPrice" asc, p.id asc`;
    case 'price-desc':
      return sql`p."sellingPrice" desc, p.id asc`;
    case 'rating':
      // word for word the expression of the 0007-catalogue-rating-order index
      return sql`(case when "ratingCount" = 0 then 0 else "ratingTotal" * 1.0 / "ratingCount" end) desc, p."ratingCount" desc, p.id asc`;
    default:
      return sql`p."createdAt" desc, p.id asc`;
  }
}

/** Counts per brand and per band (prices in paise), as SQL answers them. */
export interface FacetCounts {
  brands: { brand: string; count: number }[];
  prices: number[];
  ratings: number[];
  discounts: number[];
  inStock: number;
}

/** How many brands the facets list, most products first. */
export const FACET_BRANDS_MAX = 30;

/** The FACET_BRANDS_MAX most listed brands, then those the shopper filters on that are not among them. */
export function mostListedAndChosen(
  listed: readonly { brand: string; count: number }[],
  chosen: readonly string[],
): { brand: string; count: number }[] {
  const top = listed.slice(0, FACET_BRANDS_MAX);
  const rest = listed
    .slice(FACET_BRANDS_MAX)
    .filter((entry) => chosen.some((brand) => sameBrand(brand, entry.brand)));
  return [...top, ...rest];
}

/** A product's rounded discount (discountPercent) is at least `percent`: portable, on products aliased `p`. */
export const discountAtLeast = (percent: number): RawBuilder<unknown> =>
  percent <= 0
    ? sql`1 = 1`
    : sql`(p."mrpPrice" - p."sellingPrice") * 200 >= ${2 * percent - 1} * p."mrpPrice"`;

/** A product's mean rating is at least `rating` (none before its first rating). */
export const ratingAtLeast = (rating: number): RawBuilder<unknown> =>
  sql`(p."ratingCount" > 0 and p."ratingTotal" >= ${rating} * p."ratingCount")`;

/**
 * Runs the two facet queries over `from` (a FROM … WHERE … fragment over `p`, `stock` its stock), portable SQL.
 * Every brand is counted, most listed first (`mostListedAndChosen` picks those the answer shows).
 */
export async function facetQueries(
  db: Db,
  from: RawBuilder<unknown>,
  stock: RawBuilder<unknown>,
  bands: {
    prices: readonly { min: number; max?: number }[];
    ratings: readonly number[];
    discounts: readonly number[];
  },
): Promise<FacetCounts> {
  const count = (condition: RawBuilder<unknown>) => sql`sum(case when ${condition} then 1 else 0 end)`;
  const columns = [
    ...bands.prices.map(({ min, max }) =>
      count(
        max === undefined
          ? sql`p."sellingPrice" >= ${min}`
          : sql`p."sellingPrice" >= ${min} and p."sellingPrice" < ${max}`,
      ),
    ),
    ...bands.ratings.map((rating) => count(ratingAtLeast(rating))),
    ...bands.discounts.map((percent) => count(discountAtLeast(percent))),
    count(sql`${stock} > 0`),
  ];
  const [brands, sums] = await Promise.all([
    // every spelling with its count: one brand whatever its case (issue 19), merged below
    sql<{ key: string; brand: string; count: number | string }>`
      select lower(p.brand) as key, p.brand, count(*) as count from ${from}
      group by lower(p.brand), p.brand`.execute(db),
    sql<Record<string, number | string | null>>`
      select ${sql.join(columns.map((column, index) => sql`${column} as ${sql.id(`c${index}`)}`))}
      from ${from}`.execute(db),
  ]);
  const row = sums.rows[0] ?? {};
  const values = columns.map((_, index) => Number(row[`c${index}`] ?? 0));
  const take = (n: number) => values.splice(0, n);
  return {
    brands: mergeBrandSpellings(brands.rows.map((row) => ({ ...row, count: Number(row.count) }))),
    prices: take(bands.prices.length),
    ratings: take(bands.ratings.length),
    discounts: take(bands.discounts.length),
    inStock: take(1)[0] ?? 0,
  };
}
