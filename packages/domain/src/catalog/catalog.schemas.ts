// The seller's product form and POST /api/product/add-product, plus the catalogue's query strings.
// Prices on the wire and in forms are RUPEES (numbers or numeric text, e.g. 1299.5): the API converts them
// to integer paise with rupeesToPaise at the edge and stores paise.
import { z } from 'zod';
import {
  findBrand,
  findCategory,
  findSubCategory,
  hasSubCategories,
  isCategory,
  type Category,
  type SubCategory,
} from './catalog.js';
import {
  booleanish,
  idText,
  integerFrom,
  numeric,
  optionalText,
  readNumber,
  requiredText,
  type TextOptions,
  withoutControlCharacters,
} from '../shared/common.js';
import { formMessages, validationMessages } from '../shared/shared.messages.js';
import { productFormMessages, variantMessages } from './catalog.messages.js';
import { productListMessages } from './list.messages.js';
import { optionNamesOf, optionsKey, variantsSummary, type VariantOptions } from './catalog.variants.js';
import {
  BRAND_FILTER_MAX,
  BRAND_TEXT_MAX,
  BRAND_TEXT_MIN,
  CATEGORY_TEXT_MAX,
  MIN_DISCOUNT_MAX,
  PRODUCT_PAGE_MAX,
  productSorts,
  OPTION_VALUE_MAX_LENGTH,
  SEARCH_TEXT_MAX,
  SKU_MAX_LENGTH,
  VARIANTS_MAX,
} from './catalog.limits.js';

const labels = productFormMessages.labels;

/** Bazaar's caps (the spec shows none). */
export const PRICE_MAX_RUPEES = 10_000_000;
export const STOCK_MAX = 1_000_000;
export const PRODUCT_IMAGES_MAX = 10;
const NAME_MAX_LENGTH = 200;
const DESCRIPTION_MAX_LENGTH = 5000;
const URL_MAX_LENGTH = 2048;

function requiredField(label: string, max: number, options: TextOptions = {}) {
  return requiredText(
    formMessages.required(label),
    { length: max, message: validationMessages.tooLong(label, max) },
    options,
  );
}

function rupees(label: string) {
  return numeric({
    required: formMessages.required(label),
    invalid: validationMessages.notANumber(label),
  }).pipe(
    z
      .number()
      .positive(validationMessages.positive(label))
      .max(PRICE_MAX_RUPEES, validationMessages.atMost(label, PRICE_MAX_RUPEES)),
  );
}

const stockField = () =>
  integerFrom(0, {
    required: formMessages.required(labels.stock),
    invalid: productFormMessages.invalidStock,
  }).pipe(z.number().max(STOCK_MAX, validationMessages.atMost(labels.stock, STOCK_MAX)));

const productShape = {
  name: requiredField(labels.name, NAME_MAX_LENGTH),
  /**
   * issue 19: free text of 2–40 characters, trimmed; one of the spec's list is returned in the list's spelling
   * (`boat` → `Boat`)
   */
  brand: requiredText(formMessages.required(labels.brand))
    .min(BRAND_TEXT_MIN, productFormMessages.brandLength(BRAND_TEXT_MIN, BRAND_TEXT_MAX))
    .max(BRAND_TEXT_MAX, productFormMessages.brandLength(BRAND_TEXT_MIN, BRAND_TEXT_MAX))
    .transform((brand) => findBrand(brand) ?? brand),
  mrpPrice: rupees(labels.mrpPrice),
  sellingPrice: rupees(labels.sellingPrice),
  stock: stockField(),
  description: requiredField(labels.description, DESCRIPTION_MAX_LENGTH, { multiLine: true }),
  /** matched case-insensitively to the spec's list, returned in its spelling */
  category: requiredText(formMessages.required(labels.category)).transform((text, ctx): Category => {
    const category = findCategory(text);
    if (category === undefined) {
      ctx.issues.push({ code: 'custom', message: productFormMessages.unknownCategory, input: text });
      return z.NEVER;
    }
    return category;
  }),
  /** checked against the category below; ignored for `others` */
  subCategory: z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string(productFormMessages.unknownSubCategory)
      .trim()
      .refine(...withoutControlCharacters())
      .optional(),
  ),
};

interface ProductRuleInput {
  readonly category: Category;
  readonly subCategory?: string | undefined;
  readonly mrpPrice: number;
  readonly sellingPrice: number;
}

/**
 * Cross-field rules run even when a field failed, so every message shows at once (the rules guard their
 * inputs); only a body that is not an object at all skips them.
 */
const whenObject = ({ value }: { value: unknown }): boolean => typeof value === 'object' && value !== null;

