import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  allOf,
  distinctNames,
  orderBy,
  requiredSets,
  spelledOut,
  type PageRequest,
  type ProductOrder,
  type ProductPage,
  type SearchAdapter,
  type TermMatch,
  type TextMatch,
  type WordMatch,
} from './search.adapter.js';
import type { MatchedColumns } from './search.matches.js';

/** Between the values of a column of matches (matchedColumns): a control character no id or time holds. */
const SEPARATOR = '\u001f';

/**
 * A word's alternatives without those another one already matches: `cotton` exactly when `cotton` as a prefix is
 * there too. The query that finds the matches needs them once: each repeat doubled the planner's estimate of
 * the matches (`'cotton' | 'cotton':*`: 14,000 of 100,000 products for 7,300), which made it read the whole
 * table instead of the GIN index for common words. The ranking query keeps them: an exact word scores twice.
 * A phrase given twice (a synonym naming the typed word: `wireless`) is found once, for the same reason
 * ("wireless": 6,793 estimated matches → 5,357, for 2,883).
 */
function withoutCovered(alternatives: TermMatch[]): TermMatch[] {
  const covers = (wide: TermMatch, narrow: TermMatch) =>
    wide !== narrow &&
    wide.prefix &&
    !narrow.prefix &&
    (!wide.titleOnly || narrow.titleOnly) &&
    wide.terms.join(' ') === narrow.terms.join(' ');
  const same = (a: TermMatch, b: TermMatch) =>
    a.prefix === b.prefix && a.titleOnly === b.titleOnly && a.terms.join(' ') === b.terms.join(' ');
  return alternatives.filter(
    (alternative, index) =>
      !alternatives.some((other) => covers(other, alternative)) &&
      alternatives.findIndex((other) => same(other, alternative)) === index,
  );
}

/**
 * A text's matches go through the price index (migration 0028) only when the price range holds less than this share
 * of the catalogue. PostgreSQL's planner takes the index for almost any bound: it costs each heap page a match
 * reads as if from disk, while here they are all in memory, and ANDing the matches with a wide range's entries
 * cost more than reading the matches outside it (`explain analyze`, 100,000 products, "samsung" above ₹1,412, 45 %
 * of the catalogue: the count 4.3 -> 1.5 ms and the rating page 8.3 -> 5.1 ms without the index; "kitchen" above
 * ₹371, 73 %: 12.4 -> 10 ms and 20.7 -> 17.1 ms). Above ₹37,100 (6 %) the index still wins: 3.8 against 10.5 ms.
 */
export const PRICE_INDEX_SHARE_MAX = 0.1;

/** How long the price statistics read by priceStatisticsOf serve before they are read again. */
const PRICE_STATISTICS_MAX_AGE_MS = 10 * 60_000;

/** PostgreSQL's statistics of the search rows' prices (`pg_stats`, from ANALYZE), as priceShare reads them. */
export interface PriceStatistics {
  /** The most common prices and the share of the rows each holds. */
  common: { price: number; share: number }[];
  /** The bounds of an equal-depth histogram of the other prices, ascending (none: every price is common). */
  bounds: number[];
}

const priceStatistics = new WeakMap<Db, { at: number; read: Promise<PriceStatistics | null> }>();

const numbers = (array: string | null | undefined): number[] =>
  array ? array.replace(/[{}]/g, '').split(',').map(Number) : [];

/**
 * The price statistics of the search rows; null before the table was analyzed. Read again every
 * PRICE_STATISTICS_MAX_AGE_MS: they only choose a plan, and the answer is the same whichever it chooses.
 */
