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
import { sql } from 'kysely';
/** The staleness bound of best sellers (see the head of this file). */
export const BEST_SELLERS_MAX_AGE_MS = 10_000;
export async function catalogueVersion(db) {
    const row = await db
        .selectFrom('catalogueVersion')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirst();
    return Number(row?.version ?? 0);
}
/**
 * Reads snapshots. On SQLite the statements are prepared once on the connection (microseconds a read, no
 * promise); on PostgreSQL the version, the stocks and the newest order come in one query over the pool.
 */
export function snapshotReader(db, sqlite) {
    if (!sqlite) {
        return async (ids, orders) => {
            const { rows } = await sql `
        select v.version, p.id, p.stock,
          ${orders ? sql `(select max(o."createdAt") from orders o)` : sql `null`} as newest
        from "catalogueVersion" v left join products p on p.id = any(${[...ids]}::text[])
        where v.id = 1`.execute(db);
            const stock = new Map();
            for (const row of rows)
                if (row.id !== null)
                    stock.set(row.id, Number(row.stock));
            return { version: Number(rows[0]?.version ?? 0), stock, newestOrder: rows[0]?.newest ?? null };
        };
    }
    // Prepared on first use: the tables exist only once the migrations have run.
    let statements;
    return (ids, orders) => {
        statements ??= {
            version: sqlite.prepare('select version from "catalogueVersion" where id = 1').pluck(),
            stock: sqlite
                .prepare('select id, stock from products where id in (select value from json_each(?))')
                .raw(),
            newest: sqlite.prepare('select max("createdAt") from orders').pluck(),
        };
        return {
            version: Number(statements.version.get() ?? 0),
            stock: new Map(ids.length === 0 ? [] : statements.stock.all(JSON.stringify(ids))),
            newestOrder: orders ? (statements.newest.get() ?? null) : null,
        };
    };
}
/** The entry with each shown product's `stock` set to `current`, wherever in the answer its object sits. */
function restocked(entry, current) {
    const rewrite = (value) => {
        if (Array.isArray(value))
            return value.map(rewrite);
        if (value === null || typeof value !== 'object')
            return value;
        const object = value;
        const stock = typeof object.id === 'string' ? current.get(object.id) : undefined;
        const copy = Object.fromEntries(Object.entries(object).map(([name, inner]) => [name, rewrite(inner)]));
        if (stock !== undefined && typeof object.stock === 'number')
            copy.stock = stock;
        return copy;
    };
    const body = Buffer.from(JSON.stringify(rewrite(JSON.parse(entry.body.toString()))));
    return {
        ...entry,
        body,
        etag: etagOf(body),
        stock: entry.stock.map(({ id }) => ({ id, stock: current.get(id) })),
    };
}
const etagOf = (body) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;
export function createCatalogCache(read, options = {}) {
    const maxEntries = options.maxEntries ?? 2_000;
    const maxBytes = options.maxBytes ?? 16 * 2 ** 20;
    const ordersMaxAgeMs = options.ordersMaxAgeMs ?? BEST_SELLERS_MAX_AGE_MS;
    const now = options.now ?? Date.now;
    let version = -1;
    let bytes = 0;
    const counts = { hits: 0, misses: 0, restocked: 0, stale: 0, cleared: 0 };
    // A Map keeps insertion order: re-inserting on each hit makes the first key the least recently used.
    const entries = new Map();
    const building = new Map();
    // Request URL -> key in `entries`: spellings of one query share its entry, and go when it goes.
    const urls = new Map();
    const remember = (url, key) => {
        if (url === undefined || urls.get(url) === key)
            return;
        urls.set(url, key);
        if (urls.size > maxEntries)
            urls.delete(urls.keys().next().value);
    };
    const drop = (key, entry) => {
        entries.delete(key);
        bytes -= entry.body.length;
    };
    /** Takes the version seen; true when every answer held was built under it. */
    const settle = (seen) => {
        if (seen === version)
            return true;
        if (version !== -1)
            counts.cleared++;
        entries.clear();
        urls.clear();
        bytes = 0;
        version = seen;
        return false;
    };
    /** 'holds', 'restock' (only stocks moved: rewrite them in place), or 'drop'. */
    const verdict = (entry, snapshot) => {
        if (entry.newestOrder !== undefined &&
            (entry.newestOrder !== snapshot.newestOrder || now() - entry.builtAt >= ordersMaxAgeMs))
            return 'drop';
        let moved = false;
        for (const card of entry.stock) {
            const stock = snapshot.stock.get(card.id);
            if (stock === undefined)
                return 'drop';
            if (stock !== card.stock)
                moved = true;
        }
        if (moved && entry.variants)
            return 'drop';
        return moved ? 'restock' : 'holds';
    };
    /** The entry under `key` if it still holds (dropped otherwise). */
    const check = (key) => {
        const entry = entries.get(key);
        if (!entry)
            return undefined;
        const decide = (snapshot) => {
            if (!settle(snapshot.version))
                return undefined;
            if (entries.get(key) !== entry)
                return entries.get(key);
            const found = verdict(entry, snapshot);
            if (found === 'drop') {
                counts.stale++;
                drop(key, entry);
                return undefined;
            }
            const served = found === 'restock' ? restocked(entry, snapshot.stock) : entry;
            if (found === 'restock')
                counts.restocked++;
            store(key, served);
            counts.hits++;
            return served;
        };
        const snapshot = read(entry.stock.map((card) => card.id), entry.newestOrder !== undefined);
        return snapshot instanceof Promise ? snapshot.then(decide) : decide(snapshot);
    };
    const store = (key, entry) => {
        const old = entries.get(key);
        if (old)
            bytes -= old.body.length;
        entries.set(key, entry);
        bytes += entry.body.length;
        for (const [oldest, value] of entries) {
            if (entries.size <= maxEntries && bytes <= maxBytes)
                break;
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
            if (running)
                return running;
            counts.misses++;
            const builtAt = now();
            const job = build(before.version)
                .then((value) => {
                const body = Buffer.from(JSON.stringify(value));
                const what = shown(value);
                // Only the bytes are kept (the objects would take several times the memory); a signed-in answer
                // parses them again to lay the viewer's wishlist marks over them.
                const entry = {
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
            if (key === undefined)
                return undefined;
            if (!entries.has(key)) {
                urls.delete(url);
                return undefined;
            }
            return check(key);
        },
        stats: () => ({ ...counts, entries: entries.size, bytes }),
    };
}
//# sourceMappingURL=catalog.cache.js.map