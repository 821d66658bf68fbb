import { sql, type RawBuilder } from 'kysely';
import {
  catalogueWordsFor,
  completedShopperPhrase,
  defaultSort,
  categoriesStartingWith,
  DISCOUNT_BANDS,
  PRICE_BANDS,
  RATING_BANDS,
  rupeesToPaise,
  foldedSearchWords,
  searchExclusions,
  searchStopWords,
  singular,
} from '@bazaar/domain';
import type { Db, Engine } from '../../db/database.js';
import { BUSY_REQUESTS } from '../../platform/background.js';
import {
  allOf,
  discountAtLeast,
  facetQueries,
  mostListedAndChosen,
  ratingAtLeast,
  orderBy,
  type FacetCounts,
  type NamedProduct,
  type PageRequest,
  type ProductOrder,
  type ProductPage,
  type SearchAdapter,
  type TermMatch,
  type TextMatch,
  type WordMatch,
} from './search.adapter.js';
import { inPriceRange, MatchList } from './search.matches.js';
import { postgresSearch } from './search.postgres.js';
import { RANKED_MATCHES, sqliteSearch } from './search.sqlite.js';
import {
  editDistance,
  oneEditVariants,
  searchWords,
  TWO_TYPOS_MIN_LENGTH,
  TYPO_MIN_LENGTH,
} from './search.words.js';

export type { FacetCounts, NamedProduct, ProductOrder, ProductPage } from './search.adapter.js';

const adapters: Record<Engine, SearchAdapter> = { sqlite: sqliteSearch, postgres: postgresSearch };

export interface ProductSearch {
  /** What the shopper typed; blank or wordless text does not filter. */
  text?: string | undefined;
  /** Categories and subcategories starting with this, case-insensitively (`home` finds "home & kitchen"). */
  categoryPrefix?: string | undefined;
  /** Exactly this category. */
  category?: string | undefined;
  excludeProductId?: string | undefined;
  /** Selling price bounds in paise, inclusive. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  /** Any of these brands, whatever their case (issue 19). */
  brands?: readonly string[] | undefined;
  /** A mean rating of at least this (1–5). */
  minRating?: number | undefined;
  /** A rounded discount of at least this percent. */
  minDiscount?: number | undefined;
  /** Also count the facets, for the same text and category (the other filters aside). */
  facets?: boolean | undefined;
  /** Default: relevance when there is text, newest otherwise. */
  order?: ProductOrder | undefined;
  offset?: number | undefined;
  limit: number;
  /** Default true; false skips counting every match when only the page is wanted. */
  countTotal?: boolean | undefined;
  /**
   * The catalogue version read before this search (decision 0014): its total and facets are kept and reused by
   * searches under the same version (another page or sort of the same matches), until the version moves.
   */
  catalogueVersion?: number | undefined;
}

const EMPTY: ProductPage = { ids: [], total: 0 };

/** A page of products and, when typos were corrected to find them, the text searched for instead. */
export interface FoundProducts extends ProductPage {
  correctedQuery?: string;
  /** with `facets` */
  facets?: FacetCounts;
}

/** The domain's facet bands, prices in paise. */
const FACET_BANDS = {
  prices: PRICE_BANDS.map(({ min, max }) =>
    max === undefined ? { min: rupeesToPaise(min) } : { min: rupeesToPaise(min), max: rupeesToPaise(max) },
  ),
  ratings: RATING_BANDS,
  discounts: DISCOUNT_BANDS,
};

/** One word (or phrase) of the shopper's text, as planned before the index is asked. */
interface PlannedWord {
  /** What the shopper typed for it. */
  typed: string;
  /** Already settled: a synonym's phrases. */
  alternatives: TermMatch[] | null;
}

/**
 * A typed word, whole or as the start of a longer one, and its singular whole ("shirts" finds shirt): the
 * singular is no prefix, since what starts a plural's stem need not start the plural ("sams" is not "same").
 */
const exactAndPrefix = (word: string): TermMatch[] => {
  const one = singular(word);
  return [
    { terms: [word], prefix: false, titleOnly: false },
    { terms: [word], prefix: true, titleOnly: false },
    ...(one === word ? [] : [{ terms: [one], prefix: false, titleOnly: false }]),
  ];
};

/**
 * The shopper's words read against the synonym table: stop words and lone letters dropped (unless nothing
 * else was typed), a shopper's phrase (`mobile phone`, `t shirt`, `mixie`) replaced by the catalogue's words,
 * searched in names, brands and categories together with the typed word itself.
 */
function planWords(words: string[]): PlannedWord[] {
  const planned: PlannedWord[] = [];
  for (let i = 0; i < words.length;) {
    const synonym = catalogueWordsFor(words, i);
    if (synonym !== undefined) {
      const typed = words.slice(i, i + synonym.length);
      const phrases = [...synonym.means.map((phrase) => foldedSearchWords(phrase)), typed];
      planned.push({
        typed: typed.join(' '),
        // a short last word is matched whole: `pan` is not pants
        alternatives: phrases.map((terms) => ({
          terms,
          prefix: (terms.at(-1)?.length ?? 0) >= 4,
          titleOnly: true,
        })),
      });
      i += synonym.length;
      continue;
    }
    planned.push({ typed: words[i] as string, alternatives: null });
    i += 1;
  }
  const meaningful = planned.filter(
    (word) => word.alternatives !== null || (!searchStopWords.has(word.typed) && [...word.typed].length > 1),
  );
  return meaningful.length > 0 ? meaningful : planned;
}