function priceStatisticsOf(db: Db): Promise<PriceStatistics | null> {
  const kept = priceStatistics.get(db);
  if (kept && Date.now() - kept.at < PRICE_STATISTICS_MAX_AGE_MS) return kept.read;
  const read = sql<{ common: string | null; shares: string | null; bounds: string | null }>`
    select most_common_vals::text as common, most_common_freqs::text as shares, histogram_bounds::text as bounds
    from pg_stats
    where schemaname = current_schema() and tablename = 'productSearch' and attname = 'sellingPrice'`
    .execute(db)
    .then(({ rows }): PriceStatistics | null => {
      const row = rows[0];
      if (!row) return null;
      const shares = numbers(row.shares);
      const common = numbers(row.common).map((price, index) => ({ price, share: shares[index] ?? 0 }));
      const bounds = numbers(row.bounds);
      const read = [...common.flatMap((entry) => [entry.price, entry.share]), ...bounds];
      if (!read.every(Number.isFinite) || (common.length === 0 && bounds.length < 2)) return null;
      return { common, bounds: bounds.length >= 2 ? bounds : [] };
    });
  priceStatistics.set(db, { at: Date.now(), read });
  read.catch(() => priceStatistics.delete(db));
  return read;
}

/** The share of the rows `statistics` describe that are priced from `min` to `max` (inclusive, either optional). */
export function priceShare(statistics: PriceStatistics, min?: number, max?: number): number {
  const within = (price: number) =>
    (min === undefined || price >= min) && (max === undefined || price <= max);
  const commonShare = statistics.common.reduce((sum, entry) => sum + entry.share, 0);
  const inCommon = statistics.common.reduce((sum, entry) => sum + (within(entry.price) ? entry.share : 0), 0);
  const { bounds } = statistics;
  if (bounds.length < 2) return inCommon;
  const buckets = bounds.length - 1;
  // the share of the histogram's rows priced below `price`
  const below = (price: number): number => {
    if (price <= (bounds[0] as number)) return 0;
    if (price >= (bounds[buckets] as number)) return 1;
    let bucket = 0;
    while (price >= (bounds[bucket + 1] as number)) bucket++;
    const low = bounds[bucket] as number;
    const width = (bounds[bucket + 1] as number) - low;
    return (bucket + (width === 0 ? 0 : (price - low) / width)) / buckets;
  };
  const inHistogram = (max === undefined ? 1 : below(max)) - (min === undefined ? 0 : below(min));
  return inCommon + Math.max(0, 1 - commonShare) * Math.max(0, inHistogram);
}

/**
 * to_tsquery syntax; every lexeme is quoted (and holds only letters and digits anyway). Without `exclusions` the
 * query ranks: ts_rank scores a negated phrase's absence as if it were a match. `finding`: the query only finds
 * the matches: spelled prefixes are written as their terms (`'kitchen' | 'kitchenware'` for `'kitchen':*`),
 * which the GIN index looks up exactly and, without weights or phrases, need not test again on each row ("cotton",
 * 7,154 matches: counted in 10.5 -> 5.3 ms, its relevance page 17-23 -> 12 ms, `psql`, 100,000 products), and
 * without the alternatives others cover (withoutCovered).
 */
function tsQuery(match: TextMatch, exclusions = true, finding = false): string {
  const lexeme = (term: string, prefix: boolean, titleOnly: boolean) =>
    `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${prefix || titleOnly ? ':' : ''}${prefix ? '*' : ''}${titleOnly ? 'ABC' : ''}`;
  const phrase = ({ terms, prefix, titleOnly }: TermMatch) =>
    terms.map((term, index) => lexeme(term, prefix && index === terms.length - 1, titleOnly)).join(' <-> ');
  const anyOf = (phrases: TermMatch[]) =>
    `(${(finding ? withoutCovered(spelledOut(phrases)) : phrases).map((a) => `(${phrase(a)})`).join(' | ')})`;
  const word = ({ alternatives, excluded = [] }: WordMatch) =>
    excluded.length === 0 || !exclusions
      ? anyOf(alternatives)
      : `(${anyOf(alternatives)} & !${anyOf(excluded)})`;
  return requiredSets(match)
    .map((set) => `(${set.map(word).join(' & ')})`)
    .join(' | ');
}

/**
 * A text's matches in `order`: relevance ranks them (ts_rank), the others sort as orderBy does, but by price as
 * `"sellingPrice" + 0`. Sorting on the column itself let the planner walk migration 0028's price index and test
 * each product's document in turn until a page was found: for a word common in some price range and rare in
 * another it read most of the table ("wireless" by price, 251 matches after 67,784 rows: 85-93 ms against 9-16 ms
 * from the GIN index's matches, `explain analyze`, 100k). Every page of a text now reads its matches from the
 * GIN index, whichever order, as newest and rating pages already did.
 */
