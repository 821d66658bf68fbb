import { sql, type RawBuilder } from 'kysely';
import { categoriesStartingWith } from '@bazaar/domain';
import type { Db, Engine } from '../../db/database.js';
import type { NamedProduct, ProductOrder, ProductPage, SearchAdapter, TextMatch } from './search.adapter.js';
import { postgresSearch } from './search.postgres.js';
import { sqliteSearch } from './search.sqlite.js';
import { oneEditVariants, searchWords } from './search.words.js';

export type { NamedProduct, ProductOrder, ProductPage } from './search.adapter.js';

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
  /** Default: relevance when there is text, newest otherwise. */
  order?: ProductOrder | undefined;
  offset?: number | undefined;
  limit: number;
  /** Default true; false skips counting every match when only the page is wanted. */
  countTotal?: boolean | undefined;
}

const EMPTY: ProductPage = { ids: [], total: 0 };

/**
 * Reads the words of a search text against the index: each word matches as a prefix ("headph"); a word of
 * four or more letters that starts no indexed term matches the terms one edit away ("samsng" → samsung).
 * Null when some word can match nothing, so the search can answer at once.
 */
async function matchWords(db: Db, adapter: SearchAdapter, words: string[]): Promise<TextMatch | null> {
  const match: TextMatch = [];
  for (const word of words) {
    if (await adapter.hasTermStartingWith(db, word)) {
      match.push({ prefix: word, terms: [] });
      continue;
    }
    const terms = await adapter.knownTerms(db, oneEditVariants(word));
    if (terms.length === 0) return null;
    match.push({ prefix: null, terms });
  }
  return match;
}

/** Visible products only: never hidden, never drafts. */
function conditions(search: Omit<ProductSearch, 'limit'>): RawBuilder<unknown>[] | null {
  const where: RawBuilder<unknown>[] = [sql`p."isHide" = 0`, sql`p."isDraft" = 0`];
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
  if (search.minPrice !== undefined) where.push(sql`p."sellingPrice" >= ${search.minPrice}`);
  if (search.maxPrice !== undefined) where.push(sql`p."sellingPrice" <= ${search.maxPrice}`);
  if (search.inStock === true) where.push(sql`p.stock > 0`);
  if (search.inStock === false) where.push(sql`p.stock = 0`);
  return where;
}

/** One page of visible products for the catalogue's filters and search text, best first, with the total. */
export async function findProducts(db: Db, engine: Engine, search: ProductSearch): Promise<ProductPage> {
  const adapter = adapters[engine];
  const where = conditions(search);
  if (where === null) return EMPTY;
  const words = searchWords(search.text ?? '');
  const match = await matchWords(db, adapter, words);
  if (match === null) return EMPTY;
  const order = search.order ?? (match.length > 0 ? 'relevance' : 'newest');
  return adapter.findPage(db, match, {
    where,
    order,
    offset: search.offset ?? 0,
    limit: search.limit,
    countTotal: search.countTotal ?? true,
  });
}

/** Up to `limit` visible products (distinct names) matching what has been typed so far. */
export async function suggestProducts(
  db: Db,
  engine: Engine,
  text: string,
  limit: number,
): Promise<NamedProduct[]> {
  const adapter = adapters[engine];
  const words = searchWords(text);
  if (words.length === 0) return [];
  const match = await matchWords(db, adapter, words);
  if (match === null) return [];
  if (limit <= 0) return [];
  return adapter.suggestProducts(db, match, conditions({}) ?? [], limit);
}

/** After a bulk load (the benchmark seed): merges the index so term lookups stay fast. */
export async function compactSearchIndex(db: Db, engine: Engine): Promise<void> {
  await adapters[engine].compact(db);
}