/** How close a correction is, for choosing the one to show: fewer edits, same first letter, same length. */
const closeness = (word: string, term: string): number[] => [
  editDistance(word, term),
  term[0] === word[0] ? 0 : 1,
  Math.abs(term.length - word.length),
];

function byCloseness(word: string): (a: string, b: string) => number {
  return (a, b) => {
    const [x, y] = [closeness(word, a), closeness(word, b)];
    const differs = x.findIndex((value, index) => value !== y[index]);
    return differs === -1 ? (a < b ? -1 : a > b ? 1 : 0) : (x[differs] as number) - (y[differs] as number);
  };
}

/**
 * The indexed terms a word may be a typo of, closest first: one edit away under TWO_TYPOS_MIN_LENGTH letters
 * (looked up among every one-edit spelling), up to two from it (among the terms sharing its first two letters,
 * besides the one-edit ones); none for words of four letters or fewer.
 */
async function corrections(db: Db, adapter: SearchAdapter, word: string): Promise<string[]> {
  const length = [...word].length;
  if (length < TYPO_MIN_LENGTH) return [];
  const found = new Set(await adapter.knownTerms(db, oneEditVariants(word)));
  if (length >= TWO_TYPOS_MIN_LENGTH) {
    for (const term of await adapter.termsStartingWith(db, word.slice(0, 2), 2000))
      if (Math.abs(term.length - length) <= 2 && editDistance(word, term) <= 2) found.add(term);
  }
  return [...found].sort(byCloseness(word));
}

/**
 * A typed word that starts no indexed term as written may be two run together (`tshirt` → t shirt,
 * `playdoh` → play doh): the phrases of two indexed terms it splits into.
 */
async function splitWords(db: Db, adapter: SearchAdapter, word: string): Promise<TermMatch[]> {
  const letters = [...word];
  if (letters.length < 3) return [];
  const splits = letters
    .slice(1)
    .map((_, index) => [letters.slice(0, index + 1).join(''), letters.slice(index + 1).join('')]);
  const known = new Set(await adapter.knownTerms(db, [...new Set(splits.flat())]));
  return splits
    .filter(([head, tail]) => known.has(head as string) && known.has(tail as string))
    .map((terms) => ({ terms: terms as string[], prefix: false, titleOnly: false }));
}

/**
 * At most this many indexed terms spell out a prefix (TermMatch.spelled): a short prefix starts hundreds, and
 * FTS5's prefix index or a GIN partial match serves those better than as many terms.
 */
const SPELLED_TERMS_MAX = 8;

/** A term as to_tsquery and FTS5 read it quoted: one word of letters (marks too) and digits, no `type-c`. */
const PLAIN_TERM = /^[\p{L}\p{M}\p{N}]+$/u;

/** The indexed terms a prefix spells out (TermMatch.spelled), of the first SPELLED_TERMS_MAX + 1 it starts. */
const spelledTerms = (starting: readonly string[]): string[] | null =>
  starting.length > 0 &&
  starting.length <= SPELLED_TERMS_MAX &&
  starting.every((term) => PLAIN_TERM.test(term))
    ? [...starting]
    : null;

/** A planned text resolved against the index: its words, the ones corrected, and whether all can match. */
interface ResolvedText {
  words: WordMatch[];
  /** typed word → the correction shown */
  corrected: Map<string, string>;
  /** false when some word matches nothing, so no product has all the words */
  complete: boolean;
}

/**
 * Reads the planned words against the index. Each word matches exactly or as a prefix ("headph"), in the
 * singular too ("shirts" finds shirt). A word that starts no indexed term may be two run together, and else,
 * when `correct` allows (always for such a word; for every word when the text as typed found nothing), is
 * matched by its corrections in names, brands and categories.
 */
async function resolveWords(
  db: Db,
  adapter: SearchAdapter,
  planned: PlannedWord[],
  correctAll: boolean,
  /** the catalogue version read before this search: each word's lookups in the index are kept under it */
  version?: number,
): Promise<ResolvedText> {
  // a word's lookups depend on the indexed terms alone, which change only with the catalogue version
  const lookup = <T>(kind: string, word: string, look: () => Promise<T>) =>
    kept(db, version, `${kind}\0${word}`, look);
  // the first terms a prefix starts: whether a word is known, and what a prefix spells out
  const starting = (prefix: string) =>
    lookup('starting', prefix, () => adapter.termsStartingWith(db, prefix, SPELLED_TERMS_MAX + 1));
  const words: WordMatch[] = [];
  const corrected = new Map<string, string>();
  let complete = true;
  for (const word of planned) {
    if (word.alternatives !== null) {
      words.push({ alternatives: word.alternatives });
      continue;
    }
    const typed = word.typed;
    const starts = async (prefix: string) => (await starting(prefix)).length > 0;
    const known = (await starts(typed)) || (singular(typed) !== typed && (await starts(singular(typed))));
    const alternatives = known
      ? exactAndPrefix(typed)
      : [...(await lookup('split', typed, () => splitWords(db, adapter, typed)))];
    if (alternatives.length === 0 || correctAll) {
      const fixes = await lookup('fixes', typed, () => corrections(db, adapter, typed));
      if (fixes.length > 0 && alternatives.length === 0) corrected.set(typed, fixes[0] as string);
      alternatives.push(
        ...fixes.map((term) => ({
          terms: [term],
          prefix: [...term].length >= TYPO_MIN_LENGTH,
          titleOnly: true,
        })),
      );
    }
    if (alternatives.length === 0) complete = false;
    const excluded = (searchExclusions.get(typed) ?? [])
      .map((phrase) => foldedSearchWords(phrase))
      .filter((terms) => !askedFor(planned, terms))
      .map((terms) => ({ terms, prefix: true, titleOnly: false }));
    words.push(excluded.length > 0 ? { alternatives, excluded } : { alternatives });
  }
  // each one-word prefix with the few terms it starts, for the queries that only find (TermMatch.spelled)
  const spell = async (alternative: TermMatch): Promise<TermMatch> => {
    const [prefix, ...more] = alternative.terms;
    if (!alternative.prefix || prefix === undefined || more.length > 0) return alternative;
    const spelled = spelledTerms(await starting(prefix));
    return spelled ? { ...alternative, spelled } : alternative;
  };
  const spellWord = async ({ alternatives, excluded }: WordMatch): Promise<WordMatch> => {
    const spelled: WordMatch = { alternatives: await Promise.all(alternatives.map(spell)) };
    if (excluded) spelled.excluded = await Promise.all(excluded.map(spell));
    return spelled;
  };
  return { words: await Promise.all(words.map(spellWord)), corrected, complete };
}

