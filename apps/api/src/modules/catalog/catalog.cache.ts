// Ready answers for the public catalogue reads (category and search pages, product pages, related products,
// best sellers, suggestions), kept in this process as the bytes sent, with their ETag, under the catalogue
// version the database keeps (migration 0010: bumped in the same transaction as every write to products,
// images, reviews, orders, from this process or any other). Each request reads the version first (one indexed
// row); an answer is served only if it was built under that version, so a write shows at once. Answers built
// while a write commits are stored under the version read before building, and so are dropped at the next
// read. Concurrent misses for one key share one build. Signed-in answers are the public ones with the viewer's
// wishlist marks laid over them by the routes.
import { createHash } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { Db } from '../../db/database.js';

export interface CachedAnswer {
  /** The JSON body as sent. */
  body: Buffer;
  /** A (weak) ETag of the body. */
  etag: string;
}

export interface CatalogCache {
  /**
   * The answer under `key` for the current catalogue version, built by `build` when missing. With `url`, the
   * request URL that asked for it is remembered too, so the next request for the same URL finds it by
   * `byUrl` before its query is even parsed.
   */
  answer(key: string, build: () => Promise<unknown>, url?: string): Promise<CachedAnswer>;
  /**
   * The answer an earlier request for this exact URL got, while the catalogue version is unchanged; at once
   * (no promise) when the version is read synchronously (SQLite), so a hit costs no trip through the queue.
   */
  byUrl(url: string): CachedAnswer | undefined | Promise<CachedAnswer | undefined>;
  /** Entries and bytes held (tests, benchmarks). */
  size(): { entries: number; bytes: number };
}

export interface CatalogCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

export async function catalogueVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalogueVersion')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Reads the catalogue version for every cached answer. On SQLite the statement is prepared once on the
 * connection (a few microseconds a read, against tens for Kysely building and preparing it each time); on
 * PostgreSQL it is one indexed row over the pool.
 */
export function catalogueVersionReader(db: Db, sqlite?: BetterSqlite3.Database): VersionReader {
  if (!sqlite) return () => catalogueVersion(db);
  let statement: BetterSqlite3.Statement<[], number> | undefined;
  return () => {
    // Prepared on first use: the table exists only once the migrations have run.
    statement ??= sqlite.prepare<[], number>('select version from "catalogueVersion" where id = 1').pluck();
    return Number(statement.get() ?? 0);
  };
}

/** The current catalogue version: a number when it can be read synchronously (SQLite), else a promise. */
export type VersionReader = () => number | Promise<number>;

export function createCatalogCache(
  readVersion: VersionReader,
  options: CatalogCacheOptions = {},
): CatalogCache {
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 16 * 2 ** 20;
  let version = -1;
  let bytes = 0;
  // A Map keeps insertion order: re-inserting on each hit makes the first key the least recently used.
  const entries = new Map<string, CachedAnswer>();
  const building = new Map<string, Promise<CachedAnswer>>();
  // Request URL -> key in `entries`: spellings of one query share its entry, and go when it goes.
  const urls = new Map<string, string>();

  const remember = (url: string | undefined, key: string) => {
    if (url === undefined || urls.get(url) === key) return;
    urls.set(url, key);
    if (urls.size > maxEntries) urls.delete(urls.keys().next().value as string);
  };
  const settle = (seen: number) => {
    if (seen !== version) {
      entries.clear();
      urls.clear();
      bytes = 0;
      version = seen;
    }
    return seen;
  };
  const sync = (): number | Promise<number> => {
    const seen = readVersion();
    return typeof seen === 'number' ? settle(seen) : seen.then(settle);
  };
  const findUrl = (url: string) => {
    const key = urls.get(url);
    const hit = key === undefined ? undefined : entries.get(key);
    if (hit) {
      entries.delete(key!);
      entries.set(key!, hit);
    }
    return hit;
  };

  const store = (key: string, entry: CachedAnswer) => {
    const old = entries.get(key);
    if (old) bytes -= old.body.length;
    entries.set(key, entry);
    bytes += entry.body.length;
    for (const [oldest, value] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= value.body.length;
    }
  };

  return {
    async answer(key, build, url) {
      const seen = await sync();
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        remember(url, key);
        return hit;
      }
      const buildKey = `${seen}\0${key}`;
      const running = building.get(buildKey);
      if (running) return running;
      const job = build()
        .then((value) => {
          const body = Buffer.from(JSON.stringify(value));
          // Only the bytes are kept (the objects would take several times the memory); a signed-in answer
          // parses them again to lay the viewer's wishlist marks over them.
          const entry = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
          if (version === seen) {
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
      const seen = sync();
      return typeof seen === 'number' ? findUrl(url) : seen.then(() => findUrl(url));
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
