// Ready answers for the public catalogue reads (category and search pages, product pages, related products,
// best sellers, suggestions), kept in this process as the bytes sent, with their ETag. An answer is served
// only while what it shows is unchanged, checked on every request against the database (from this process or
// any other), so every write shows at once:
// - the catalogue version (migration 0010, narrowed by 0014-1): bumped by the database in the same transaction
//   as a write that can change which products an answer lists or how they read — a product added, edited,
//   hidden or deleted, its images, a review, an order's status, a stock that reaches or leaves zero. A change
//   drops every answer. Checkouts do not bump it (their stock moves are the next point), so no row is written
//   by every checkout;
// - the stock of each product the answer shows: read for those products only (by primary key). A moved stock
//   changes that answer alone, and only in place: the cards' `stock` fields are rewritten in the bytes held (no
//   query runs again: which products a list shows and their order do not depend on a stock above zero);
//   a product gone from the database drops the answer;
// - for best sellers, the newest order's time: a new order drops that answer. An order committed later than a
//   newer one (PostgreSQL) can go unseen, so a best-sellers answer is also rebuilt once it is
//   BEST_SELLERS_MAX_AGE_MS old: that is its staleness bound.
// Answers built while a structural write commits are stored under the version read before building, and so are
// dropped at the next read. Concurrent misses for one key share one build. Signed-in answers are the public
// ones with the viewer's wishlist marks laid over them by the routes.
import { createHash } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { batchedPerTurn } from '../../platform/batched.js';

export interface CachedAnswer {
  /** The JSON body as sent. */
  body: Buffer;
  /** A (weak) ETag of the body. */
  etag: string;
}

/** What an answer shows beyond the catalogue version: the stock of its products, and (best sellers) orders. */
export interface Shown {
  stock: readonly { id: string; stock: number }[];
  orders?: boolean;
  /**
   * issue 20: the answer shows variants' own stock too (a product page): a moved stock drops it rather than
   * rewriting the product's summed stock alone.
   */
  variants?: boolean;
}

/** The state an answer is checked against: one read (one round trip on PostgreSQL). */
export interface CatalogueSnapshot {
  version: number;
  /** The stock of the products asked for (absent: no longer there). */
  stock: Map<string, number>;
  /** The time of the newest order, when asked for. */
  newestOrder: string | null;
}

/** Reads the snapshot: synchronously where the engine can (SQLite), else a promise. */
export type SnapshotReader = (
  ids: readonly string[],
  orders: boolean,
) => CatalogueSnapshot | Promise<CatalogueSnapshot>;

export interface CacheStats {
  /** Answers served from memory. */
  hits: number;
  /** Answers built (no answer, or one that no longer held). */
  misses: number;
  /** Answers whose products' stock moved, rewritten in place (counted in hits too). */
  restocked: number;
  /** Answers dropped alone (best sellers after a new order or at their age bound; a product gone). */
  stale: number;
  /** Times every answer was dropped because the catalogue version moved. */
  cleared: number;
  entries: number;
  bytes: number;
}

export interface CatalogCache {
  /**
   * The answer under `key` while what it shows holds, built by `build` when missing; `shown` says what the
   * built value shows. With `url`, the request URL that asked for it is remembered too, so the next request
   * for the same URL finds it by `byUrl` before its query is even parsed.
   */
  answer<T>(
    key: string,
    /** given the catalogue version the answer is built under */
    build: (version: number) => Promise<T>,
    shown: (value: T) => Shown,
    url?: string,
  ): Promise<CachedAnswer>;
  /**
   * The answer an earlier request for this exact URL got, while it holds; at once (no promise) when the
   * snapshot is read synchronously (SQLite), so a hit costs no trip through the queue.
   */
  byUrl(url: string): CachedAnswer | undefined | Promise<CachedAnswer | undefined>;
  /** Hit and miss counters, entries and bytes held (metrics, tests, benchmarks). */
  stats(): CacheStats;
}

export interface CatalogCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** How old a best-sellers answer may be served (its staleness bound); default BEST_SELLERS_MAX_AGE_MS. */
  ordersMaxAgeMs?: number;
  now?: () => number;
}