/** Whether another word of the text asks for the phrase: typed as such (`drone`) or meaning it (`quadcopter`). */
function askedFor(planned: readonly PlannedWord[], terms: readonly string[]): boolean {
  const phrase = terms.join(' ');
  return planned.some(
    (word) =>
      word.typed.split(' ').map(singular).join(' ') === singular(phrase) ||
      (word.alternatives?.some((alternative) => alternative.terms.join(' ') === phrase) ?? false),
  );
}

/** The shopper's text with each corrected word replaced, for "Showing results for …". */
function correctedText(words: string[], corrected: Map<string, string>): string {
  return words.map((word) => corrected.get(word) ?? word).join(' ');
}

/** A product shoppers may see: the first conditions of every search, to which `conditions` adds the asked ones. */
const VISIBLE = [sql`p."isHide" = 0`, sql`p."isDraft" = 0`] as const;

function conditions(
  search: Omit<ProductSearch, 'limit'>,
  stock: RawBuilder<unknown> = sql`p.stock`,
  /**
   * Test the price bounds on the rows found another way, never range over the price index: SQLite's rows an order's
   * index gives, PostgreSQL's matches of a text under a wide range (PRICE_INDEX_SHARE_MAX)
   */
  priceOnRows = false,
): RawBuilder<unknown>[] | null {
  const price = priceOnRows ? sql`+p."sellingPrice"` : sql`p."sellingPrice"`;
  const where: RawBuilder<unknown>[] = [...VISIBLE];
  const prefix = search.categoryPrefix?.trim();
  if (prefix) {
    const found = categoriesStartingWith(prefix);
    const either: RawBuilder<unknown>[] = [];
    if (found.categories.length > 0) either.push(sql`p.category in (${sql.join(found.categories)})`);
    if (found.subCategories.length > 0)
      either.push(sql`p."subCategory" in (${sql.join(found.subCategories)})`);
    if (either.length === 0) return null;
    where.push(sql`(${sql.join(either, sql` or `)})`);
  }
  if (search.category !== undefined) where.push(sql`p.category = ${search.category}`);
  if (search.excludeProductId !== undefined) where.push(sql`p.id <> ${search.excludeProductId}`);
  if (search.minPrice !== undefined) where.push(sql`${price} >= ${search.minPrice}`);
  if (search.maxPrice !== undefined) where.push(sql`${price} <= ${search.maxPrice}`);
  if (search.inStock === true) where.push(sql`${stock} > 0`);
  if (search.inStock === false) where.push(sql`${stock} = 0`);
  if (search.brands !== undefined && search.brands.length > 0)
    // one brand whatever its case: folded by the database, as the facets group them
    where.push(sql`lower(p.brand) in (${sql.join(search.brands.map((brand) => sql`lower(${brand})`))})`);
  if (search.minRating !== undefined) where.push(ratingAtLeast(search.minRating));
  if (search.minDiscount !== undefined) where.push(discountAtLeast(search.minDiscount));
  return where;
}

/** A category prefix's two scopes, each with the other conditions, and the products in both. */
interface EitherScope {
  categories: RawBuilder<unknown>[];
  subCategories: RawBuilder<unknown>[];
  both: RawBuilder<unknown>[];
}

/**
 * A category prefix naming categories and subcategories of other categories (`sports`: the category, and
 * `sports toys` of toys) lists the products of either: an OR no one index orders or counts, so each scope is
 * read from its own page index (migration 0014-2) and the two are merged. Null for a prefix naming one kind.
 */
export function eitherScope(
  search: Omit<ProductSearch, 'limit'>,
  stock: RawBuilder<unknown>,
  priceAfterOrder = false,
): EitherScope | null {
  const prefix = search.categoryPrefix?.trim();
  if (!prefix) return null;
  const found = categoriesStartingWith(prefix);
  if (found.categories.length === 0 || found.subCategories.length === 0) return null;
  const rest = conditions({ ...search, categoryPrefix: undefined }, stock, priceAfterOrder) ?? [];
  const inCategories = sql`p.category in (${sql.join(found.categories)})`;
  const inSubCategories = sql`p."subCategory" in (${sql.join(found.subCategories)})`;
  return {
    categories: [inCategories, ...rest],
    subCategories: [inSubCategories, ...rest],
    both: [inCategories, inSubCategories, ...rest],
  };
}

