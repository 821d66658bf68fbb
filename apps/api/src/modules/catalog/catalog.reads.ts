import { categories, PRODUCTS_PAGE_SIZE, type ProductSearchQuery } from '@bazaar/domain';
import type { Db, DbHandle, Engine } from '../../db/database.js';
import type { User } from '../account/account.service.js';
import {
  bestSellers,
  brandSuggestions,
  getProductPage,
  listProducts,
  relatedProducts,
  suggest,
} from './catalog.service.js';

/** The shopper's catalogue reads, each the service function of the same name minus the database. */
export const catalogReads = {
  listProducts: (db: Db, engine: Engine, ...args: Tail<Parameters<typeof listProducts>>) =>
    listProducts(db, engine, ...args),
  relatedProducts: (db: Db, engine: Engine, ...args: Tail<Parameters<typeof relatedProducts>>) =>
    relatedProducts(db, engine, ...args),
  bestSellers: (db: Db, engine: Engine, viewer: User | null) => bestSellers(db, engine, viewer),
  suggest: (db: Db, engine: Engine, text: string) => suggest(db, engine, text),
  brandSuggestions: (db: Db, _engine: Engine, start: string | undefined) => brandSuggestions(db, start),
  getProductPage: (db: Db, _engine: Engine, id: string) => getProductPage(db, id),
};

/**
 * What each SQLite read thread reads before its first answer (catalog.read-worker.ts), a shop's first page size:
 * every category's first page, newest and best rated under a price bound, and each category's name searched.
 */
export const WARM_UP_READS: readonly ProductSearchQuery[] = [
  ...categories.flatMap((name): ProductSearchQuery[] => [
    { searchCategory: name, limit: PRODUCTS_PAGE_SIZE },
    { searchCategory: name, limit: PRODUCTS_PAGE_SIZE, minPrice: 1, sort: 'rating' },
  ]),
  ...categories.map((name): ProductSearchQuery => ({ searchQuery: name, limit: PRODUCTS_PAGE_SIZE })),
];

/** A read thread's message once it has read WARM_UP_READS and answers reads. */
export const WARMED = 'warmed';

type Tail<T extends unknown[]> = T extends [unknown, unknown, ...infer Rest] ? Rest : never;

export type CatalogReadName = keyof typeof catalogReads;
type Args<N extends CatalogReadName> = Tail<Parameters<(typeof catalogReads)[N]>>;
type Result<N extends CatalogReadName> = Awaited<ReturnType<(typeof catalogReads)[N]>>;

/** Runs a catalogue read on the main thread or in a worker; the routes do not know which. */
export interface CatalogReader {
  read<N extends CatalogReadName>(name: N, ...args: Args<N>): Promise<Result<N>>;
  /** Opens what the reads will need (PostgreSQL: the reads' own connections) before the server listens. */
  warm?(): Promise<void>;
  close(): Promise<void>;
}

export function inlineCatalogReader(db: Db, engine: Engine): CatalogReader {
  return {
    read: (name, ...args) =>
      (catalogReads[name] as (db: Db, engine: Engine, ...rest: unknown[]) => Promise<never>)(
        db,
        engine,
        ...args,
      ),
    close: async () => {},
  };
}

/**
 * PostgreSQL: the reads on a handle with a pool of its own (`DbHandle.withOwnPool`), opened before the server
 * listens and closed with the reader. A burst of uncached reads then waits for one of its own connections, never
 * for the checkout's, nor for new backends to start (the first second of the long tail: decision 0033's warm pool).
 */
export function pooledCatalogReader(handle: DbHandle): CatalogReader {
  const inline = inlineCatalogReader(handle.db, handle.engine);
  return {
    read: inline.read,
    warm: async () => handle.warm?.(),
    close: () => handle.db.destroy(),
  };
}
