import { catalogMessages, categoryNamed, shellMessages, type ProductListFilters } from '@bazaar/domain';

/** 'home & kitchen' → 'Home & Kitchen': stored values stay as they are, labels are title-cased. */
export function titleCase(value: string): string {
  return value.replace(
    /(^|[\s-])(\p{L})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

/**
 * A list's heading: a search names what was typed; a category is named as its tile on / names it, even when
 * the URL has only the start of it (`home` lists Home & Kitchen); text that names no single category reads
 * as typed.
 */
export function listHeading(filters: ProductListFilters): string {
  if (filters.q) return catalogMessages.resultsFor(filters.q);
  if (filters.category) return titleCase(categoryNamed(filters.category) ?? filters.category);
  return catalogMessages.listTitle;
}

/** A list's page name, as its tab title says it ('…  | Bazaar'): the search text, or the heading. */
export function listPageName(filters: ProductListFilters): string {
  return filters.q ? shellMessages.meta.searchTitle(filters.q) : listHeading(filters);
}