/** The subcategory must belong to the category (none for `others`); the MRP must not be below the selling price. */
function checkProductRules(product: ProductRuleInput, ctx: z.RefinementCtx): void {
  if (isCategory(product.category) && hasSubCategories(product.category)) {
    const subCategory = product.subCategory ?? '';
    if (subCategory === '') {
      ctx.addIssue({
        code: 'custom',
        message: formMessages.required(labels.subCategory),
        path: ['subCategory'],
      });
    } else if (findSubCategory(product.category, subCategory) === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: productFormMessages.unknownSubCategory,
        path: ['subCategory'],
      });
    }
  }
  // docs/product.md §5: MRP Price must not be less than Selling Price.
  if (
    typeof product.mrpPrice === 'number' &&
    typeof product.sellingPrice === 'number' &&
    product.sellingPrice > product.mrpPrice
  ) {
    ctx.addIssue({ code: 'custom', message: productFormMessages.mrpBelowSelling, path: ['mrpPrice'] });
  }
}

/** The subcategory in the spec's spelling, or null for a category without subcategories (`others`). */
function withSubCategory<T extends ProductRuleInput>(
  product: T,
): Omit<T, 'subCategory'> & { subCategory: SubCategory | null } {
  const subCategory = hasSubCategories(product.category)
    ? (findSubCategory(product.category, product.subCategory ?? '') ?? null)
    : null;
  return { ...product, subCategory };
}

/**
 * The Add New Product form (and the profile panel's upload form): every field required with the generic
 * '<Label> is required!', prices in rupees > 0, stock a whole number ≥ 0, category and subcategory from the
 * spec's list, and 'MRP Price should be greater than Selling Price' when the selling price is above the MRP.
 */
export const ProductFormSchema = z
  .object(productShape)
  .superRefine((product, ctx) => checkProductRules(product, ctx), { when: whenObject })
  .transform(withSubCategory);
export type ProductForm = z.infer<typeof ProductFormSchema>;

/** An image URL: absolute http(s), or a path on this site (`/media/...`). */
const IMAGE_URL = /^(?:https?:\/\/[^\s/?#]+[^\s]*|\/(?!\/)\S*)$/i;

const isImageUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length <= URL_MAX_LENGTH && IMAGE_URL.test(value.trim());

/** The image URLs, each refused by its position ('Image 2 is not a valid URL'), so a 400 names the field. */
const imageUrls = z
  .array(z.unknown(), productFormMessages.invalidImageList)
  .max(PRODUCT_IMAGES_MAX, validationMessages.atMost('Images', PRODUCT_IMAGES_MAX))
  .superRefine((urls, ctx) => {
    urls.forEach((url, index) => {
      if (!isImageUrl(url)) {
        ctx.addIssue({
          code: 'custom',
          message: productFormMessages.invalidImageUrl(index + 1),
          path: [index],
        });
      }
    });
  })
  .transform((urls) => urls.map((url) => String(url).trim()));

// --- issue 20: variants ---

const variantLabels = variantMessages.labels;
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

function optionValue(label: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string(variantMessages.optionValueNotText(label))
      .trim()
      .max(OPTION_VALUE_MAX_LENGTH, validationMessages.tooLong(label, OPTION_VALUE_MAX_LENGTH))
      .refine(...withoutControlCharacters())
      .optional(),
  );
}

/** A variant's options: any of size, colour (`color` is read as it) and storage, at least one; blank = absent. */
export const VariantOptionsSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !('color' in value))
      return value;
    const { color, ...rest } = value as Record<string, unknown>;
    return { colour: color, ...rest };
  },
  z
    .strictObject(
      {
        size: optionValue(variantLabels.size),
        colour: optionValue(variantLabels.colour),
        storage: optionValue(variantLabels.storage),
      },
      {
        error: (issue) =>
          'keys' in issue && Array.isArray(issue.keys)
            ? variantMessages.unknownOptions(issue.keys.join(', '))
            : variantMessages.optionsRequired,
      },
    )
    .transform((options): VariantOptions => {
      const kept: VariantOptions = {};
      for (const name of optionNamesOf(options)) kept[name] = options[name];
      return kept;
    })
    .refine((options) => optionNamesOf(options).length > 0, variantMessages.optionsRequired),
);

/**
 * One variant of add-product and the edit calls: its SKU (letters, digits, `. _ / -`), options, stock, prices in
 * rupees (selling price not above the MRP) and optionally its own image URL. In an edit, `id` names a variant the
 * product has (kept, with its cart lines), and `expectedStock` guards its stock as the product's does.
 */
