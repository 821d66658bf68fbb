import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';

/** One query word: the word itself as a prefix ("headph" → headphones), or the indexed terms it may be a typo of. */
export interface WordMatch {
  prefix: string | null;
  terms: string[];
}

/** Every word must match (AND); within a word any alternative may (OR). */
export type TextMatch = WordMatch[];

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
  /** One page of the ids of products matching the text and the conditions, best first, and their count. */
  findPage(db: Db, match: TextMatch, page: PageRequest): Promise<ProductPage>;
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
