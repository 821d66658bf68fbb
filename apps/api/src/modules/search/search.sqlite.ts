import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { backgroundTurn } from '../../platform/background.js';
import { createJobSlots } from '../../platform/job-slots.js';
import {
  allOf,
  distinctNames,
  orderBy,
  requiredSets,
  spelledOut,
  type SearchAdapter,
  type TermMatch,
  type TextMatch,
  type WordMatch,
} from './search.adapter.js';

/**
 * FTS5 query syntax; every term is quoted (and holds only letters and digits anyway). `nameOnly`: every phrase
 * must be in the name (the candidates a relevance page ranks first, see RANKED_MATCHES). `spelled`: a spelled
 * prefix (TermMatch.spelled) is written as its terms instead, the same matches: FTS5 merges every term of a prefix
 * into one list before returning any, while it streams named terms in rowid order and stops at a LIMIT
 * ("kitchen", the newest 250 matches: 0.62 -> 0.12 ms). Not for bm25, which scores each phrase as written.
 */
function ftsQuery(match: TextMatch, nameOnly = false, spelled = false): string {
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const phrase = ({ terms, prefix, titleOnly }: TermMatch) => {
    const column = nameOnly ? '{name} : ' : titleOnly ? '{name brand tags} : ' : '';
    return `${column}${quote(terms.join(' '))}${prefix ? '*' : ''}`;
  };
  const anyOf = (phrases: TermMatch[]) => (spelled ? spelledOut(phrases) : phrases).map(phrase).join(' OR ');
  const word = ({ alternatives, excluded = [] }: WordMatch) => {
    const any = `(${anyOf(alternatives)})`;
    return excluded.length === 0 ? any : `(${any} NOT (${anyOf(excluded)}))`;
  };
  return requiredSets(match)
    .map((set) => `(${set.map(word).join(' AND ')})`)
    .join(' OR ');
}

/**
 * The matches of a text under the conditions. `cross join` keeps the full-text index first: left to choose,
 * SQLite may walk a page index (a price bound) and ask the index once per product, which took a minute for
 * one count on 100,000 products. `spelled` (see ftsQuery): for statements that do not score with bm25.
 */
const matchedRows = (match: TextMatch, where: RawBuilder<unknown>[], spelled = false) => sql`"productsFts" f
  cross join "productSearchRows" p on p."key" = f.rowid
  where "productsFts" match ${ftsQuery(match, false, spelled)} and ${allOf(where)}`;

// bm25 weights per column: name, brand, category words, description (issue 7: name above brand above description).
const rank = sql`bm25("productsFts", 10.0, 5.0, 2.0, 1.0)`;

/**
 * A relevance page scores with bm25 only the newest RANKED_MATCHES matches and the newest RANKED_MATCHES
 * matching in the name (newest by index key, under the page's conditions); the other matches follow, newest
 * first. bm25 reads each scored row's column sizes, and scoring every match of a common word ("cotton": 7,000 of
 * 100,000 products) cost more than finding them; a name match, the best kind, is never crowded out by newer
 * matches elsewhere (decision 0020).
 */
export const RANKED_MATCHES = 250;

/** The index keys of the newest RANKED_MATCHES products matching `query` under the conditions. */
const newestMatches = (query: string, where: RawBuilder<unknown>[]) => sql`
  select f.rowid from "productsFts" f cross join "productSearchRows" p on p."key" = f.rowid
  where "productsFts" match ${query} and ${allOf(where)} order by f.rowid desc limit ${RANKED_MATCHES}`;

/** bm25 for the rows a relevance page ranks (see RANKED_MATCHES), 1 (after every score) for the others. */
const boundedRank = (match: TextMatch, where: RawBuilder<unknown>[]) => sql`case
  when f.rowid >= coalesce((select min(rowid) from (${newestMatches(ftsQuery(match), where)})), 0)
    or f.rowid in (${newestMatches(ftsQuery(match, true), where)})
  then ${rank} else 1 end`;

/**
 * A relevance page within the first RANKED_MATCHES: the ranked rows are at least RANKED_MATCHES (or every
 * match) and come before every other, so the page is theirs alone: only the matches from the oldest of them on
 * are read (a common word's page read every match before: half its time), and of those only the ranked rows
 * are joined, scored and sorted (`+` keeps the rowid test a filter on the scan: as a constraint, SQLite would
 * run the full-text query once per ranked row). Scored with the phrases as written, which bm25 reads.
 */
const rankedPage = (match: TextMatch, where: RawBuilder<unknown>[], offset: number, limit: number) => sql<{
  id: string;
}>`
  with ranked as materialized (
    select rowid from (${newestMatches(ftsQuery(match, false, true), where)})
    union select rowid from (${newestMatches(ftsQuery(match, true, true), where)}))
  select p.id from ${matchedRows(match, where)} and f.rowid >= (select min(rowid) from ranked)
    and +f.rowid in ranked
  order by ${rank}, p."createdAt" desc, p.id asc
  limit ${limit} offset ${offset}`;

