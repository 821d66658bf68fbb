import type { ProductOrder, ProductPage } from './search.adapter.js';

/**
 * The products a text matches, column by column in one order (any), with what each order sorts them by: the
 * columns of orderBy and the text's rank for relevance.
 */
export interface MatchedColumns {
  ids: string[];
  /** selling prices, paise */
  prices: Float64Array;
  createdAt: string[];
  /**
   * orderBy's rating expression as the database gives it: decimals compared digit by digit (PostgreSQL's
   * numeric), or numbers (SQLite's real)
   */
  ratings: string[] | Float64Array;
  raters: Float64Array;
  /** the relevance order's rank of the text, higher first */
  scores: Float64Array;
  /** SQLite: only some matches are ranked by score (see BoundedRanking); PostgreSQL ranks every match */
  ranking?: BoundedRanking;
}

/**
 * SQLite's relevance order (`boundedRank` in search.sqlite.ts): of the matches within a page's price bounds,
 * only the newest `ranked` and those among the newest `ranked` name matches are ordered by score (then newest,
 * then id); every other match follows them, newest first, then by id. Which matches are ranked depends on the
 * price bound, so it is worked out per page from the index keys.
 */
export interface BoundedRanking {
  ranked: number;
  /** each match's index key: the newer the product's search row, the higher */
  keys: Float64Array;
  /**
   * The index keys and prices of the products whose names match the text under the same conditions. Some may
   * not be matches (a phrase a word excludes may be elsewhere in them), and still take a place among the newest.
   */
  nameKeys: Float64Array;
  namePrices: Float64Array;
}

/** The columns an order sorts on. */
type SortColumn = 'prices' | 'createdAt' | 'ratings' | 'raters' | 'scores';

