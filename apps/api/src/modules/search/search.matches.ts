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

/**
 * Every product a text matches under some conditions (all but the price bounds), so that any page, order and
 * price bound of the text is cut from memory in the order the page queries give: relevance (rank, then
 * newest; on SQLite only some matches ranked, see BoundedRanking), newest, price either way and rating, each
 * ending on the id. Each order is sorted once, when first asked, on one number per match packing its keys'
 * places (natively, without a comparison function).
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
    const ids: string[] = [];
    let total = 0;
    const { prices, ids: all } = this.columns;
    for (const index of this.sorted(order)) {
      const price = prices[index] as number;
      if ((min !== undefined && price < min) || (max !== undefined && price > max)) continue;
      if (total >= offset && ids.length < limit) ids.push(all[index] as string);
      total++;
    }
    return { ids, total };
  }

  /**
   * A relevance page under BoundedRanking: the matches within the bounds ranked as the page query ranks them
   * (the newest `ranked` of them by key, and those among the newest `ranked` name matches within the bounds), in
   * the relevance order, then the others, newest first. Two passes over the matches (about 0.1 ms for 10,000).
   */
  private boundedPage(
    ranking: BoundedRanking,
    offset: number,
    limit: number,
    min?: number,
    max?: number,
  ): ProductPage {
    const { prices, ids: all } = this.columns;
    const within = (price: number) =>
      !((min !== undefined && price < min) || (max !== undefined && price > max));
    const { newest, names } = this.byKey(ranking);
    const ranked = new Uint8Array(this.size);
    let total = 0;
    for (const index of newest)
      if (within(prices[index] as number)) {
        if (total < ranking.ranked) ranked[index] = 1;
        total++;
      }
    for (let at = 0, taken = 0; at < names.length && taken < ranking.ranked; at++) {
      const name = names[at] as number;
      if (!within(ranking.namePrices[name] as number)) continue;
      taken++;
      const index = this.nameMatches?.[name] ?? -1;
      if (index >= 0) ranked[index] = 1;
    }
    const ids: string[] = [];
    let seen = 0;
    const take = (index: number) => {
      if (seen >= offset) ids.push(all[index] as string);
      seen++;
    };
    for (const index of this.rankedInOrder(ranked)) {
      if (ids.length >= limit) break;
      take(index);
    }
    for (const index of this.sorted('newest')) {
      if (ids.length >= limit) break;
      if (ranked[index] === 0 && within(prices[index] as number)) take(index);
    }
    return { ids, total };
  }

  /**
   * The matches marked in `ranked` (at most twice BoundedRanking's `ranked`) in the relevance order: score, then
   * newest, then id. Sorted alone, not cut from every match sorted by score (half a relevance page's time for a
   * common word's 10,000-20,000 matches).
   */
  private rankedInOrder(ranked: Uint8Array): number[] {
    const { scores, createdAt, ids } = this.columns;
    const marked: number[] = [];
    for (let index = 0; index < ranked.length; index++) if (ranked[index] === 1) marked.push(index);
    const codeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return marked.sort(
      (a, b) =>
        (scores[b] as number) - (scores[a] as number) ||
        codeUnits(createdAt[b] as string, createdAt[a] as string) ||
        codeUnits(ids[a] as string, ids[b] as string),
    );
  }

  /** Each name match's place among the matches, -1 for a product that is no match (see BoundedRanking). */
  private nameMatches?: Int32Array;
  private keyOrders?: { newest: Int32Array; names: Int32Array };

  /** The matches and the name matches, newest first by index key: sorted when a relevance page first needs them. */
  private byKey(ranking: BoundedRanking): { newest: Int32Array; names: Int32Array } {
    if (this.keyOrders) return this.keyOrders;
    const newestFirst = (keys: Float64Array) => {
      const packed = new Float64Array(keys.length);
      for (let index = 0; index < keys.length; index++)
        packed[index] = -((keys[index] as number) * keys.length + index);
      packed.sort();
      const order = new Int32Array(keys.length);
      for (let at = 0; at < keys.length; at++) order[at] = -(packed[at] as number) % keys.length;
      return order;
    };
    const { keys, nameKeys } = ranking;
    const newest = newestFirst(keys);
    // each name match's place among the matches: its key found among theirs, newest first (a binary search)
    this.nameMatches = new Int32Array(nameKeys.length);
    for (let name = 0; name < nameKeys.length; name++) {
      const key = nameKeys[name] as number;
      let [low, high] = [0, newest.length];
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((keys[newest[middle] as number] as number) > key) low = middle + 1;
        else high = middle;
      }
      const index = low < newest.length ? (newest[low] as number) : -1;
      this.nameMatches[name] = index >= 0 && keys[index] === key ? index : -1;
    }
    return (this.keyOrders = { newest, names: newestFirst(nameKeys) });
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