/**
 * From how many matches a page sorted by price, date or rating walks the order's page index (as a category
 * page does), keeping the rows among the matches, instead of joining every match and sorting them: the
 * walk stops at the page, and for a common word it did half the work ("kitchen", 10,400 matches: 4.2 -> 2.2 ms
 * in process), while for a rare one ("leather", 650) it walked far to find a page (0.4 -> 1.9 ms).
 */
export const WALKED_MATCHES = 2_500;

/**
 * How many matches a statement reads of a match list (matchedColumns) among many requests (a `busy` turn). better-sqlite3
 * is synchronous: the read thread answers nothing else while a statement runs, and reading "kitchen"'s 10,393
 * matches with their bm25 in one took 25 ms of CPU; in chunks of 2,000, 34 ms, none over 6.5 ms (each statement
 * merges the prefix's terms again), and the reads waiting go between them. "cotton", 7,154 matches: 16 ms, or 18
 * in chunks of at most 5.
 */
export const MATCH_CHUNK = 2_000;

/**
 * The same while no request is under way, or a few after the longest wait: a request that comes meanwhile waits for
 * the statement in progress, so they are shorter ("kitchen" in chunks of 500: 2-5 ms each, 64-78 ms in all, against
 * 6-14 ms and 35-71 ms in chunks of 2,000, on a slower day; bench/results.md, session 18). A chunk of 2,000 after
 * the longest wait, one request at a time, held that request 14.6 ms (session 19).
 */
export const IDLE_MATCH_CHUNK = 500;

/**
 * The rows of `query` (over `f`, given a condition on its key), newest first by key, a chunk a statement, each
 * in a background turn (platform/background.ts: after the reads under way, the one that asked for the list
 * first); null beyond `max`.
 */
async function newestFirstInChunks<Row extends { key: number }>(
  db: Db,
  max: number,
  query: (before: RawBuilder<unknown>) => RawBuilder<Row>,
): Promise<Row[] | null> {
  const rows: Row[] = [];
  for (let before = sql`1 = 1`; ;) {
    const size = (await backgroundTurn()) === 'busy' ? MATCH_CHUNK : IDLE_MATCH_CHUNK;
    const { rows: chunk } = await sql<Row>`
      ${query(before)} order by f.rowid desc limit ${size}`.execute(db);
    for (const row of chunk) rows.push(row);
    if (rows.length > max) return null;
    const last = chunk.at(-1);
    if (chunk.length < size || last === undefined) return rows;
    before = sql`f.rowid < ${last.key}`;
  }
}

/**
 * How many match lists a read thread holds waiting to be read, beyond the one it reads: a text asked while as many
 * wait has none read for it under this catalogue version (its pages come from the page queries).
 */
export const LISTS_WAITING_MAX = 20;

/**
 * The thread's match lists, read one after the other. Read side by side, each took its background turns among the
 * requests under load: five lists of one thread ran a chunk each in a row, 50-100 ms that the requests queued
 * behind them waited (the long tail's slowest 1 %, bench/results.md, session 19); one after the other, a request
 * waits for one chunk at most, and each list is whole, and of use, sooner.
 */
const listReads = createJobSlots(1);

