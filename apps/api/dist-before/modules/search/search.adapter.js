import { mergeBrandSpellings, sameBrand } from '@bazaar/domain';
import { sql } from 'kysely';
/**
 * The sets of words a product must match all of, any set sufficing: one set, or each set leaving one word out
 * (never a set holding a word that can match nothing).
 */
export function requiredSets(match) {
    const { words, required } = match;
    const sets = required >= words.length ? [words] : words.map((_, left) => words.filter((__, index) => index !== left));
    return sets.filter((set) => set.every((word) => word.alternatives.length > 0));
}
/** The first product of each name, at most `limit`. */
export function distinctNames(rows, limit) {
    const seen = new Set();
    return rows.filter((row) => !seen.has(row.name) && seen.add(row.name)).slice(0, limit);
}
export const allOf = (conditions) => conditions.length === 0 ? sql `1 = 1` : sql.join(conditions, sql ` and `);
/** The non-relevance orders, portable; relevance is the adapter's own rank, then newest. */
export function orderBy(order) {
    switch (order) {
        case 'price-asc':
            return sql `p."sellingPrice" asc, p.id asc`;
        case 'price-desc':
            return sql `p."sellingPrice" desc, p.id asc`;
        case 'rating':
            // word for word the expression of the 0007-catalogue-rating-order index
            return sql `(case when "ratingCount" = 0 then 0 else "ratingTotal" * 1.0 / "ratingCount" end) desc, p."ratingCount" desc, p.id asc`;
        default:
            return sql `p."createdAt" desc, p.id asc`;
    }
}
/** How many brands the facets list, most products first. */
export const FACET_BRANDS_MAX = 30;
/** The FACET_BRANDS_MAX most listed brands, then those the shopper filters on that are not among them. */
export function mostListedAndChosen(listed, chosen) {
    const top = listed.slice(0, FACET_BRANDS_MAX);
    const rest = listed
        .slice(FACET_BRANDS_MAX)
        .filter((entry) => chosen.some((brand) => sameBrand(brand, entry.brand)));
    return [...top, ...rest];
}
/** A product's rounded discount (discountPercent) is at least `percent`: portable, on products aliased `p`. */
export const discountAtLeast = (percent) => percent <= 0
    ? sql `1 = 1`
    : sql `(p."mrpPrice" - p."sellingPrice") * 200 >= ${2 * percent - 1} * p."mrpPrice"`;
/** A product's mean rating is at least `rating` (none before its first rating). */
export const ratingAtLeast = (rating) => sql `(p."ratingCount" > 0 and p."ratingTotal" >= ${rating} * p."ratingCount")`;
/**
 * Runs the two facet queries over `from` (a FROM … WHERE … fragment over `p`, `stock` its stock), portable SQL.
 * Every brand is counted, most listed first (`mostListedAndChosen` picks those the answer shows).
 */
export async function facetQueries(db, from, stock, bands) {
    const count = (condition) => sql `sum(case when ${condition} then 1 else 0 end)`;
    const columns = [
        ...bands.prices.map(({ min, max }) => count(max === undefined
            ? sql `p."sellingPrice" >= ${min}`
            : sql `p."sellingPrice" >= ${min} and p."sellingPrice" < ${max}`)),
        ...bands.ratings.map((rating) => count(ratingAtLeast(rating))),
        ...bands.discounts.map((percent) => count(discountAtLeast(percent))),
        count(sql `${stock} > 0`),
    ];
    const [brands, sums] = await Promise.all([
        // every spelling with its count: one brand whatever its case (issue 19), merged below
        sql `
      select lower(p.brand) as key, p.brand, count(*) as count from ${from}
      group by lower(p.brand), p.brand`.execute(db),
        sql `
      select ${sql.join(columns.map((column, index) => sql `${column} as ${sql.id(`c${index}`)}`))}
      from ${from}`.execute(db),
    ]);
    const row = sums.rows[0] ?? {};
    const values = columns.map((_, index) => Number(row[`c${index}`] ?? 0));
    const take = (n) => values.splice(0, n);
    return {
        brands: mergeBrandSpellings(brands.rows.map((row) => ({ ...row, count: Number(row.count) }))),
        prices: take(bands.prices.length),
        ratings: take(bands.ratings.length),
        discounts: take(bands.discounts.length),
        inStock: take(1)[0] ?? 0,
    };
}
//# sourceMappingURL=search.adapter.js.map