/** The staleness bound of best sellers (see the head of this file). */
export const BEST_SELLERS_MAX_AGE_MS = 10_000;

export async function catalogueVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalogueVersion')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Reads snapshots. On SQLite the statements are prepared once on the connection (microseconds a read, no
 * promise); on PostgreSQL the version, the stocks and the newest order come in one query over the pool, one
 * for all the snapshots asked in a turn of the event loop (batchedPerTurn: every uncached answer reads the
 * version first, and under load they arrive together), each caller given its own products' stocks.
 */
export function snapshotReader(db: Db, sqlite?: BetterSqlite3.Database): SnapshotReader {
  if (!sqlite) {
    const readAll = batchedPerTurn(async (asks: { ids: readonly string[]; orders: boolean }[]) => {
      const ids = [...new Set(asks.flatMap((ask) => ask.ids))];
      const orders = asks.some((ask) => ask.orders);
      const { rows } = await sql<{
        version: string;
        id: string | null;
        stock: number | null;
        newest: string | null;
      }>`
        select v.version, p.id, p.stock,
          ${orders ? sql`(select max(o."createdAt") from orders o)` : sql`null`} as newest
        from "catalogueVersion" v left join products p on p.id = any(${ids}::text[])
        where v.id = 1`.execute(db);
      const stock = new Map<string, number>();
      for (const row of rows) if (row.id !== null) stock.set(row.id, Number(row.stock));
      return { version: Number(rows[0]?.version ?? 0), stock, newestOrder: rows[0]?.newest ?? null };
    });
    return async (ids, orders) => {
      const all = await readAll({ ids, orders });
      const stock = new Map<string, number>();
      for (const id of ids) {
        const found = all.stock.get(id);
        if (found !== undefined) stock.set(id, found);
      }
      return { version: all.version, stock, newestOrder: orders ? all.newestOrder : null };
    };
  }
  // Prepared on first use: the tables exist only once the migrations have run.
  let statements:
    | {
        version: BetterSqlite3.Statement<[], number>;
        stock: BetterSqlite3.Statement<[string], [string, number]>;
        newest: BetterSqlite3.Statement<[], string | null>;
      }
    | undefined;
  return (ids, orders) => {
    statements ??= {
      version: sqlite.prepare<[], number>('select version from "catalogueVersion" where id = 1').pluck(),
      stock: sqlite
        .prepare<[string], [string, number]>(
          'select id, stock from products where id in (select value from json_each(?))',
        )
        .raw(),
      newest: sqlite.prepare<[], string | null>('select max("createdAt") from orders').pluck(),
    };
    return {
      version: Number(statements.version.get() ?? 0),
      stock: new Map(ids.length === 0 ? [] : statements.stock.all(JSON.stringify(ids))),
      newestOrder: orders ? (statements.newest.get() ?? null) : null,
    };
  };
}

/** The entry with each shown product's `stock` set to `current`, wherever in the answer its object sits. */
function restocked(entry: Entry, current: Map<string, number>): Entry {
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    const object = value as Record<string, unknown>;
    const stock = typeof object.id === 'string' ? current.get(object.id) : undefined;
    const copy = Object.fromEntries(Object.entries(object).map(([name, inner]) => [name, rewrite(inner)]));
    if (stock !== undefined && typeof object.stock === 'number') copy.stock = stock;
    return copy;
  };
  const body = Buffer.from(JSON.stringify(rewrite(JSON.parse(entry.body.toString()))));
  return {
    ...entry,
    body,
    etag: etagOf(body),
    stock: entry.stock.map(({ id }) => ({ id, stock: current.get(id)! })),
  };
}

const etagOf = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

interface Entry extends CachedAnswer {
  stock: Shown['stock'];
  /** Rebuilt, not rewritten, when a stock moved (Shown.variants). */
  variants?: boolean;
  /** The newest order's time when built (best sellers), else undefined. */
  newestOrder?: string | null;
  builtAt: number;
}