export const ProductVariantInputSchema = z
  .object(
    {
      id: z.preprocess(blankToUndefined, idText(variantMessages.idNotText).optional()),
      sku: requiredText(variantMessages.skuRequired, {
        length: SKU_MAX_LENGTH,
        message: validationMessages.tooLong(variantLabels.sku, SKU_MAX_LENGTH),
      }).refine((sku) => SKU_PATTERN.test(sku), variantMessages.skuFormat),
      options: VariantOptionsSchema,
      stock: stockField(),
      mrpPrice: rupees(labels.mrpPrice),
      sellingPrice: rupees(labels.sellingPrice),
      image: z.preprocess(
        blankToUndefined,
        z
          .unknown()
          .refine((url) => url === undefined || isImageUrl(url), variantMessages.invalidImage)
          .transform((url) => (url === undefined ? null : String(url).trim())),
      ),
      expectedStock: optionalInteger('Expected stock', 0),
    },
    variantMessages.notAnObject,
  )
  .superRefine((variant, ctx) => {
    if (variant.sellingPrice > variant.mrpPrice) {
      ctx.addIssue({ code: 'custom', message: variantMessages.sellingAboveMrp, path: ['sellingPrice'] });
    }
  });
export type ProductVariantInput = z.infer<typeof ProductVariantInputSchema>;

/**
 * A product's variants (at most VARIANTS_MAX): each checked alone, then against each other (no SKU twice,
 * letter case aside; no two with the same options; all naming the same options, so a shopper picks one value per
 * option). Every message names the variant and its field first: `variants[2].sku: SKU is required`.
 */
export const ProductVariantsSchema = z
  .array(z.unknown(), variantMessages.notAList)
  .max(VARIANTS_MAX, variantMessages.tooMany(VARIANTS_MAX))
  .transform((items, ctx): ProductVariantInput[] => {
    const problem = (index: number, path: PropertyKey[], text: string) =>
      ctx.issues.push({
        code: 'custom',
        input: items[index],
        path: [index, ...path],
        message:
          path.length === 0
            ? `variants[${index}]: ${text}`
            : variantMessages.field(index, path.map(String).join('.'), text),
      });
    const variants: ProductVariantInput[] = [];
    let failed = false;
    items.forEach((item, index) => {
      const result = ProductVariantInputSchema.safeParse(item);
      if (result.success) variants.push(result.data);
      else {
        failed = true;
        for (const issue of result.error.issues) problem(index, issue.path, issue.message);
      }
    });
    if (failed) return z.NEVER;
    const names = optionNamesOf(variants[0]?.options ?? {}).join(',');
    const skus = new Map<string, number>();
    const options = new Map<string, number>();
    const ids = new Map<string, number>();
    variants.forEach((variant, index) => {
      if (optionNamesOf(variant.options).join(',') !== names) {
        problem(index, ['options'], variantMessages.optionNamesDiffer(names.replaceAll(',', ', ')));
      }
      const sku = variant.sku.toLowerCase();
      const skuOf = skus.get(sku);
      if (skuOf === undefined) skus.set(sku, index);
      else problem(index, ['sku'], variantMessages.skuRepeated(variant.sku, skuOf));
      const key = optionsKey(variant.options);
      const optionsOf = options.get(key);
      if (optionsOf === undefined) options.set(key, index);
      else problem(index, ['options'], variantMessages.sameOptions(optionsOf));
      if (variant.id !== undefined) {
        const idOf = ids.get(variant.id);
        if (idOf === undefined) ids.set(variant.id, index);
        else problem(index, ['id'], variantMessages.idRepeated(idOf));
      }
    });
    return variants;
  });

/** `variants` in a body: missing or null is none. */
const variantsField = z.preprocess(
  (value) => (value === null ? undefined : value),
  ProductVariantsSchema.optional(),
);

const hasVariants = (body: unknown): body is { variants: unknown[] } =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as { variants?: unknown }).variants) &&
  (body as { variants: unknown[] }).variants.length > 0;

/**
 * With variants, a product's own prices and stock follow them (its lowest-priced variant's prices, the sum of
 * their stock): whatever was sent for those fields is not read. Placeholders stand in until the variants are
 * checked; withVariantFigures then writes the real figures.
 */
const figuresFromVariants = (body: unknown): unknown =>
  hasVariants(body) ? { ...body, mrpPrice: 1, sellingPrice: 1, stock: 0, expectedStock: undefined } : body;

function withVariantFigures<
  T extends {
    variants?: ProductVariantInput[] | undefined;
    mrpPrice: number;
    sellingPrice: number;
    stock: number;
  },
