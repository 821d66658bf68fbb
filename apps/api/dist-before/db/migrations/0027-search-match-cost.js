import { sql, SqliteAdapter } from 'kysely';
// PostgreSQL: what testing one document against a search (`tsvector @@ tsquery`, function ts_match_vq) costs the
// planner. Priced as one operator (cost 1), testing all 100,000 documents looked cheaper than fetching a common
// word's matches through the GIN index ("kitchen", 10,400 matches; "home", 17,700), and the planner read the
// whole table, 3–4 times slower (decision 0020). At cost 100 it takes the index unless most of the catalogue
// matches. The setting belongs to this database (pg_proc is per database) and only searches use `@@`.
// Changing a built-in function takes its owner (a superuser); a database user without that right keeps the
// default and this migration changes nothing, as it does when another connection changes it at the same time.
const SEARCH_MATCH_COST = 100;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
async function setCost(db, cost) {
    if (db.getExecutor().adapter instanceof SqliteAdapter)
        return;
    await sql `do $$
    begin
      if (select procost from pg_proc where oid = 'pg_catalog.ts_match_vq(tsvector, tsquery)'::regprocedure) <> ${sql.lit(cost)} then
        alter function pg_catalog.ts_match_vq(tsvector, tsquery) cost ${sql.lit(cost)};
      end if;
    exception when others then
      raise notice 'ts_match_vq keeps its cost: %', sqlerrm;
    end
  $$`.execute(db);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see setCost
export async function up(db) {
    await setCost(db, SEARCH_MATCH_COST);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see setCost
export async function down(db) {
    await setCost(db, 1);
}
//# sourceMappingURL=0027-search-match-cost.js.map