export function createCatalogCache(read: SnapshotReader, options: CatalogCacheOptions = {}): CatalogCache {
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 16 * 2 ** 20;
  const ordersMaxAgeMs = options.ordersMaxAgeMs ?? BEST_SELLERS_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  let version = -1;
  let bytes = 0;
  const counts = { hits: 0, misses: 0, restocked: 0, stale: 0, cleared: 0 };
  // A Map keeps insertion order: re-inserting on each hit makes the first key the least recently used.
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<CachedAnswer>>();
  // Request URL -> key in `entries`: spellings of one query share its entry, and go when it goes.
  const urls = new Map<string, string>();

  const remember = (url: string | undefined, key: string) => {
    if (url === undefined || urls.get(url) === key) return;
    urls.set(url, key);
    if (urls.size > maxEntries) urls.delete(urls.keys().next().value as string);
  };
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };
  /** Takes the version seen; true when every answer held was built under it. */
  const settle = (seen: number): boolean => {
    if (seen === version) return true;
    if (version !== -1) counts.cleared++;
    entries.clear();
    urls.clear();
    bytes = 0;
    version = seen;
    return false;
  };
  /** 'holds', 'restock' (only stocks moved: rewrite them in place), or 'drop'. */
  const verdict = (entry: Entry, snapshot: CatalogueSnapshot): 'holds' | 'restock' | 'drop' => {
    if (
      entry.newestOrder !== undefined &&
      (entry.newestOrder !== snapshot.newestOrder || now() - entry.builtAt >= ordersMaxAgeMs)
    )
      return 'drop';
    let moved = false;
    for (const card of entry.stock) {
      const stock = snapshot.stock.get(card.id);
      if (stock === undefined) return 'drop';
      if (stock !== card.stock) moved = true;
    }
    if (moved && entry.variants) return 'drop';
    return moved ? 'restock' : 'holds';
  };

  /** The entry under `key` if it still holds (dropped otherwise). */
  const check = (key: string): Entry | undefined | Promise<Entry | undefined> => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const decide = (snapshot: CatalogueSnapshot) => {
      if (!settle(snapshot.version)) return undefined;
      if (entries.get(key) !== entry) return entries.get(key);
      const found = verdict(entry, snapshot);
      if (found === 'drop') {
        counts.stale++;
        drop(key, entry);
        return undefined;
      }
      const served = found === 'restock' ? restocked(entry, snapshot.stock) : entry;
      if (found === 'restock') counts.restocked++;
      store(key, served);
      counts.hits++;
      return served;
    };
    const snapshot = read(
      entry.stock.map((card) => card.id),
      entry.newestOrder !== undefined,
    );
    return snapshot instanceof Promise ? snapshot.then(decide) : decide(snapshot);
  };

  const store = (key: string, entry: Entry) => {
    const old = entries.get(key);
    if (old) bytes -= old.body.length;
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const [oldest, value] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest, value);
    }
  };

  return {
    async answer(key, build, shown, url) {
      const hit = await check(key);
      if (hit) {
        remember(url, key);
        return hit;
      }
      // The version this answer is built under (and the newest order, for best sellers), read before building.
      const before = await read([], true);
      settle(before.version);
      const buildKey = `${before.version}\0${key}`;
      const running = building.get(buildKey);
      if (running) return running;
      counts.misses++;
      const builtAt = now();
      const job = build(before.version)
        .then((value) => {
          const body = Buffer.from(JSON.stringify(value));
          const what = shown(value);
          // Only the bytes are kept (the objects would take several times the memory); a signed-in answer
          // parses them again to lay the viewer's wishlist marks over them.
          const entry: Entry = {
            body,
            etag: etagOf(body),
            stock: what.stock.map(({ id, stock }) => ({ id, stock })),
            builtAt,
            ...(what.orders ? { newestOrder: before.newestOrder } : {}),
            ...(what.variants ? { variants: true } : {}),
          };
          if (version === before.version) {
            store(key, entry);
            remember(url, key);
          }
          return entry;
        })
        .finally(() => building.delete(buildKey));
      building.set(buildKey, job);
      return job;
    },
    byUrl(url) {
      const key = urls.get(url);
      if (key === undefined) return undefined;
      if (!entries.has(key)) {
        urls.delete(url);
        return undefined;
      }
      return check(key);
    },
    stats: () => ({ ...counts, entries: entries.size, bytes }),
  };
}