/**
 * What an order sorts on, read beside the id (from the page index itself: `k` and `n` are index columns or
 * the index's own expression) so that two scopes' pages merge in that order.
 */
function mergeOrder(order: ProductOrder): { keys: RawBuilder<unknown>; by: RawBuilder<unknown> } {
  switch (order) {
    case 'price-asc':
      return { keys: sql`p."sellingPrice" as k`, by: sql`k asc, id asc` };
    case 'price-desc':
      return { keys: sql`p."sellingPrice" as k`, by: sql`k desc, id asc` };
    case 'rating':
      return {
        keys: sql`(case when "ratingCount" = 0 then 0 else "ratingTotal" * 1.0 / "ratingCount" end) as k, p."ratingCount" as n`,
        by: sql`k desc, n desc, id asc`,
      };
    default:
      return { keys: sql`p."createdAt" as k`, by: sql`k desc, id asc` };
  }
}

/**
 * The page of either scope: the first `offset + limit` of each in the order (one index range each), merged
 * (a product in both counted once), then the page cut from them.
 */
function eitherScopePage(
  adapter: SearchAdapter,
  scopes: EitherScope,
  { order, offset, limit }: Omit<PageRequest, 'where'>,
): RawBuilder<{ id: string }> {
  const { keys, by } = mergeOrder(order);
  const first = (where: RawBuilder<unknown>[]) => sql`select * from (
    select p.id, ${keys} from ${adapter.matchedFrom(null, where)}
    order by ${orderBy(order)} limit ${offset + limit})`;
  return sql<{ id: string }>`
    select id from (${first(scopes.categories)} c union ${first(scopes.subCategories)} s) m
    order by ${by} limit ${limit} offset ${offset}`;
}

/** The total of either scope: each counted from its own index range, less the products in both. */
export const eitherScopeCount = (adapter: SearchAdapter, scopes: EitherScope): RawBuilder<unknown> => sql`
  select (select count(*) from ${adapter.matchedFrom(null, scopes.categories)})
    + (select count(*) from ${adapter.matchedFrom(null, scopes.subCategories)})
    - (select count(*) from ${adapter.matchedFrom(null, scopes.both)}) as total`;

/**
 * One page of visible products for the catalogue's filters and search text, best first, with the total.
 * A text of no letters or digits finds nothing. The words as typed come first; when they find nothing, each
 * long word is also read as its typo corrections (`correctedQuery` says so), and a text of three or more words
 * then settles for all but one of them: all the words beat some of the words.
 */
export async function findProducts(db: Db, engine: Engine, search: ProductSearch): Promise<FoundProducts> {
  if (engine !== 'postgres') return find(db, engine, search);
  searchesUnderWay.set(db, (searchesUnderWay.get(db) ?? 0) + 1);
  try {
    return await find(db, engine, search);
  } finally {
    searchesUnderWay.set(db, (searchesUnderWay.get(db) ?? 1) - 1);
  }
}

/**
 * PostgreSQL: how many findProducts calls are under way per database. A search alone has the machine to itself:
 * what it prepares for later asks (a text's matches, matchList) costs no other request anything.
 */
const searchesUnderWay = new WeakMap<Db, number>();

/**
 * PostgreSQL: from how many matches a text asked while no other search is under way has its matches kept from
 * its first ask (matchList, decision 0035). A page of fewer is read in a few milliseconds.
 */
const EARLY_LIST_MATCHES = 1_000;

