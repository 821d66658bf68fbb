/** docs/product.md §9: product description cut to 250 characters (Read more). */
export const DESCRIPTION_PREVIEW_LENGTH = 250;
/** docs/product.md §9: recently viewed holds at most 5 products. */
export const RECENTLY_VIEWED_MAX = 5;
/** docs/product.md §2: the product grid shows at most 5 columns. */
export const PRODUCT_GRID_MAX_COLUMNS = 5;
/** contract: related products are up to 5. */
export const RELATED_PRODUCTS_MAX = 5;

/**
 * Bazaar's sort orders for the product list (contract: optional `sort`). Here, not beside the schemas, so the
 * web's product list reads them without bringing zod into its chunk.
 */
export const productSorts = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type ProductSort = (typeof productSorts)[number];