export function matchOrder(order: ProductOrder): RawBuilder<unknown> {
  switch (order) {
    case 'relevance':
      return sql`ts_rank(p.document, r) desc, p."createdAt" desc, p.id asc`;
    case 'price-asc':
      return sql`p."sellingPrice" + 0 asc, p.id asc`;
    case 'price-desc':
      return sql`p."sellingPrice" + 0 desc, p.id asc`;
    default:
      return orderBy(order);
  }
}

/** The text's matches under the conditions, `p` with the ranking query `r` beside it. */
const textMatches = (match: TextMatch, where: RawBuilder<unknown>[]) => sql`"productSearch" p,
  to_tsquery('simple', ${tsQuery(match, true, true)}) q, to_tsquery('simple', ${tsQuery(match, false)}) r
  where p.document @@ q and ${allOf(where)}`;

/** One page of ids (see SearchAdapter.findPage). */
async function page(
  db: Db,
  match: TextMatch | null,
  { where, order, offset, limit }: PageRequest,
): Promise<string[]> {
  const { rows } =
    match === null
      ? await sql<{ id: string }>`select p.id from products p where ${allOf(where)}
          order by ${orderBy(order)} limit ${limit} offset ${offset}`.execute(db)
      : await sql<{ id: string }>`select p.id from ${textMatches(match, where)}
          order by ${matchOrder(order)} limit ${limit} offset ${offset}`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * A page of a text's matches and how many there are, in one pass over them (see SearchAdapter.pageAndTotal): the
 * count is a window over the matches' narrow rows (id and sort keys; the subquery keeps the documents out of
 * the window's buffer, which otherwise spilled to disk for 10,000 matches).
 */
async function pageAndTotal(
  db: Db,
  match: TextMatch,
  { where, order, offset, limit }: PageRequest,
): Promise<ProductPage> {
  const ranked = order === 'relevance';
  const { rows } = await sql<{ id: string; total: string }>`
    select p.id, count(*) over () as total from (
      select p.id, p."sellingPrice", p."createdAt", p."ratingTotal", p."ratingCount"
        ${ranked ? sql`, ts_rank(p.document, r) as score` : sql``}
      from ${textMatches(match, where)} offset 0
    ) p
    order by ${ranked ? sql`p.score desc, p."createdAt" desc, p.id asc` : matchOrder(order)}
    limit ${limit} offset ${offset}`.execute(db);
  if (rows.length > 0 || offset === 0)
    return { ids: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) };
  // a page past the end has no row to carry the total
  const counted = await sql<{
    total: string;
  }>`select count(*) as total from ${textMatches(match, where)}`.execute(db);
  return { ids: [], total: Number(counted.rows[0]?.total ?? 0) };
}