>(product: T): T {
  const figures = variantsSummary(product.variants ?? []);
  return figures === null ? product : { ...product, ...figures };
}

/**
 * POST /api/product/add-product: the form's fields plus `image` (URLs; one string is read as a list of one;
 * none is allowed) and `isDraft` (default false). `price` may be sent, even as '': it is dropped (the price
 * is the selling price). Whether each URL is served by this Bazaar's media store is for the API to check.
 */
const addProductObject = z.object({
  ...productShape,
  image: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value === null ? undefined : value),
    imageUrls.default([]),
  ),
  isDraft: booleanish(validationMessages.booleanExpected('isDraft')).optional().default(false),
  /** issue 20: none for a product sold as one (as before) */
  variants: variantsField,
});

function checkAddProductRules(product: z.infer<typeof addProductObject>, ctx: z.RefinementCtx): void {
  checkProductRules(product, ctx);
  // A listed product shows at least one photo; a draft may be saved before its photos are uploaded.
  if (product.isDraft === false && Array.isArray(product.image) && product.image.length === 0) {
    ctx.addIssue({ code: 'custom', message: productFormMessages.publishNeedsImage, path: ['image'] });
  }
}

/** issue 20: with `variants`, mrpPrice, sellingPrice and stock may be left out: they follow the variants. */
export const AddProductSchema = z.preprocess(
  figuresFromVariants,
  addProductObject
    .superRefine(checkAddProductRules, { when: whenObject })
    .transform(withSubCategory)
    .transform((product) => withVariantFigures({ ...product, variants: product.variants ?? [] })),
);
export type AddProduct = z.infer<typeof AddProductSchema>;

/**
 * `expectedStock`: the stock the seller saw when the form was filled. With it, a stock left as it was is not
 * written (orders placed meanwhile keep their units), and a changed stock is saved only if the stored stock is
 * still the one seen (409 otherwise, nothing saved).
 */
const expectedStock = () => optionalInteger('Expected stock', 0);

/**
 * PUT /api/seller/product/{id}: the add-product form, with the stock the seller saw (`expectedStock`). issue 20:
 * `variants` sent are the product's variants from now on (`[]` removes them); left out, they stay as they are.
 */
export const EditProductSchema = z.preprocess(
  figuresFromVariants,
  addProductObject
    .extend({ expectedStock: expectedStock() })
    .superRefine(checkAddProductRules, { when: whenObject })
    .transform(withSubCategory)
    .transform(withVariantFigures),
);
export type EditProduct = z.infer<typeof EditProductSchema>;

function optionalNumber(label: string, min: number, max?: number) {
  const number = z.number(validationMessages.notANumber(label)).min(min, validationMessages.notValid(label));
  return z.preprocess(
    readNumber,
    (max === undefined ? number : number.max(max, validationMessages.atMost(label, max))).optional(),
  );
}

function optionalInteger(label: string, min: number, max?: number) {
  const number = z
    .number(validationMessages.wholeNumberFrom(label, min))
    .int(validationMessages.wholeNumberFrom(label, min))
    .min(min, validationMessages.wholeNumberFrom(label, min));
  return z.preprocess(
    readNumber,
    (max === undefined ? number : number.max(max, validationMessages.atMost(label, max))).optional(),
  );
}

/** The cap on `limit` for the product list. */
export const PRODUCT_PAGE_SIZE_MAX = 100;

/**
 * GET /api/product/get-all-products query: `searchQuery` and `searchCategory` (blank = absent; match the
 * category with `categoriesStartingWith`), `activeUserId` ignored, and Bazaar's optional sort, price range
 * (rupees), `inStock`, `page`, `limit`.
 */