async function find(db: Db, engine: Engine, search: ProductSearch): Promise<FoundProducts> {
  const adapter = adapters[engine];
  const text = search.text?.trim() ?? '';
  const priceOnMatches =
    text !== '' &&
    adapter.priceIndexNarrows !== undefined &&
    !(await adapter.priceIndexNarrows(db, search.minPrice, search.maxPrice));
  const where = conditions(search, adapter.stock(text !== ''), priceOnMatches);
  if (where === null) return EMPTY;
  const request = {
    where,
    order: search.order ?? defaultSort(text),
    offset: search.offset ?? 0,
    limit: search.limit,
  } as const;
  const version = search.catalogueVersion;
  // the conditions but the price bounds
  const unboundedWhere = conditions(
    { ...search, minPrice: undefined, maxPrice: undefined },
    adapter.stock(text !== ''),
  );
  // A category page's total with a price bound is counted from the sorted prices of the products without it, read
  // once per catalogue version, so each new bound costs two binary searches instead of a count of every match: on
  // SQLite a quarter to a half of an uncached category page before; on PostgreSQL the count was nearly all of the
  // page's statement (electronics above ₹1,500: the count 3.7 ms over 9,876 index entries, the page 0.2 ms), and a
  // category's list is read in 10-12 ms, once. A search asked again keeps its matches (matchList), totals included;
  // before that, reading every match's price ("kitchen": 10-17 ms) cost more than the one or two counts it saved
  // (2.5-3.4 ms each).
  const unbounded =
    version !== undefined && text === '' && (search.minPrice !== undefined || search.maxPrice !== undefined)
      ? { version, where: unboundedWhere }
      : null;
  // The page and its total: the total depends on neither the order nor the page, so paging through a search or
  // changing its sort counts once per catalogue version.
  const findPage = async (match: TextMatch | null): Promise<ProductPage> => {
    const scopes = match === null ? eitherScope(search, adapter.stock(false)) : null;
    /** `priceAfterOrder`: a category page whose order's index is walked (walksOrderIndex) */
    const pageIds = async (matches?: number, priceAfterOrder = false): Promise<string[]> => {
      const either = priceAfterOrder ? eitherScope(search, adapter.stock(false), true) : scopes;
      if (either)
        return (await eitherScopePage(adapter, either, request).execute(db)).rows.map((row) => row.id);
      const { offset, limit } = request;
      if (match !== null && version !== undefined && offset + limit <= RANKED_MATCHES)
        return (await firstMatches(match, version, matches)).slice(offset, offset + limit);
      const walked = priceAfterOrder ? conditions(search, adapter.stock(false), true) : null;
      return adapter.findPage(db, match, { ...request, where: walked ?? request.where, matches });
    };
    if (search.countTotal === false) {
      const ids = await pageIds();
      return { ids, total: ids.length };
    }
    const counted = scopes
      ? eitherScopeCount(adapter, scopes)
      : // no condition but visibility (conditions() adds each asked one after VISIBLE)
        match !== null && where.length === VISIBLE.length && adapter.visibleMatchCount
        ? adapter.visibleMatchCount(match)
        : sql`select count(*) as total from ${adapter.matchedFrom(match, where)}`;
    const count = (query: RawBuilder<unknown>) =>
      memoized(db, version, query, async () => {
        const { rows } = await query.execute(db);
        return Number((rows[0] as { total?: number | string } | undefined)?.total ?? 0);
      });
    // the ascending prices of the matches without the price bound, when there are not too many to read
    const unboundedPrices = async (): Promise<Float64Array | null> => {
      if (!unbounded?.where || scopes) return null;
      const from = adapter.matchedFrom(match, unbounded.where);
      // reading a price costs a few counts' worth of a match: not worth it for most of the catalogue at once
      if ((await count(sql`select count(*) as total from ${from}`)) > PRICE_LIST_MATCHES_MAX) return null;
      return pricesMemoized(db, adapter, unbounded.version, from);
    };
    // SQLite: a category page sorted by date or rating under a price bound walks its order's page index (which
    // holds the price) until the page is found, when that reads fewer than ten entries for each product within
    // the bound. Left to itself SQLite ranged over the price index and read the table row of every product within
    // the bound to sort them: "sports", newest, page 37, ₹1,849-12,517 took 58-72 ms on 100,000 products, walking
    // 1.2 ms; ₹1,000-1,200, page 9: 13 ms against 2. A narrow bound over many products (24 within it of 100,000)
    // keeps the price index: the walk would read them all.
    const walksOrderIndex = async (within: number): Promise<boolean> => {
      const everyPrice = unbounded?.where;
      if (!everyPrice || request.order === 'price-asc' || request.order === 'price-desc') return false;
      const allScopes = scopes
        ? eitherScope({ ...search, minPrice: undefined, maxPrice: undefined }, adapter.stock(false))
        : null;
      const all = await count(
        allScopes
          ? eitherScopeCount(adapter, allScopes)
          : sql`select count(*) as total from ${adapter.matchedFrom(null, everyPrice)}`,
      );
      const walked = Math.min(all, ((request.offset + request.limit) * all) / Math.max(1, within));
      return walked <= WALK_ENTRIES_PER_ROW * within;
    };
    // the prices kept for this page's scope without its price bound (PostgreSQL reads them under load only, below)
    const keptUnbounded = () =>
      unbounded?.where && !scopes
        ? keptPrices(db, unbounded.version, adapter.matchedFrom(match, unbounded.where))
        : undefined;
    const totalCount = async (): Promise<number> => {
      const prices = engine === 'sqlite' ? await unboundedPrices() : keptUnbounded();
      return prices ? inPriceRange(prices, search.minPrice, search.maxPrice) : count(counted);
    };
    if (match !== null && version !== undefined && unboundedWhere && adapter.matchedColumns) {
      const list = matchList(db, version, adapter, match, unboundedWhere);
      if (list)
        return list.page(request.order, request.offset, request.limit, search.minPrice, search.maxPrice);
    }
    if (engine === 'sqlite') {
      // one query at a time anyway (a synchronous connection): the total first, so the page can plan by it
      const total = await totalCount();
      return { ids: await pageIds(total, match === null && (await walksOrderIndex(total))), total };
    }
    // PostgreSQL: a category page under a price bound counts from its scope's prices once they are kept; until
    // then its page and bounded count come in one statement as below (3-5 ms). The prices (10-12 ms a category)
    // are read under load only, after this page: the long tail's pages, by the thousand, then count for nothing
    // (550, 664 -> 706, 697 req/s), while one shopper at a time is answered as before, not beside a read that
    // the next few pages would not repay (category p99 one at a time 15-18 -> 25-40 ms when every first page
    // read them; bench/results.md, session 18).
    if (unbounded?.where && !scopes) {
      const prices = keptUnbounded();
      if (prices)
        return { ids: await pageIds(), total: inPriceRange(prices, search.minPrice, search.maxPrice) };
      if ((searchesUnderWay.get(db) ?? 0) >= BUSY_REQUESTS) unboundedPrices().catch(() => {});
    }
    const countKey = memoKey(db, counted);
    // PostgreSQL: a category page's ids and its total (each from its page index) in one statement, one round trip
    // fewer, while the total is not kept
    if (
      match === null &&
      adapter.pageWithCount &&
      (version === undefined || !isKept(db, version, countKey))
    ) {
      const page = scopes
        ? eitherScopePage(adapter, scopes, request)
        : sql<{ id: string }>`select p.id from ${adapter.matchedFrom(null, where)}
            order by ${orderBy(request.order)} limit ${request.limit} offset ${request.offset}`;
      const both = adapter.pageWithCount(db, page, counted);
      const total =
        version === undefined
          ? both.then((found) => found.total)
          : kept(db, version, countKey, async () => (await both).total);
      return { ids: (await both).ids, total: await total };
    }
    // A PostgreSQL page of a text reads every match (to rank or sort them): while the total is not kept, the page's
    // statement counts them too, one pass over the matches instead of two (page and count in parallel 15-22 ms, the
    // one statement 10-22 ms, for cotton, kitchen, black and wireless in process: half the database's work). A
    // search alone (no other under way) has two cores to itself: its page and count run side by side (decision 0035).
    const alone = engine === 'postgres' && (searchesUnderWay.get(db) ?? 0) <= 1;
    if (
      match !== null &&
      adapter.pageAndTotal &&
      !alone &&
      (version === undefined || !isKept(db, version, countKey))
    ) {
      if (version === undefined) return adapter.pageAndTotal(db, match, request);
      const { offset, limit } = request;
      const first = offset + limit <= RANKED_MATCHES;
      const both = adapter.pageAndTotal(
        db,
        match,
        first ? { ...request, offset: 0, limit: RANKED_MATCHES } : request,
      );
      const total = kept(db, version, countKey, async () => (await both).total);
      if (!first) return { ids: (await both).ids, total: await total };
      const ids = await firstMatches(match, version, undefined, async () => (await both).ids);
      return { ids: ids.slice(offset, offset + limit), total: await total };
    }
    const [ids, total] = await Promise.all([pageIds(), totalCount()]);
    // PostgreSQL: a text of many matches asked alone has its matches read for the next asks now, after this answer,
    // rather than at its second ask (whose page statement reads every match again): decision 0035
    if (alone && match !== null && version !== undefined && unboundedWhere && total >= EARLY_LIST_MATCHES)
      matchList(db, version, adapter, match, unboundedWhere, true);
    return { ids, total };
  };
  // A text search's first RANKED_MATCHES matches in the page's order, read once and kept under the catalogue
  // version like a total, so each page within them (1 to 10 of 24) is cut from one read: ranking (SQLite: bm25
  // over up to 500 matches) or sorting every match is most of a search page's time, and costs about the same for
  // 250 rows as for 24. Kept as one string of ids (a quarter of the memory of an array of them).
  const firstMatches = async (
    match: TextMatch,
    version: number,
    matches?: number,
    /** how to read them, when not kept (default: the adapter's page of RANKED_MATCHES) */
    read = () => adapter.findPage(db, match, { ...request, offset: 0, limit: RANKED_MATCHES, matches }),
  ): Promise<string[]> => {
    const compiled = adapter.matchedFrom(match, where).compile(db);
    const ids = await kept(
      db,
      version,
      `first\0${request.order}\0${compiled.sql}\0${JSON.stringify(compiled.parameters)}`,
      async () => (await read()).join(' '),
    );
    return ids === '' ? [] : ids.split(' ');
  };
  const facetWhere = search.facets
    ? conditions({ categoryPrefix: search.categoryPrefix, category: search.category })
    : null;
  // the facets count what the page's match finds, whichever reading of the words found it
  const answer = async (found: FoundProducts, match: TextMatch | null | 'none'): Promise<FoundProducts> => {
    if (facetWhere === null) return found;
    const facets =
      match === 'none'
        ? noFacets()
        : await memoized(
            db,
            version,
            sql`facets ${adapter.matchedFrom(match, facetWhere)} ${adapter.stock(match !== null)}`,
            () =>
              facetQueries(
                db,
                adapter.matchedFrom(match, facetWhere),
                adapter.stock(match !== null),
                FACET_BANDS,
              ),
          );
    // every brand is counted (and kept) once; the answer lists the most listed and the ones filtered on
    return {
      ...found,
      facets: { ...facets, brands: mostListedAndChosen(facets.brands, search.brands ?? []) },
    };
  };
  if (text === '') return answer(await findPage(null), null);
  const typed = searchWords(text);
  const planned = planWords(typed);
  if (planned.length === 0) return answer(EMPTY, 'none');

  let resolved = await resolveWords(db, adapter, planned, false, version);
  const all = (): TextMatch => ({ words: resolved.words, required: resolved.words.length });
  let match: TextMatch | 'none' = resolved.complete ? all() : 'none';
  let found: FoundProducts = match === 'none' ? EMPTY : await findPage(match);
  // "found nothing" by the total where there is one, so a later page is read the way its first page was
  const nothing = (page: ProductPage) => page.ids.length === 0 && page.total === 0;
  if (nothing(found) && resolved.corrected.size === 0) {
    const retried = await resolveWords(db, adapter, planned, true, version);
    const changed = retried.words.some(
      (word, index) => word.alternatives.length !== resolved.words[index]?.alternatives.length,
    );
    if (changed) {
      resolved = retried;
      match = resolved.complete ? all() : 'none';
      if (match !== 'none') found = await findPage(match);
    }
  }
  const unmatched = resolved.words.filter((word) => word.alternatives.length === 0).length;
  if (nothing(found) && resolved.words.length >= 3 && unmatched <= 1) {
    match = { words: resolved.words, required: resolved.words.length - 1 };
    found = await findPage(match);
  }
  if (found.ids.length > 0 && resolved.corrected.size > 0)
    found = { ...found, correctedQuery: correctedText(typed, resolved.corrected) };
  return answer(found, match);
}

