import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * One way a query word may match: a phrase of indexed terms in order (usually one term), the last one exactly or
 * as a prefix ("headph" → headphones), anywhere or only in the name, brand and category words (`titleOnly`: a
 * shopper's synonym or a typo correction, which a mention in a description would not satisfy).
 */
export interface TermMatch {
  terms: string[];
  prefix: boolean;
  titleOnly: boolean;
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
  /** false when the caller needs no total (it is then the page's length) */
  countTotal: boolean;
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
  /** Whether some indexed term starts with `prefix`. */
  hasTermStartingWith(db: Db, prefix: string): Promise<boolean>;
  /** The indexed terms among `candidates`. */
  knownTerms(db: Db, candidates: readonly string[]): Promise<string[]>;
  /** Up to `limit` indexed terms starting with `prefix`, in order. */
  termsStartingWith(db: Db, prefix: string, limit: number): Promise<string[]>;
  /** One page of the ids of products matching the text (null: any) and the conditions, best first, and their count. */
  findPage(db: Db, match: TextMatch | null, page: PageRequest): Promise<ProductPage>;
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
