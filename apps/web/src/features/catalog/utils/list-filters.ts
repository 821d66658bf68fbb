import { categoryNamed, productListMessages, shellMessages, type ProductListFilters } from '@bazaar/domain';
import { titleCase } from './title-case';

/**
 * A list's heading: a search names what was typed; a category is named as its tile on / names it, even when
 * the URL has only the start of it (`home` lists Home & Kitchen); text that names no single category reads
 * as typed.
 */
export function listHeading(filters: ProductListFilters): string {
  if (filters.q) return productListMessages.resultsFor(filters.q);
  if (filters.category) return titleCase(categoryNamed(filters.category) ?? filters.category);
  return productListMessages.listTitle;
}

/** A list's page name, as its tab title says it ('…  | Bazaar'): the search text, or the heading. */
export function listPageName(filters: ProductListFilters): string {
  return filters.q ? shellMessages.meta.searchTitle(filters.q) : listHeading(filters);
}
