// The product list (docs/product.md §2 /products), apart from the cards' and the product page's texts
// (catalog.messages.ts): the home page's first load carries only those.

/** The product list: its title, sort, filters, facets and pages, and get-all-products' answers to bad filters. */
export const productListMessages = {
  /** issue 19: a search whose typos were corrected, as in 'Showing results for samsung' */
  showingResultsFor: 'Showing results for',
  ratingFilterRange: 'Minimum rating must be a number from 1 to 5',
  /** issue 19: get-all-products' `brand` with no brand in it (`brand=`) */
  brandFilterEmpty: 'Brand must name at least one brand',
  discountFilterRange: 'Minimum discount must be a whole number from 0 to 90',
  listTitle: 'Products',
  resultsFor: (query: string) => `Results for "${query}"`,
  resultCount: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
  sortLabel: 'Sort by',
  sorts: {
    relevance: 'Relevance',
    newest: 'Newest first',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
    rating: 'Top rated',
  },
  filters: 'Filters',
  minPrice: 'Min ₹',
  maxPrice: 'Max ₹',
  onlyInStock: 'In stock only',
  /** the filters form, and get-all-products' answer to such a range */
  priceRangeInverted: 'Minimum price must not be more than the maximum price',
  applyFilters: 'Apply',
  /** the sort's button, shown where the page runs without scripts */
  applySort: 'Sort',
  clearFilters: 'Clear filters',
  loadMore: 'Load more',
  /** a list opened at a later page (`?page=`) links back to the one before */
  previousPage: 'Previous page',
  loadingMore: 'Loading more...',
  allLoaded: "You've seen everything",
  /** issue 19: the filter panel (a sheet on phones), each choice with how many products it leaves */
  facets: {
    panel: 'Narrow the list',
    open: 'Filters',
    close: 'Close filters',
    /** the panel's own button where scripts do not run (a choice applies at once where they do) */
    apply: 'Apply filters',
    showProducts: (count: number) => `Show ${count} ${count === 1 ? 'product' : 'products'}`,
    brand: 'Brand',
    price: 'Price',
    rating: 'Customer rating',
    discount: 'Discount',
    /** issue 19 part 3: the in-stock choice, with how many are in stock */
    availability: 'Availability',
    any: 'Any',
    ratingAtLeast: (rating: number) => `${rating}★ & up`,
    discountAtLeast: (percent: number) => `${percent}% off or more`,
    priceBand: (min: number, max?: number) =>
      max === undefined
        ? `Over ₹${min.toLocaleString('en-IN')}`
        : `₹${min.toLocaleString('en-IN')} – ₹${max.toLocaleString('en-IN')}`,
    count: (count: number) => `(${count})`,
  },
} as const;