/** How many totals and facet counts are kept for the current catalogue version. */
const MEMO_MAX = 2_000;
const memos = new WeakMap<Db, { version: number; values: Map<string, Promise<unknown>> }>();

/**
 * `compute(query)`, or what it gave for the same query under the same catalogue version. Totals and facets
 * change only with the version (a stock move that does not cross zero leaves them as they are), so an answer
 * kept under it is exact. Without a version, or under an older one than the newest seen, nothing is kept.
 */
async function memoized<T>(
  db: Db,
  version: number | undefined,
  query: RawBuilder<unknown>,
  compute: (query: RawBuilder<unknown>) => Promise<T>,
): Promise<T> {
  if (version === undefined) return compute(query);
  return kept(db, version, memoKey(db, query), () => compute(query));
}

/** The key `memoized` keeps a query's answer under. */
function memoKey(db: Db, query: RawBuilder<unknown>): string {
  const compiled = query.compile(db);
  return `${compiled.sql}\0${JSON.stringify(compiled.parameters)}`;
}

/** Whether `kept` holds something under `key` for this catalogue version. */
function isKept(db: Db, version: number, key: string): boolean {
  const memo = memos.get(db);
  return memo !== undefined && memo.version === version && memo.values.has(key);
}

/** `compute()`, or what it gave for the same key under the same catalogue version (see `memoized`). */
function kept<T>(db: Db, version: number | undefined, key: string, compute: () => Promise<T>): Promise<T> {
  if (version === undefined) return compute();
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = { version, values: new Map() }));
  if (version < memo.version) return compute();
  if (version > memo.version) {
    memo.version = version;
    memo.values.clear();
  }
  const found = memo.values.get(key);
  if (found) return found as Promise<T>;
  if (memo.values.size >= MEMO_MAX) memo.values.delete(memo.values.keys().next().value as string);
  const computing = compute();
  memo.values.set(key, computing);
  computing.catch(() => memo.values.delete(key));
  return computing;
}