/** Compares two non-negative decimals written out (`4.3333333333333333`, `0`) exactly, as numeric compares. */
function compareDecimals(a: string, b: string): number {
  const [aWhole = '', aPart = ''] = a.split('.');
  const [bWhole = '', bPart = ''] = b.split('.');
  if (aWhole !== bWhole) return Number(aWhole) - Number(bWhole);
  const width = Math.max(aPart.length, bPart.length);
  const [x, y] = [aPart.padEnd(width, '0'), bPart.padEnd(width, '0')];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A key an order sorts on: each match's place among the key's distinct values, ascending, and how many there are. */
interface Ranked {
  ranks: Int32Array;
  count: number;
}

/**
 * Places among the distinct numbers: sorted natively, each found by binary search (with a Map of the places, the
 * first relevance page of 10,393 matches took 8.6-16 ms, now 8.3-8.9 ms, in process).
 */
function rankedNumbers(values: Float64Array): Ranked {
  const sorted = Float64Array.from(values).sort();
  let count = 0;
  for (let index = 0; index < sorted.length; index++)
    if (index === 0 || sorted[index] !== sorted[count - 1]) sorted[count++] = sorted[index] as number;
  const ranks = new Int32Array(values.length);
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as number;
    let [low, high] = [0, count - 1];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((sorted[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    ranks[index] = low;
  }
  return { ranks, count };
}

/** Places among the distinct strings, in the order `compare` gives them. */
function rankedStrings(values: string[], compare?: (a: string, b: string) => number): Ranked {
  const places = new Map([...new Set(values)].sort(compare).map((value, place) => [value, place]));
  return { ranks: Int32Array.from(values, (value) => places.get(value) ?? 0), count: places.size };
}

/**
 * A number per time in the order of its text, for times written as the API writes them (toISOString:
 * `2026-04-20T18:03:23.652Z`), NaN for any other: the fields as digits, each below the radix it is given.
 */
function timeNumber(time: string): number {
  if (time.length !== 24 || time[4] !== '-' || time[7] !== '-' || time[10] !== 'T') return NaN;
  if (time[13] !== ':' || time[16] !== ':' || time[19] !== '.' || time[23] !== 'Z') return NaN;
  let number = 0;
  for (const [from, to, radix] of TIME_FIELDS) {
    let field = 0;
    for (let at = from; at < to; at++) {
      const digit = time.charCodeAt(at) - 48;
      if (digit < 0 || digit > 9) return NaN;
      field = field * 10 + digit;
    }
    if (field >= radix) return NaN;
    number = number * radix + field;
  }
  return number;
}

/** [from, to, radix]: year, month, day, hour, minute, second, millisecond (their product is under 2^53). */
const TIME_FIELDS = [
  [0, 4, 10_000],
  [5, 7, 20],
  [8, 10, 40],
  [11, 13, 30],
  [14, 16, 60],
  [17, 19, 60],
  [20, 23, 1_000],
] as const;

/**
 * Times ranked in the order of their text: as numbers when all are written as the API writes them (sorting
 * 10,000 strings took 7-10 ms), else as strings by code unit, as SQLite and a C-collated PostgreSQL compare them.
 */
function rankedTimes(times: string[]): Ranked {
  const numbers = new Float64Array(times.length);
  for (let index = 0; index < times.length; index++) numbers[index] = timeNumber(times[index] as string);
  return numbers.some(Number.isNaN) ? rankedStrings(times) : rankedNumbers(numbers);
}

/** An id's first eight characters as a number in their code unit order, NaN unless all are letters a-z or digits. */
function idHead(id: string): number {
  let number = 0;
  for (let at = 0; at < 8; at++) {
    const code = id.charCodeAt(at);
    const digit = code >= 48 && code <= 57 ? code - 48 : code >= 97 && code <= 122 ? code - 87 : NaN;
    number = number * 36 + digit;
  }
  return number;
}

/**
 * Ids ranked by code unit (as SQLite and a C-collated PostgreSQL order them): by their first eight characters
 * as numbers when all are 16 letters a-z or digits (as newId writes them) and no two share those eight (sorting
 * 10,000 strings took 6-7 ms), else as strings.
 */
function rankedIds(ids: string[]): Ranked {
  const heads = new Float64Array(ids.length);
  for (let index = 0; index < ids.length; index++) {
    const id = ids[index] as string;
    heads[index] = id.length === 16 ? idHead(id) : NaN;
  }
  if (!heads.some(Number.isNaN)) {
    const ranked = rankedNumbers(heads);
    if (ranked.count === ids.length) return ranked;
  }
  return rankedStrings(ids);
}

/** The first index of the ascending `prices` whose price is above `bound` (or at least it, `inclusive`). */
function firstAbove(prices: Float64Array, bound: number, inclusive: boolean): number {
  let [low, high] = [0, prices.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    const price = prices[middle] as number;
    if (inclusive ? price < bound : price <= bound) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The indexes [from, to) of the ascending `prices` within the bounds (inclusive, either optional). */
function indexesInRange(
  prices: Float64Array,
  min: number | undefined,
  max: number | undefined,
): [number, number] {
  const from = min === undefined ? 0 : firstAbove(prices, min, true);
  const to = max === undefined ? prices.length : firstAbove(prices, max, false);
  return [from, Math.max(from, to)];
}

/** How many of the ascending `prices` lie within the bounds (inclusive, either optional). */
export function inPriceRange(prices: Float64Array, min: number | undefined, max: number | undefined): number {
  const [from, to] = indexesInRange(prices, min, max);
  return to - from;
}

/** Whether a price is within the bounds (inclusive, either optional). */
const inBounds = (price: number, min?: number, max?: number): boolean =>
  !((min !== undefined && price < min) || (max !== undefined && price > max));

/** Two strings by code unit, as SQLite and a C-collated PostgreSQL compare them. */
const codeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The most matches a page picks in one pass (MatchList.first) rather than from its order sorted. */
const PICKED_MAX = 250;

/**
 * How many pages of one order are picked before the order is sorted once for the next: a pick took 0.3-0.6 ms
 * within the first 250 of 10,000 matches (in process, warm), sorting them 10-40 ms, which one shopper asking a
 * second page waited for; under load a text's pages in one order come by the hundred, and picking each (newest
 * and rating comparing strings) was an eighth of PostgreSQL's main thread in the long tail (bench/results.md,
 * session 18).
 */
const PICKS_BEFORE_SORT = 8;

/**
 * The first `count` of the indexes [0, size) `accepted`, in the order `before` gives (negative: `a` first): one
 * pass keeping the best so far in order, each newcomer placed by binary search.
 */
function pick(
  size: number,
  count: number,
  accepted: (index: number) => boolean,
  before: (a: number, b: number) => number,
): number[] {
  const best: number[] = [];
  if (count <= 0) return best;
  for (let index = 0; index < size; index++) {
    if (!accepted(index)) continue;
    if (best.length === count) {
      if (before(index, best[count - 1] as number) >= 0) continue;
      best.pop();
    }
    let [low, high] = [0, best.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(best[middle] as number, index) < 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, index);
  }
  return best;
}

/**
 * Every product a text matches under some conditions (all but the price bounds), so that any page, order and
 * price bound of the text is cut from memory in the order the page queries give: relevance (rank, then
 * newest; on SQLite only some matches ranked, see BoundedRanking), newest, price either way and rating, each
 * ending on the id. A page among an order's first PICKED_MAX is picked in one pass over the matches, until
 * PICKS_BEFORE_SORT have been; a deeper page, or the next, sorts the order once, on one number per match packing
 * its keys' places (natively, without a comparison function), and later pages are cut from it (first).
 */
export class MatchList {
  readonly size: number;
  private readonly columns: MatchedColumns;
  private readonly keys = new Map<SortColumn, Ranked>();
  private readonly orders = new Map<ProductOrder, Int32Array>();

  constructor(columns: MatchedColumns) {
    this.size = columns.ids.length;
    this.columns = columns;
  }

  /** The page (`offset`, `limit`) of the matches priced within the bounds (inclusive, either optional), in `order`. */
  page(order: ProductOrder, offset: number, limit: number, min?: number, max?: number): ProductPage {
    if (order === 'relevance' && this.columns.ranking)
      return this.boundedPage(this.columns.ranking, offset, limit, min, max);
    const { prices, ids: all } = this.columns;
    const within = (index: number) => inBounds(prices[index] as number, min, max);
    const total = this.totalWithin(min, max);
    const ids = this.first(order, offset + limit, within)
      .slice(offset)
      .map((index) => all[index] as string);
    return { ids, total };
  }

  /**
   * A relevance page under BoundedRanking: the matches within the bounds ranked as the page query ranks them
   * (the newest `ranked` of them by key, and those among the newest `ranked` name matches within the bounds), in
   * the relevance order, then the others, newest first.
   */
  private boundedPage(
    ranking: BoundedRanking,
    offset: number,
    limit: number,
    min?: number,
    max?: number,
  ): ProductPage {
    const { prices, ids: all } = this.columns;
    const within = (index: number) => inBounds(prices[index] as number, min, max);
    const ranked = new Uint8Array(this.size);
    const total = this.totalWithin(min, max);
    const { keys, nameKeys, namePrices } = ranking;
    const newestKeyFirst = (of: Float64Array) => (a: number, b: number) =>
      (of[b] as number) - (of[a] as number);
    for (const index of pick(this.size, ranking.ranked, within, newestKeyFirst(keys))) ranked[index] = 1;
    const names = pick(
      nameKeys.length,
      ranking.ranked,
      (name) => inBounds(namePrices[name] as number, min, max),
      newestKeyFirst(nameKeys),
    );
    // the matches among those names (a name match may be no match, see BoundedRanking): one pass over the keys
    const wanted = new Set<number>();
    for (const name of names) wanted.add(nameKeys[name] as number);
    for (let index = 0; index < this.size && wanted.size > 0; index++)
      if (wanted.delete(keys[index] as number)) ranked[index] = 1;
    const marked: number[] = [];
    for (let index = 0; index < this.size; index++) if (ranked[index] === 1) marked.push(index);
    const order = marked.sort(this.comparator('relevance'));
    const others = this.first(
      'newest',
      Math.max(0, offset + limit - order.length),
      (index) => ranked[index] === 0 && within(index),
    );
    const ids = [...order, ...others].slice(offset, offset + limit).map((index) => all[index] as string);
    return { ids, total };
  }

  /** How many matches are priced within the bounds: two binary searches in the prices, sorted once. */
  private totalWithin(min?: number, max?: number): number {
    const prices = (this.ascendingPrices ??= Float64Array.from(this.columns.prices).sort());
    return inPriceRange(prices, min, max);
  }

  private ascendingPrices?: Float64Array;

  /** How many pages have been picked in each order (see PICKS_BEFORE_SORT). */
  private readonly picks = new Map<ProductOrder, number>();

  /**
   * The first `count` matches `accepted` in `order`: picked in one pass up to PICKED_MAX (a shopper's pages 1 to
   * 10) for the first PICKS_BEFORE_SORT pages of the order, else cut from the order sorted once.
   */
  private first(order: ProductOrder, count: number, accepted: (index: number) => boolean): number[] {
    // a relevance page filled by its ranked matches asks for none of the others: nothing to pick or sort
    if (count <= 0) return [];
    const picked = this.picks.get(order) ?? 0;
    const sorted =
      this.orders.get(order) ??
      (count > PICKED_MAX || picked >= PICKS_BEFORE_SORT ? this.sorted(order) : undefined);
    if (!sorted) {
      this.picks.set(order, picked + 1);
      return pick(this.size, count, accepted, this.comparator(order));
    }
    const found: number[] = [];
    for (const index of sorted) {
      if (found.length >= count) break;
      if (accepted(index)) found.push(index);
    }
    return found;
  }

  /** Which of two matches comes first in `order` (negative: `a`), as `sorted` orders them. */
  private comparator(order: ProductOrder): (a: number, b: number) => number {
    const { prices, createdAt, ratings, raters, scores, ids } = this.columns;
    const byId = (a: number, b: number) => codeUnits(ids[a] as string, ids[b] as string);
    const newest = (a: number, b: number) => codeUnits(createdAt[b] as string, createdAt[a] as string);
    const number = (of: Float64Array, a: number, b: number) => (of[a] as number) - (of[b] as number);
    switch (order) {
      case 'price-asc':
        return (a, b) => number(prices, a, b) || byId(a, b);
      case 'price-desc':
        return (a, b) => number(prices, b, a) || byId(a, b);
      case 'newest':
        return (a, b) => newest(a, b) || byId(a, b);
      case 'rating': {
        const rating =
          ratings instanceof Float64Array
            ? (a: number, b: number) => number(ratings, b, a)
            : (a: number, b: number) => compareDecimals(ratings[b] as string, ratings[a] as string);
        return (a, b) => rating(a, b) || number(raters, b, a) || byId(a, b);
      }
      default:
        return (a, b) => number(scores, b, a) || newest(a, b) || byId(a, b);
    }
  }

  private sorted(order: ProductOrder): Int32Array {
    const found = this.orders.get(order);
    if (found) return found;
    const key = (name: SortColumn) => this.key(name);
    const sorted =
      order === 'price-asc'
        ? this.sortedBy([key('prices'), false])
        : order === 'price-desc'
          ? this.sortedBy([key('prices'), true])
          : order === 'rating'
            ? this.sortedBy([key('ratings'), true], [key('raters'), true])
            : order === 'newest'
              ? this.sortedBy([key('createdAt'), true])
              : this.sortedBy([key('scores'), true], [key('createdAt'), true]);
    this.orders.set(order, sorted);
    return sorted;
  }

  /** A column's places, ranked when an order first needs it. */
  private key(name: SortColumn): Ranked {
    const found = this.keys.get(name);
    if (found) return found;
    const { prices, createdAt, ratings, raters, scores } = this.columns;
    const ranked =
      name === 'createdAt'
        ? rankedTimes(createdAt)
        : name === 'ratings'
          ? ratings instanceof Float64Array
            ? rankedNumbers(ratings)
            : rankedStrings(ratings, compareDecimals)
          : rankedNumbers(name === 'prices' ? prices : name === 'raters' ? raters : scores);
    this.keys.set(name, ranked);
    return ranked;
  }

  /** Each match's place in the id order, and the match at each place: ranked when an order first needs them. */
  private byId?: { ranks: Int32Array; matches: Int32Array };

  private idOrder(): { ranks: Int32Array; matches: Int32Array } {
    if (this.byId) return this.byId;
    const { ranks } = rankedIds(this.columns.ids);
    const matches = new Int32Array(this.size);
    ranks.forEach((place, index) => (matches[place] = index));
    return (this.byId = { ranks, matches });
  }

  /**
   * The matches sorted on the keys (each ascending or `descending`), then the id: natively, on one number per
   * match packing its places in the keys and in the id order (under 2^53: at most two keys and the id, each
   * of at most MATCH_LIST_MAX places).
   */
  private sortedBy(...keys: [Ranked, boolean][]): Int32Array {
    const { size } = this;
    const id = this.idOrder();
    const packed = new Float64Array(size);
    for (let index = 0; index < size; index++) {
      let key = 0;
      for (const [{ ranks, count }, descending] of keys) {
        const place = ranks[index] as number;
        key = key * count + (descending ? count - 1 - place : place);
      }
      packed[index] = key * size + (id.ranks[index] as number);
    }
    packed.sort();
    const order = new Int32Array(size);
    for (let at = 0; at < size; at++) order[at] = id.matches[(packed[at] as number) % size] as number;
    return order;
  }
}
