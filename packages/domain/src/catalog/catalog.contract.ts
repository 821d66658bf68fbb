// The catalogue calls of docs/product.md §7 (Catalogue) and issue 7 (best sellers, suggestions).
// Prices on the wire are rupees (numbers); inside Bazaar they are paise.
import { z } from 'zod';
import { RupeesSchema } from '../shared/common.js';
import { endpoint, ErrorBodySchema, roleFailures, TooManyRequestsSchema } from '../shared/contract.js';
import {
  AddProductSchema,
  BrandSuggestQuerySchema,
  ProductSearchQuerySchema,
  RelatedProductsQuerySchema,
} from './catalog.schemas.js';

/** issue 20: a variant's options as the API sends them (only those it has). */
export const VariantOptionsReplySchema = z.object({
  size: z.string().optional(),
  colour: z.string().optional(),
  storage: z.string().optional(),
});

/** issue 20: one variant of a product, as the product page and the seller's screens show it. */
export const ProductVariantSchema = z.object({
  id: z.string(),
  sku: z.string(),
  options: VariantOptionsReplySchema,
  stock: z.number().int(),
  mrpPrice: RupeesSchema,
  sellingPrice: RupeesSchema,
  /** its own image URL, or null to show the product's photos */
  image: z.string().nullable(),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

/** A product in a list (contract "Catalogue": the card). `image` is the first image URL. */
export const ProductCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  category: z.string(),
  subCategory: z.string(),
  brand: z.string(),
  stock: z.number().int(),
  mrpPrice: RupeesSchema,
  sellingPrice: RupeesSchema,
  /** = sellingPrice */
  price: RupeesSchema,
  /** the mean of the ratings, one decimal, or null before the first review */
  rating: z.number().nullable(),
  ratingNumber: z.number().int(),
  /** only with a valid bearer token */
  isAddedToWishlist: z.boolean().optional(),
  /**
   * issue 20: the product comes in variants: its prices are its lowest-priced variant's (shown "from ₹…") and
   * its stock the sum of theirs (in stock while any variant is). Absent or false: sold as one.
   */
  hasVariants: z.boolean().optional(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

/** issue 19: how many products each filter choice leaves, for the same search text and category. */
export const ProductFacetsSchema = z.object({
  /** the 30 brands most listed, most products first, then any brand filtered on that is not among them */
  brands: z.array(z.object({ brand: z.string(), count: z.number().int() })),
  /** PRICE_BANDS in rupees: from min (inclusive) to max (exclusive; none on the last) */
  prices: z.array(z.object({ min: RupeesSchema, max: RupeesSchema.optional(), count: z.number().int() })),
  /** RATING_BANDS: a mean rating of minRating or more */
  ratings: z.array(z.object({ minRating: z.number(), count: z.number().int() })),
  /** DISCOUNT_BANDS: minDiscount percent off the MRP or more */
  discounts: z.array(z.object({ minDiscount: z.number().int(), count: z.number().int() })),
  inStock: z.number().int(),
});
export type ProductFacets = z.infer<typeof ProductFacetsSchema>;

/** A review as the product page shows it. */
export const ProductReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  message: z.string(),
  userName: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
  /** the reviewer received this product in an order */
  verifiedPurchase: z.boolean().optional(),
});
export type ProductReview = z.infer<typeof ProductReviewSchema>;

/** issue 21: how many reviews gave each star, 5★ first (always five rows). */
export const RatingBreakdownSchema = z.array(z.object({ rating: z.number().int(), count: z.number().int() }));
export type RatingBreakdown = z.infer<typeof RatingBreakdownSchema>;

/** GET /api/product/{id}: the product page. */
export const ProductDetailSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.array(z.string()),
  category: z.string(),
  subCategory: z.string(),
  brand: z.string(),
  stock: z.number().int(),
  mrpPrice: RupeesSchema,
  sellingPrice: RupeesSchema,
  price: RupeesSchema,
  rating: z.number().nullable(),
  ratingNumber: z.number().int(),
  sellerId: z.string(),
  review: z.array(ProductReviewSchema),
  /** issue 21: the count of each star among `review` */
  ratingBreakdown: RatingBreakdownSchema,
  /** with a valid bearer token: whether the viewer saved it */
  isAddedToWishlist: z.boolean().optional(),
  /**
   * issue 20: its variants, in the seller's order (empty or absent: sold as one). With variants, the product's
   * prices are the lowest-priced variant's and its stock the sum of theirs; a purchase names one variant.
   */
  variants: z.array(ProductVariantSchema).optional(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** The product add-product answers with (also the seller's view of one product). */
export const CreatedProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  brand: z.string(),
  category: z.string(),
  /** '' for a category without subcategories (`others`) */
  subCategory: z.string(),
  image: z.array(z.string()),
  stock: z.number().int(),
  mrpPrice: RupeesSchema,
  sellingPrice: RupeesSchema,
  price: RupeesSchema,
  isHide: z.boolean(),
  isDraft: z.boolean(),
  sellerId: z.string(),
  /** issue 20: its variants (empty or absent: sold as one); prices and stock then follow them */
  variants: z.array(ProductVariantSchema).optional(),
});
export type CreatedProduct = z.infer<typeof CreatedProductSchema>;

export const ProductIdParamsSchema = z.object({ id: z.string() });

const SuggestQuerySchema = z.object({
  q: z.preprocess((value) => (value === undefined ? '' : value), z.string().trim().max(100)),
});

export const SuggestionSchema = z.object({
  kind: z.enum(['product', 'category']),
  /** what the search box shows and searches for */
  text: z.string(),
  /** the product's id (kind product) */
  id: z.string().optional(),
  /** the category or subcategory value (kind category) */
  category: z.string().optional(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

/** A brand as shoppers find it listed: its most used spelling and how many visible products carry it. */
export const ListedBrandSchema = z.object({ brand: z.string(), count: z.number().int() });
export type ListedBrand = z.infer<typeof ListedBrandSchema>;

export const catalogContract = {
  getAllProducts: endpoint({
    method: 'GET',
    path: '/api/product/get-all-products',
    summary: 'Search and list visible products (cards); with a valid token each card tells isAddedToWishlist',
    access: 'public',
    query: ProductSearchQuerySchema,
    responses: {
      200: z.object({
        products: z.array(ProductCardSchema),
        total: z.number().int().optional(),
        /** issue 19: the words searched for instead, when the typed ones had typos ("samsng" → "samsung") */
        correctedQuery: z.string().optional(),
        /** with `facets=true` */
        facets: ProductFacetsSchema.optional(),
      }),
      400: ErrorBodySchema,
    },
  }),
  getRelatedProducts: endpoint({
    method: 'GET',
    path: '/api/product/get-related-product',
    summary: 'Up to 5 visible products of the same category, never the product itself',
    access: 'public',
    query: RelatedProductsQuerySchema,
    responses: { 200: z.object({ product: z.array(ProductCardSchema) }), 400: ErrorBodySchema },
  }),
  bestSellers: endpoint({
    method: 'GET',
    path: '/api/product/best-sellers',
    summary: 'The ten products with the most units ordered (top rated while there are no orders)',
    access: 'public',
    responses: { 200: z.object({ products: z.array(ProductCardSchema) }) },
  }),
  suggest: endpoint({
    method: 'GET',
    path: '/api/product/suggest',
    summary: 'Up to 8 product names and categories for what the shopper is typing',
    access: 'public',
    query: SuggestQuerySchema,
    responses: { 200: z.object({ suggestions: z.array(SuggestionSchema) }), 400: ErrorBodySchema },
  }),
  brands: endpoint({
    method: 'GET',
    path: '/api/product/brands',
    summary:
      'Up to 10 brands starting with q (or a word of them starting with q), whatever the case, most listed first; ' +
      "then the spec's brands not yet listed (count 0)",
    access: 'public',
    query: BrandSuggestQuerySchema,
    responses: { 200: z.object({ brands: z.array(ListedBrandSchema) }), 400: ErrorBodySchema },
  }),
  getProduct: endpoint({
    method: 'GET',
    path: '/api/product/:id',
    summary: 'One visible product with its reviews',
    access: 'public',
    params: ProductIdParamsSchema,
    responses: { 200: z.object({ product: ProductDetailSchema }), 404: ErrorBodySchema },
  }),
  addProduct: endpoint({
    method: 'POST',
    path: '/api/product/add-product',
    summary: 'A seller lists a product (prices in rupees; images uploaded first to /api/media/upload)',
    access: 'seller',
    body: AddProductSchema,
    responses: {
      201: z.object({ message: z.string(), product: CreatedProductSchema }),
      400: ErrorBodySchema,
      ...roleFailures,
      429: TooManyRequestsSchema,
    },
  }),
} as const;