// Searches read "productSearch" aliased `p`: the document and a copy of the product columns the catalogue's
// conditions and orders name (0021-search-rows-postgres), so a search never joins the products table.
// ts_rank's default weights {D 0.1, C 0.2, B 0.4, A 1.0}: name (A) above brand (B) above category words (C)
// above description (D).
export const postgresSearch: SearchAdapter = {
  async termsStartingWith(db, prefix, limit) {
    const { rows } = await sql<{ term: string }>`
      select term from "searchTerms" where term >= ${prefix} and term < ${`${prefix}\u{10FFFF}`}
      order by term limit ${limit}`.execute(db);
    return rows.map((row) => row.term);
  },

  async knownTerms(db, candidates) {
    if (candidates.length === 0) return [];
    const { rows } = await sql<{ term: string }>`
      select term from "searchTerms" where term = any(${[...candidates]}::text[])`.execute(db);
    return rows.map((row) => row.term);
  },

  // what the planner makes of `@@` (GIN index or every document): migration 0027-search-match-cost
  findPage: page,
  pageAndTotal,

  // array(…) keeps its subquery's order
  async pageWithCount(db, page, counted) {
    const { rows } = await sql<{ total: string | number; ids: string[] }>`
      select (${counted}) as total, array(${page}) as ids`.execute(db);
    return { ids: rows[0]?.ids ?? [], total: Number(rows[0]?.total ?? 0) };
  },

  // One pass over the matches, unsorted: the keys of orderBy (rating as the numeric the database compares) and the
  // relevance order's rank, as `page` computes it. Each column comes joined into one string (a tenth of the
  // time of a row per match to send and parse); a value holding the separator reads as no list.
  async matchedColumns(db, match, where, max) {
    const joined = (column: RawBuilder<unknown>) => sql`string_agg((${column})::text, ${SEPARATOR})`;
    const { rows } = await sql<Record<'matches' | keyof MatchedColumns, string | null>>`
      select count(*) as matches, ${joined(sql`id`)} as ids, ${joined(sql`price`)} as prices,
        ${joined(sql`"createdAt"`)} as "createdAt", ${joined(sql`rating`)} as ratings,
        ${joined(sql`raters`)} as raters, ${joined(sql`score`)} as scores
      from (
        select p.id, p."sellingPrice" as price, p."createdAt",
          (case when "ratingCount" = 0 then 0 else "ratingTotal" * 1.0 / "ratingCount" end) as rating,
          p."ratingCount" as raters, ts_rank(p.document, r) as score
        from "productSearch" p,
          to_tsquery('simple', ${tsQuery(match, true, true)}) q, to_tsquery('simple', ${tsQuery(match, false)}) r
        where p.document @@ q and ${allOf(where)}
        limit ${max + 1}
      ) m`.execute(db);
    const row = rows[0];
    const matches = Number(row?.matches ?? 0);
    if (!row || matches > max) return null;
    const split = (joined: string | null) =>
      matches === 0 || joined === null ? [] : joined.split(SEPARATOR);
    const columns = {
      ids: split(row.ids),
      prices: Float64Array.from(split(row.prices), Number),
      createdAt: split(row.createdAt),
      ratings: split(row.ratings),
      raters: Float64Array.from(split(row.raters), Number),
      scores: Float64Array.from(split(row.scores), Number),
    };
    return Object.values(columns).every((column) => column.length === matches) ? columns : null;
  },

  async priceIndexNarrows(db, minPrice, maxPrice) {
    if (minPrice === undefined && maxPrice === undefined) return false;
    const statistics = await priceStatisticsOf(db);
    return statistics === null || priceShare(statistics, minPrice, maxPrice) < PRICE_INDEX_SHARE_MAX;
  },

  // one string (as matchedColumns reads its columns): 10,162 prices of a category in 10-12 ms, where a row each took
  // 13-24 ms warm and 82 ms for the first list, parsed on the event loop
  async ascendingPrices(db, from) {
    const { rows } = await sql<{ prices: string | null }>`
      select string_agg(p."sellingPrice"::text, ',' order by p."sellingPrice") as prices from ${from}`.execute(
      db,
    );
    const prices = rows[0]?.prices;
    return prices ? Float64Array.from(prices.split(','), Number) : new Float64Array(0);
  },

  matchedFrom(match, where) {
    return match === null
      ? sql`products p where ${allOf(where)}`
      : sql`"productSearch" p, to_tsquery('simple', ${tsQuery(match, true, true)}) q
          where p.document @@ q and ${allOf(where)}`;
  },

  // A search reads productSearch alone (the 0021 migration copies the columns it filters and sorts on), which
  // holds no stock: a checkout writes no search row.
  stock: (searching) =>
    searching ? sql`(select x.stock from products x where x.id = p."productId")` : sql`p.stock`,

  async compact(db) {
    await sql`analyze "productSearch"`.execute(db);
    await sql`analyze "searchTerms"`.execute(db);
  },

  async suggestProducts(db, match, where, limit) {
    const { rows } = await sql<{ id: string; name: string }>`
      select p.id, p.name from (
        select "productId", ts_rank(document, q) as score
        from "productSearch", to_tsquery('simple', ${tsQuery(match)}) q
        where document @@ q limit 400
      ) s
      join products p on p.id = s."productId"
      where ${allOf(where)}
      order by s.score desc, p.name limit ${limit * 4}`.execute(db);
    return distinctNames(rows, limit);
  },
};