/**
 * The most matches (without the price bound) whose prices are read to count a price-bounded total: a list of all
 * 98,000 products took 33-51 ms to read against 1.3 ms for one bounded count of them; 10,000 matches of a word
 * 10-17 ms against 3.4 ms.
 */
const PRICE_LIST_MATCHES_MAX = 20_000;

/**
 * SQLite: how many page index entries a category page may walk for each product within its price bound rather
 * than read those products' rows from the price index and sort them (walksOrderIndex): an entry walked costs
 * 0.2-0.3 µs warm, a row read and sorted 1.5-15 µs (58 ms for the 3,800 rows of "sports" within ₹1,849-12,517,
 * the file cached but not SQLite's pages).
 */
const WALK_ENTRIES_PER_ROW = 10;

/** How many prices the sorted price lists kept for the current catalogue version hold at most, together. */
const PRICES_MAX = 2_000_000;
/** A price list being read, and once read, its prices (for keptPrices, which cannot wait). */
interface PriceList {
  reading: Promise<Float64Array>;
  prices?: Float64Array;
}
const priceMemos = new WeakMap<Db, { version: number; lists: Map<string, PriceList>; held: number }>();

/** The prices pricesMemoized keeps for `from` under this catalogue version, once read. */
function keptPrices(db: Db, version: number, from: RawBuilder<unknown>): Float64Array | undefined {
  const memo = priceMemos.get(db);
  return memo?.version === version ? memo.lists.get(memoKey(db, from))?.prices : undefined;
}

/**
 * The selling prices of the products `from` reads, ascending, kept under the catalogue version like `memoized`
 * keeps totals (the oldest lists go first beyond PRICES_MAX prices).
 */
async function pricesMemoized(
  db: Db,
  adapter: SearchAdapter,
  version: number,
  from: RawBuilder<unknown>,
): Promise<Float64Array> {
  let memo = priceMemos.get(db);
  if (!memo) priceMemos.set(db, (memo = { version, lists: new Map(), held: 0 }));
  const read = () => adapter.ascendingPrices(db, from);
  if (version < memo.version) return read();
  if (version > memo.version) Object.assign(memo, { version, lists: new Map(), held: 0 });
  const key = memoKey(db, from);
  const kept = memo.lists.get(key);
  if (kept) return kept.reading;
  const { lists } = memo;
  const list: PriceList = { reading: read() };
  lists.set(key, list);
  list.reading.then(
    (prices) => {
      if (lists !== memo.lists) return;
      list.prices = prices;
      memo.held += prices.length;
      for (const [oldest, dropped] of lists) {
        if (memo.held <= PRICES_MAX || oldest === key) break;
        lists.delete(oldest);
        void dropped.reading.then((them) => (memo.held -= them.length));
      }
    },
    () => lists.delete(key),
  );
  return list.reading;
}

/**
 * The most matches of a text (without the price bound) kept with their sort keys (matchList): a common word's
 * 10,000 matches are read in one pass either way; a text matching more is left to the page queries.
 */
