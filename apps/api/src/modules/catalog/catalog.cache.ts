// Ready answers for the public catalogue reads (category and search pages, product pages, related products,
// best sellers, suggestions), kept in this process as the bytes sent, with their ETag, under the catalogue
// version the database keeps (migration 0010: bumped in the same transaction as every write to products,
// images, reviews, orders, from this process or any other). Each request reads the version first (one indexed
// row); an answer is served only if it was built under that version, so a write shows at once. Answers built
// while a write commits are stored under the version read before building, and so are dropped at the next
// read. Concurrent misses for one key share one build. Signed-in answers are the public ones with the viewer's
// wishlist marks laid over them by the routes.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.js';

export interface CachedAnswer {
  /** The JSON body as sent. */
  body: Buffer;
  /** A (weak) ETag of the body. */
  etag: string;
}

export interface CatalogCache {
  /** The answer under `key` for the current catalogue version, built by `build` when missing. */
  answer(key: string, build: () => Promise<unknown>): Promise<CachedAnswer>;
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

export function createCatalogCache(db: Db, options: CatalogCacheOptions = {}): CatalogCache {
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 16 * 2 ** 20;
  let version = -1;
  let bytes = 0;
  // A Map keeps insertion order: re-inserting on each hit makes the first key the least recently used.
  const entries = new Map<string, CachedAnswer>();
  const building = new Map<string, Promise<CachedAnswer>>();

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
    async answer(key, build) {
      const seen = await catalogueVersion(db);
      if (seen !== version) {
        entries.clear();
        bytes = 0;
        version = seen;
      }
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
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
          if (version === seen) store(key, entry);
          return entry;
        })
        .finally(() => building.delete(buildKey));
      building.set(buildKey, job);
      return job;
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}