// The conditions and orders name products' columns on `p`; here `p` is productSearchRows, the narrow copy of
// those columns (see the 0002-search migration), so only the page's own products rows are ever read.
export const sqliteSearch: SearchAdapter = {
  async termsStartingWith(db, prefix, limit) {
    const { rows } = await sql<{ term: string }>`
      select term from "productsFtsVocab" where term >= ${prefix} and term < ${`${prefix}\u{10FFFF}`}
      order by term limit ${limit}`.execute(db);
    return rows.map((row) => row.term);
  },

  async knownTerms(db, candidates) {
    if (candidates.length === 0) return [];
    // One join from a JSON list: far cheaper than an IN list, which the vocabulary table answers term by term.
    const { rows } = await sql<{ term: string }>`
      select v.term from json_each(${JSON.stringify(candidates)}) c
      join "productsFtsVocab" v on v.term = c.value`.execute(db);
    return rows.map((row) => row.term);
  },

  async findPage(db, match, { where, order, offset, limit, matches }) {
    if (match === null) {
      const { rows } = await sql<{ id: string }>`
        select p.id from "productSearchRows" p where ${allOf(where)}
        order by ${orderBy(order)} limit ${limit} offset ${offset}`.execute(db);
      return rows.map((row) => row.id);
    }
    if (order === 'relevance' && offset + limit <= RANKED_MATCHES) {
      const { rows } = await rankedPage(match, where, offset, limit).execute(db);
      return rows.map((row) => row.id);
    }
    if (order !== 'relevance' && matches !== undefined && matches >= WALKED_MATCHES) {
      const { rows } = await sql<{ id: string }>`
        select p.id from "productSearchRows" p
        where +p."key" in (
          select rowid from "productsFts" where "productsFts" match ${ftsQuery(match, false, true)})
          and ${allOf(where)}
        order by ${orderBy(order)} limit ${limit} offset ${offset}`.execute(db);
      return rows.map((row) => row.id);
    }
    const ordering =
      order === 'relevance'
        ? sql`${boundedRank(match, where)}, p."createdAt" desc, p.id asc`
        : orderBy(order);
    const { rows } = await sql<{ id: string }>`
      select p.id from ${matchedRows(match, where)} order by ${ordering} limit ${limit} offset ${offset}`.execute(
      db,
    );
    return rows.map((row) => row.id);
  },

  // Every match with its sort keys, its bm25 (negated: higher first) and index key, and the name matches' keys
  // and prices, so that MatchList works out which matches boundedRank ranks under any price bound. bm25 of a row
  // reads the row and the whole index's statistics only, not which other rows are scored, so it is the score a
  // page query gives it. Read in chunks (MATCH_CHUNK), one list after the other in a thread (listReads); none while
  // LISTS_WAITING_MAX wait.
  matchedColumns: async (db, match, where, max) =>
    listReads.waiting() >= LISTS_WAITING_MAX
      ? null
      : listReads(async () => {
          const rows = await newestFirstInChunks(
            db,
            max,
            (before) =>
              sql<{
                id: string;
                price: number;
                createdAt: string;
                rating: number;
                raters: number;
                key: number;
                score: number;
              }>`
        select p.id, p."sellingPrice" as price, p."createdAt" as "createdAt",
          (case when "ratingCount" = 0 then 0 else "ratingTotal" * 1.0 / "ratingCount" end) as rating,
          p."ratingCount" as raters, f.rowid as key, ${rank} as score
        from ${matchedRows(match, [...where, before])}`,
          );
          if (rows === null) return null;
          const nameQuery = ftsQuery(match, true, true);
          const named = await newestFirstInChunks(
            db,
            max,
            (before) =>
              sql<{ key: number; price: number }>`
        select f.rowid as key, p."sellingPrice" as price
        from "productsFts" f cross join "productSearchRows" p on p."key" = f.rowid
        where "productsFts" match ${nameQuery} and ${allOf([...where, before])}`,
          );
          if (named === null) return null;
          return {
            ids: rows.map((row) => row.id),
            prices: Float64Array.from(rows, (row) => row.price),
            createdAt: rows.map((row) => row.createdAt),
            ratings: Float64Array.from(rows, (row) => row.rating),
            raters: Float64Array.from(rows, (row) => row.raters),
            scores: Float64Array.from(rows, (row) => -row.score),
            ranking: {
              ranked: RANKED_MATCHES,
              keys: Float64Array.from(rows, (row) => row.key),
              nameKeys: Float64Array.from(named, (row) => row.key),
              namePrices: Float64Array.from(named, (row) => row.price),
            },
          };
        }),

  visibleMatchCount: (match) =>
    sql`select count(*) as total from "productsFts" where "productsFts" match ${ftsQuery(match, false, true)}`,

  matchedFrom(match, where) {
    // counts, facets and price lists: nothing scored
    return match === null
      ? sql`"productSearchRows" p where ${allOf(where)}`
      : matchedRows(match, where, true);
  },

  async ascendingPrices(db, from) {
    const { rows } = await sql<{
      price: number;
    }>`select p."sellingPrice" as price from ${from} order by 1`.execute(db);
    return Float64Array.from(rows, (row) => Number(row.price));
  },

  stock: () => sql`p.stock`,

  async compact(db) {
    // Bulk writes leave the index in many segments, and every term lookup visits each of them.
    await sql`insert into "productsFts"("productsFts") values ('optimize')`.execute(db);
  },

  async suggestProducts(db, match, where, limit) {
    // Rank only the first few hundred matches: a two-letter prefix matches much of a large catalogue, and
    // suggestions are asked for on every keystroke.
    const { rows } = await sql<{ id: string; name: string }>`
      select p.id, p.name from (
        select rowid, ${rank} as score from "productsFts" where "productsFts" match ${ftsQuery(match)} limit 400
      ) f
      join "productSearchRows" r on r."key" = f.rowid
      join products p on p.id = r.id
      where ${allOf(where)}
      order by f.score, p.name limit ${limit * 4}`.execute(db);
    return distinctNames(rows, limit);
  },
};