const MATCH_LIST_MAX = PRICE_LIST_MATCHES_MAX;
/**
 * How many matches the lists kept for the current catalogue version hold at most, together: about 200 bytes each
 * with every order sorted (206 measured over five lists of 32,494 matches on PostgreSQL; on SQLite, with each
 * list's name matches too, 9.2 MB for the bench's 15 words, 42,537 matches), so about 30 MB per process, and
 * per SQLite read worker (each keeps its own: two by default).
 */
const MATCHES_HELD_MAX = 150_000;
/** How many texts asked once are remembered per catalogue version (then forgotten all at once). */
const ASKED_MAX = 20_000;
const matchLists = new WeakMap<
  Db,
  { version: number; lists: Map<string, MatchList | null | 'reading'>; asked: Set<string>; held: number }
>();

/**
 * Every product a text matches under the conditions (all but the price bounds), with its sort keys, once read
 * (null until then, or when more than MATCH_LIST_MAX match). A page of a text by relevance, date or rating
 * otherwise reads every match's row on PostgreSQL, its document too, whichever page, order or price bound it
 * shows; on SQLite a page with a price bound or past the first 250 ranks or sorts the matches again (about 3 ms
 * of a read worker, where a page from the list takes 0.3). From the list any page, order or bound of the same
 * text reads no match at all. The list is read once per
 * catalogue version, in the background when a text is asked the second time (a text asked once never pays for
 * it; no request waits for it: until it is there, pages come from the page queries). On PostgreSQL a text of many
 * matches asked while no other search is under way has it read after its first answer (findPage, decision 0035).
 */
function matchList(
  db: Db,
  version: number,
  adapter: SearchAdapter,
  match: TextMatch,
  where: RawBuilder<unknown>[],
  /** read the list now, whether or not the text was asked before */
  now = false,
): MatchList | null {
  let memo = matchLists.get(db);
  if (!memo) matchLists.set(db, (memo = { version, lists: new Map(), asked: new Set(), held: 0 }));
  if (version < memo.version || !adapter.matchedColumns) return null;
  if (version > memo.version) Object.assign(memo, { version, lists: new Map(), asked: new Set(), held: 0 });
  const conditions = allOf(where).compile(db);
  const key = `${JSON.stringify(match)}\0${conditions.sql}\0${JSON.stringify(conditions.parameters)}`;
  const { lists, asked } = memo;
  const kept = lists.get(key);
  if (kept !== undefined) return kept === 'reading' ? null : kept;
  if (!asked.has(key) && !now) {
    if (asked.size >= ASKED_MAX) asked.clear();
    asked.add(key);
    return null;
  }
  lists.set(key, 'reading');
  adapter.matchedColumns(db, match, where, MATCH_LIST_MAX).then(
    (columns) => {
      if (lists !== memo.lists || lists.get(key) !== 'reading') return;
      const list = columns ? new MatchList(columns) : null;
      lists.set(key, list);
      memo.held += list?.size ?? 0;
      for (const [oldest, dropped] of lists) {
        if (memo.held <= MATCHES_HELD_MAX || oldest === key) break;
        if (dropped === 'reading') continue;
        lists.delete(oldest);
        memo.held -= dropped?.size ?? 0;
      }
    },
    () => lists.delete(key),
  );
  return null;
}

function noFacets(): FacetCounts {
  return {
    brands: [],
    prices: FACET_BANDS.prices.map(() => 0),
    ratings: FACET_BANDS.ratings.map(() => 0),
    discounts: FACET_BANDS.discounts.map(() => 0),
    inStock: 0,
  };
}

/**
 * Up to `limit` visible products (distinct names) matching what has been typed so far; when they are fewer,
 * topped up with those of the shopper's phrase being typed (`mob` → what mobile means: smartphones).
 */
export async function suggestProducts(
  db: Db,
  engine: Engine,
  text: string,
  limit: number,
): Promise<NamedProduct[]> {
  const typed = searchWords(text);
  const found = await suggestForWords(db, engine, typed, limit);
  const completed = found.length < limit ? completedShopperPhrase(typed) : undefined;
  if (completed === undefined) return found;
  const more = await suggestForWords(db, engine, completed, limit);
  const names = new Set(found.map((product) => product.name));
  return [...found, ...more.filter((product) => !names.has(product.name))].slice(0, limit);
}

async function suggestForWords(
  db: Db,
  engine: Engine,
  typed: string[],
  limit: number,
): Promise<NamedProduct[]> {
  const adapter = adapters[engine];
  const planned = planWords(typed);
  if (planned.length === 0 || limit <= 0) return [];
  const resolved = await resolveWords(db, adapter, planned, false);
  if (!resolved.complete) return [];
  // a suggestion shows a product's name: it must hold what was typed there (or in its brand or category
  // words), not only in its description
  const inTitles = resolved.words.map((word) => ({
    ...word,
    alternatives: word.alternatives.map((alternative) => ({ ...alternative, titleOnly: true })),
  }));
  return adapter.suggestProducts(
    db,
    { words: inTitles, required: inTitles.length },
    conditions({}) ?? [],
    limit,
  );
}

/** After a bulk load (the benchmark seed): merges the index so term lookups stay fast. */
export async function compactSearchIndex(db: Db, engine: Engine): Promise<void> {
  await adapters[engine].compact(db);
}