export const ProductSearchQuerySchema = z
  .object({
    /** cut, never refused: a pasted paragraph still searches (its first SEARCH_TEXT_MAX characters) */
    searchQuery: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().slice(0, SEARCH_TEXT_MAX) : value),
      optionalText({
        length: SEARCH_TEXT_MAX,
        message: validationMessages.tooLong('Search', SEARCH_TEXT_MAX),
      }),
    ),
    searchCategory: optionalText({
      length: CATEGORY_TEXT_MAX,
      message: validationMessages.tooLong('Category', CATEGORY_TEXT_MAX),
    }),
    /** `price_asc` is read as `price-asc` */
    sort: z.preprocess(
      (value) => (value === '' ? undefined : typeof value === 'string' ? value.replace('_', '-') : value),
      z.enum(productSorts, validationMessages.notValid('Sort')).optional(),
    ),
    minPrice: optionalNumber('Minimum price', 0),
    maxPrice: optionalNumber('Maximum price', 0),
    inStock: z.preprocess(
      (value) => (value === '' ? undefined : value === '1' ? true : value === '0' ? false : value),
      booleanish(validationMessages.booleanExpected('inStock')).optional(),
    ),
    page: optionalInteger('Page', 1, PRODUCT_PAGE_MAX),
    limit: optionalInteger('Limit', 1, PRODUCT_PAGE_SIZE_MAX),
    /**
     * issue 19: one brand or several (`brand=Amul&brand=Nike`, or `brand=Amul,Nike`), matched whatever their case
     * (`levi's` is Levi's); a filter naming no brand (`brand=`, `brand=,`) is refused
     */
    brand: z.preprocess(
      (value) =>
        value === undefined
          ? undefined
          : (Array.isArray(value) ? value : [value])
              .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
              .filter((item) => typeof item !== 'string' || item.trim() !== ''),
      z
        .array(z.string(validationMessages.notValid('Brand')).trim())
        .min(1, productListMessages.brandFilterEmpty)
        .max(BRAND_FILTER_MAX, validationMessages.atMost('Brands', BRAND_FILTER_MAX))
        // one message on the field itself (not on brand.2): a brand is 2–40 characters
        .refine(
          (names) => names.every((name) => name.length >= BRAND_TEXT_MIN && name.length <= BRAND_TEXT_MAX),
          validationMessages.notValid('Brand'),
        )
        .optional(),
    ),
    /** the mean rating at least this, 1–5 (products without ratings are left out) */
    minRating: z.preprocess(
      readNumber,
      z
        .number(productListMessages.ratingFilterRange)
        .min(1, productListMessages.ratingFilterRange)
        .max(5, productListMessages.ratingFilterRange)
        .optional(),
    ),
    /** a discount of at least this percent off the MRP, 0–90 */
    minDiscount: z.preprocess(
      readNumber,
      z
        .number(productListMessages.discountFilterRange)
        .int(productListMessages.discountFilterRange)
        .min(0, productListMessages.discountFilterRange)
        .max(MIN_DISCOUNT_MAX, productListMessages.discountFilterRange)
        .optional(),
    ),
    /** `true`: the answer adds `facets`, counted for the same search text and category */
    facets: booleanish(validationMessages.booleanExpected('facets')).optional(),
  })
  .refine(
    // an inverted range matches nothing: say so rather than answer an empty list that looks like no stock
    ({ minPrice, maxPrice }) => minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
    { message: productListMessages.priceRangeInverted, path: ['minPrice'] },
  );
export type ProductSearchQuery = z.infer<typeof ProductSearchQuerySchema>;

/** GET /api/product/brands query: `q`, the start of a brand (blank = the most listed brands). */
export const BrandSuggestQuerySchema = z.object({
  q: optionalText({
    length: BRAND_TEXT_MAX,
    message: validationMessages.tooLong('Brand', BRAND_TEXT_MAX),
  }),
});
export type BrandSuggestQuery = z.infer<typeof BrandSuggestQuerySchema>;

/** GET /api/product/get-related-product query `{category, productId}` (blank = absent). */
export const RelatedProductsQuerySchema = z.object({
  category: optionalText({ length: 100, message: validationMessages.tooLong('Category', 100) }),
  productId: optionalText({ length: 100, message: validationMessages.notValid('Product ID') }),
});
export type RelatedProductsQuery = z.infer<typeof RelatedProductsQuerySchema>;

/**
 * PATCH /api/seller/product/{id}: any of the add-product fields, each checked as add-product checks it; an
 * absent field keeps its value. The API re-checks the merged product with AddProductSchema (selling price
 * within the MRP, subcategory of the category), so the cross-field rules live in one place.
 */
export const ProductPatchSchema = z.preprocess(
  // issue 20: with variants, the product's prices and stock follow them (the API reckons them)
  (body) =>
    hasVariants(body)
      ? { ...body, mrpPrice: undefined, sellingPrice: undefined, stock: undefined, expectedStock: undefined }
      : body,
  z
    .object(productShape)
    .partial()
    .extend({
      image: z.preprocess(
        (value) => (typeof value === 'string' ? [value] : value === null ? undefined : value),
        imageUrls.optional(),
      ),
      isDraft: booleanish(validationMessages.booleanExpected('isDraft')).optional(),
      expectedStock: expectedStock(),
      /** issue 20: sent, they are the product's variants from now on (`[]` removes them) */
      variants: variantsField,
    }),
);
export type ProductPatch = z.infer<typeof ProductPatchSchema>;
