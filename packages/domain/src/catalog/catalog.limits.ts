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

/**
 * issue 19: the product list's facet bands. Price bands in rupees, each from `min` (inclusive) to `max`
 * (exclusive; the last has none); rating bands "4★ & up"; discount bands "10 % off or more".
 */
export const PRICE_BANDS: readonly { readonly min: number; readonly max?: number }[] = [
  { min: 0, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 5000 },
  { min: 5000, max: 20000 },
  { min: 20000 },
];
export const RATING_BANDS = [4, 3] as const;
export const DISCOUNT_BANDS = [10, 25, 50] as const;
/** The `minDiscount` filter's range, in percent. */
export const MIN_DISCOUNT_MAX = 90;
/** A brand's length, trimmed (a seller's free text; the filter's values). */
export const BRAND_TEXT_MIN = 2;
export const BRAND_TEXT_MAX = 40;
/** How many brands the seller's brand field suggests at once. */
export const BRAND_SUGGESTIONS_MAX = 10;
/** How many brands one filter may name. */
export const BRAND_FILTER_MAX = 20;
/** Only this much of a search text is read; a longer one is cut, not refused. */
export const SEARCH_TEXT_MAX = 200;
/** The longest category a product list is asked for (get-all-products' `searchCategory`). */
export const CATEGORY_TEXT_MAX = 100;

/**
 * The cap on `page` for the product list: far past any catalogue a shopper pages through (10,000 pages of 24 is
 * 240,000 products); a larger number is refused rather than read as an offset into every match.
 */
// Here, not beside the schemas, so the web's list pages read it without zod.
export const PRODUCT_PAGE_MAX = 10_000;

/** issue 20: how many variants one product may have. */
export const VARIANTS_MAX = 100;
/** issue 20: a variant's SKU, trimmed. */
export const SKU_MAX_LENGTH = 64;
/** issue 20: one option value ('XL', 'Navy blue', '256 GB'), trimmed. */
export const OPTION_VALUE_MAX_LENGTH = 40;
/** issue 21: the product page's quantity picker offers up to this many (and never more than the stock). */
export const BUY_QUANTITY_MAX = 10;
